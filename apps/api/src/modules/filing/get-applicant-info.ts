import type { SavedApplicantInfo } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { findSavedApplicant } from './repository.ts';

/** POST /ir/applicant_info: the account's saved applicant, or `saved: false` and empty strings. */
export async function getApplicantInfo(ctx: SignedInContext): Promise<SavedApplicantInfo> {
  const row = await findSavedApplicant(ctx.db, ctx.municipality.key, ctx.actor.id);
  return {
    saved: row !== undefined,
    applicant_name: row ? `${row.firstName} ${row.lastName}` : '',
    applicant_first_name: row?.firstName ?? '',
    applicant_last_name: row?.lastName ?? '',
    applicant_address1: row?.address1 ?? '',
    applicant_address2: row?.address2 ?? '',
    applicant_city: row?.city ?? '',
    applicant_state: row?.state ?? '',
    applicant_zip: row?.zip ?? '',
    applicant_phone: row?.phone ?? '',
  };
}
