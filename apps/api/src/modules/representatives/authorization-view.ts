import type { Authorization, AuthorizationStatus } from '@ir/domain';
import type { UserRow } from '../users/index.ts';
import type { AuthorizationRow } from './repository.ts';

/** A pending request past its date reads as expired; the row stays pending. */
export function statusOf(row: AuthorizationRow, now: Date): AuthorizationStatus {
  return row.status === 'pending' && row.expiresAt <= now
    ? 'expired'
    : (row.status as AuthorizationStatus);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An authorization as its representative and staff see it: never its tokens nor signer's IP. */
export function authorizationView(row: AuthorizationRow, now: Date): Authorization {
  return {
    id: row.id,
    sbl: row.sbl,
    address: row.parcelAddress,
    owner_name: row.ownerName,
    owner_email: row.ownerEmail,
    scope: row.scope as Authorization['scope'],
    tax_year: row.taxYear,
    status: statusOf(row, now),
    requested_at: row.requestedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    signed_at: iso(row.signedAt),
    signed_name: row.signedName,
    declined_at: iso(row.declinedAt),
    revoked_at: iso(row.revokedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The representative as owners read them: the firm a mega-admin approved, else the e-mail. */
export function representativeOf(account: Pick<UserRow, 'firmName' | 'email'>): {
  firm: string;
  email: string;
} {
  return { firm: account.firmName ?? account.email, email: account.email };
}
