import type { SubmitReviewBody } from '@ir/domain/filing.ts';
import type { WizardDraft } from './draft.ts';

/** Whether the draft holds what a submission needs (the earlier steps saw to the details). */
export function isSubmittable(draft: WizardDraft): boolean {
  return draft.property !== null && draft.desiredValue.trim() !== '' && draft.reason !== '';
}

/**
 * SPEC §3 submission payload from the wizard's draft. The parcel's values are echoed as SPEC
 * lists them, though the server takes them from its database; the applicant block is sent
 * empty when the person is the owner, so nothing typed there and then abandoned is filed.
 */
export function toSubmission(draft: WizardDraft, captcha: string): SubmitReviewBody {
  const { property, owner, applicant, isOwner } = draft;
  // The review step offers Submit only once both are there (its isReady).
  if (!property) throw new Error('A submission needs the selected property');
  if (draft.reason === '') throw new Error('A submission needs a reason');
  const comps = draft.comps.map((comp) => comp.sbl);
  return {
    captcha,
    sbl: property.print_key,
    isOwner,
    pOFirstName: owner.firstName,
    pOLastName: owner.lastName,
    pOAddress1: owner.address1,
    pOAddress2: owner.address2 ?? '',
    pOCity: owner.city,
    pOState: owner.state,
    pOZipCode: owner.zipCode,
    pOPhone: owner.phone,
    appFirstName: isOwner ? '' : applicant.firstName,
    appLastName: isOwner ? '' : applicant.lastName,
    appAddress1: isOwner ? '' : applicant.address1,
    appAddress2: isOwner ? '' : (applicant.address2 ?? ''),
    appCity: isOwner ? '' : applicant.city,
    appState: isOwner ? '' : applicant.state,
    appZipCode: isOwner ? '' : applicant.zipCode,
    appPhone: isOwner ? '' : applicant.phone,
    desiredValue: draft.desiredValue,
    reason: draft.reason,
    valueComments: draft.valueComments,
    comp1: comps[0] ?? '',
    comp2: comps[1] ?? '',
    comp3: comps[2] ?? '',
    comp4: comps[3] ?? '',
    comp5: comps[4] ?? '',
    save_applicant: !isOwner && draft.saveApplicant,
    app_status: 'C',
    review_status: 'incomplete',
    address: property.full_address,
    prop_class: property.prop_class,
    parcel_id: property.parcel_id,
    swis_vg: property.swis_vg,
    asmt_own_code: property.own_code,
    received_land_value: property.land_av,
    received_total_value: property.total_av,
    nbhd_code: property.nbhd_code,
  };
}
