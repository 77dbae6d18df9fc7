import type { FilingDraft } from '@ir/domain/contracts/filing/draft-fields.ts';
import type { ComparableLookup } from '@ir/domain/contracts/filing/get-comparable.ts';
import type { PropertyExtra } from '@ir/domain/contracts/filing/get-property-extra.ts';
import type { SavedDraft } from '@ir/domain/contracts/filing/list-drafts.ts';
import type { ComparableSale } from '@ir/domain/contracts/filing/property-fields.ts';
import type { PersonInput } from '@ir/domain/filing.ts';
import { emptyDraft, type WizardDraft, type WizardStep } from './draft.ts';

function person(p: PersonInput): FilingDraft['owner'] {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    address1: p.address1,
    address2: p.address2 ?? '',
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    phone: p.phone,
  };
}

/**
 * What the server keeps of the wizard's draft (the parcel is its key, the files are the
 * draft's uploads): undefined until a parcel is chosen, as there is nothing to key it by.
 */
export function toServerDraft(
  draft: WizardDraft,
  step: WizardStep,
): { printkey: string; draft: FilingDraft } | undefined {
  if (!draft.property) return undefined;
  return {
    printkey: draft.property.print_key,
    draft: {
      step,
      owner: person(draft.owner),
      isOwner: draft.isOwner,
      applicant: person(draft.applicant),
      saveApplicant: draft.saveApplicant,
      desiredValue: draft.desiredValue,
      reason: draft.reason,
      valueComments: draft.valueComments,
      comps: draft.comps.map((comp) => comp.sbl),
    },
  };
}

/**
 * What the owner has entered beyond the parcel, to tell whether anything was typed since a
 * moment: the applicant block only while it is in use, as saved applicant info fills it by
 * itself.
 */
export function enteredBeyondParcel(draft: WizardDraft): string {
  return JSON.stringify({
    owner: person(draft.owner),
    isOwner: draft.isOwner,
    ...(draft.isOwner
      ? {}
      : { applicant: person(draft.applicant), saveApplicant: draft.saveApplicant }),
    desiredValue: draft.desiredValue,
    reason: draft.reason,
    valueComments: draft.valueComments,
    comps: draft.comps.map((comp) => comp.sbl),
    files: draft.files.map((file) => file.id ?? file.key),
  });
}

/** How a continued draft looks its parcel and its comparables up again (never stale). */
export interface DraftLookups {
  property(printkey: string): Promise<PropertyExtra>;
  comparable(sbl: string, subject: string): Promise<ComparableLookup>;
}

/**
 * The wizard draft a saved draft continues as: its parcel and comparables as they are now.
 * A comparable that no longer qualifies (sold again, or gone) is left out; the owner sees the
 * list and may add another. Files are listed again by the upload step from the server.
 */
export async function fromServerDraft(
  saved: SavedDraft,
  lookups: DraftLookups,
): Promise<WizardDraft> {
  const property = await lookups.property(saved.printkey);
  const found = await Promise.all(
    saved.draft.comps.map((sbl) =>
      lookups.comparable(sbl, saved.printkey).then(
        (lookup) => (lookup.err_msg ? undefined : lookup),
        () => undefined,
      ),
    ),
  );
  const comps: ComparableSale[] = found.flatMap((lookup) => {
    if (!lookup) return [];
    const { sbl, address, style, sfla, built, condition, sale_date, sale_price } = lookup;
    return [{ sbl, address, style, sfla, built, condition, sale_date, sale_price }];
  });
  const { step, owner, isOwner, applicant, saveApplicant, desiredValue, reason, valueComments } =
    saved.draft;
  return {
    ...emptyDraft(),
    step: step as WizardStep,
    property,
    owner,
    isOwner,
    applicant,
    saveApplicant,
    desiredValue,
    reason,
    valueComments,
    comps,
  };
}
