import { AppError, msg, type RepresentativeAuthorizationRule } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { statusOf } from './authorization-view.ts';
import { listParcelAuthorizations } from './repository.ts';

export interface FilingAuthorizationFacts {
  municipalityKey: string;
  rule: RepresentativeAuthorizationRule;
  representativeUserId: number;
  sbl: string;
  taxYear: number;
  /** The filing's files; undefined for a check made before they are known. */
  fileCount: number | undefined;
  now: Date;
}

/**
 * Whether a representative may file for a parcel and year under the municipality's rule
 * (decision 052): `file` wants a file attached, `e_sign` the owner's signed authorization in
 * force, `either` one of them. Whatever the rule, an owner who revoked the representative's
 * authorization for the parcel and year (and signed none since) has said no: that is refused
 * too. Answers the authorization in force, which the filing records, or null.
 */
export async function checkFilingAuthorization(
  db: Db,
  facts: FilingAuthorizationFacts,
): Promise<number | null> {
  const rows = await listParcelAuthorizations(
    db,
    facts.municipalityKey,
    facts.representativeUserId,
    {
      sbl: facts.sbl,
      taxYear: facts.taxYear,
    },
  );
  const statuses = rows.map((row) => ({ row, status: statusOf(row, facts.now) }));
  const active = statuses.find(({ status }) => status === 'active')?.row;
  const values = { sbl: facts.sbl, year: facts.taxYear };
  if (!active && statuses.some(({ status }) => status === 'revoked')) {
    throw new AppError(409, 'authorization_revoked', msg('authorizations.errors.revoked', values));
  }
  if (active) return active.id;
  if (facts.rule === 'e_sign') {
    throw new AppError(
      409,
      'authorization_required',
      msg('authorizations.errors.required', values),
    );
  }
  if (facts.fileCount === 0) {
    const key = facts.rule === 'file' ? 'fileRequired' : 'required';
    throw new AppError(409, 'authorization_required', msg(`authorizations.errors.${key}`, values));
  }
  return null;
}
