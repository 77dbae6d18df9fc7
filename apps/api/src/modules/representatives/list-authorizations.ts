import {
  type Authorization,
  type AuthorizationStatus,
  filingNumber,
  type RepresentativeAuthorizationRule,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { listFilingsUnderAuthorizations } from '../applications/index.ts';
import { findUserById } from '../users/index.ts';
import { authorizationView, representativeOf, statusOf } from './authorization-view.ts';
import { approvedRepresentative } from './request-authorization.ts';
import { listOwnerAuthorizations, listRepresentativeAuthorizations } from './repository.ts';

/** GET /representatives/authorizations: the representative's own, newest change first. */
export async function listAuthorizations(
  ctx: SignedInContext,
  status: AuthorizationStatus | undefined,
): Promise<{ rule: RepresentativeAuthorizationRule; authorizations: Authorization[] }> {
  await approvedRepresentative(ctx);
  const rows = await listRepresentativeAuthorizations(ctx.db, ctx.municipality.key, ctx.actor.id, {
    ...(status ? { status } : {}),
    now: ctx.now,
    limit: 500,
  });
  return {
    rule: ctx.municipality.representativeAuthorization ?? 'file',
    authorizations: rows.map((row) => authorizationView(row, ctx.now)),
  };
}

/**
 * GET /authorizations/mine: what the signed-in owner authorized (the authorizations that name
 * the account's e-mail, signed or revoked since) and the filings representatives made under
 * them, which the owner reads on My Applications.
 */
export async function listMyAuthorizations(ctx: SignedInContext) {
  const muni = ctx.municipality.key;
  const rows = await listOwnerAuthorizations(ctx.db, muni, ctx.actor.email);
  const people = new Map<number, { firm: string; email: string }>();
  for (const id of new Set(rows.map((row) => row.representativeUserId))) {
    const account = await findUserById(ctx.db, muni, id);
    // The foreign key keeps the account while its authorizations exist.
    if (!account) throw new Error(`representative ${id} of authorizations is gone`);
    people.set(id, representativeOf(account));
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const filings = await listFilingsUnderAuthorizations(ctx.db, muni, [...byId.keys()]);
  return {
    authorizations: rows.map((row) => ({
      id: row.id,
      representative: people.get(row.representativeUserId) as { firm: string; email: string },
      sbl: row.sbl,
      address: row.parcelAddress,
      scope: row.scope as Authorization['scope'],
      tax_year: row.taxYear,
      status: statusOf(row, ctx.now),
      signed_at: row.signedAt?.toISOString() ?? null,
      revoked_at: row.revokedAt?.toISOString() ?? null,
    })),
    filings: filings.map((f) => {
      const authorization = byId.get(f.authorizationId as number) as (typeof rows)[number];
      return {
        id: f.id,
        filing_number: filingNumber(muni, f.filingYear, f.id),
        sbl: f.sbl,
        address: f.address ?? f.sbl,
        filing_year: f.filingYear,
        review_status: f.reviewStatus,
        submitted_at: f.submittedAt.toISOString(),
        representative: people.get(authorization.representativeUserId) as {
          firm: string;
          email: string;
        },
        authorization_id: authorization.id,
      };
    }),
  };
}
