import { AppError, type OwnerAuthorization } from '@ir/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  authorizationRevokedEmail,
  authorizationSignedEmail,
  enqueueMail,
  mailBranding,
  type AuthorizationMail,
} from '../mail/index.ts';
import { hashToken, newOpaqueToken } from '../sessions/index.ts';
import { findUserById } from '../users/index.ts';
import { representativeOf, statusOf } from './authorization-view.ts';
import {
  type AuthorizationRow,
  findAuthorizationById,
  findAuthorizationByToken,
  lockAuthorization,
  updateAuthorization,
} from './repository.ts';
import { authorizationStatement, sha256Hex, statementText } from './statement.ts';
import { notifyRepresentative } from './events.ts';

/**
 * The owner's side of an authorization (decision 052), with no account: the e-mailed link's
 * token is the credential. The request's token answers once (sign or decline) within its 14
 * days; the confirmation's token revokes. A token that names nothing is the same 404 whatever
 * it resembles, so a guess learns nothing.
 */

const invalidToken = () =>
  new AppError(404, 'invalid_token', 'authorizations.errors.invalidToken', { field: 'token' });

interface Found {
  row: AuthorizationRow;
  link: 'request' | 'revoke';
  view: OwnerAuthorization;
  mail: AuthorizationMail;
}

async function findByLink(ctx: RequestContext, token: string): Promise<Found> {
  const found = await findAuthorizationByToken(ctx.db, ctx.municipality.key, hashToken(token));
  if (!found) throw invalidToken();
  return { ...found, ...(await describe(ctx, found.row, found.link)) };
}

/** What the owner's page shows: the parties, the parcel and the statement in the page's language. */
async function describe(
  ctx: RequestContext,
  row: AuthorizationRow,
  link: 'request' | 'revoke',
): Promise<{ view: OwnerAuthorization; mail: AuthorizationMail }> {
  const account = await findUserById(ctx.db, ctx.municipality.key, row.representativeUserId);
  if (!account) throw invalidToken();
  const representative = representativeOf(account);
  const scope = row.scope as OwnerAuthorization['scope'];
  const statement = authorizationStatement(ctx.language, {
    firm: representative.firm,
    firmEmail: representative.email,
    municipality: ctx.municipality.displayName,
    address: row.parcelAddress,
    sbl: row.sbl,
    year: row.taxYear,
    scope,
  });
  return {
    view: {
      id: row.id,
      link,
      representative,
      sbl: row.sbl,
      address: row.parcelAddress,
      municipality: ctx.municipality.displayName,
      scope,
      tax_year: row.taxYear,
      status: statusOf(row, ctx.now),
      expires_at: row.expiresAt.toISOString(),
      signed_at: row.signedAt?.toISOString() ?? null,
      signed_name: row.signedName,
      statement,
      statement_sha256: sha256Hex(statementText(statement)),
    },
    mail: {
      firm: representative.firm,
      firmEmail: representative.email,
      address: row.parcelAddress,
      sbl: row.sbl,
      year: row.taxYear,
      scope,
    },
  };
}

/** A request link that can still be answered; else why not (used, or past its date). */
function refuseUnanswerable(found: Found, now: Date): void {
  if (found.link !== 'request') throw invalidToken();
  const status = statusOf(found.row, now);
  if (status === 'expired') {
    throw new AppError(410, 'expired_token', 'authorizations.errors.expiredToken');
  }
  if (status !== 'pending')
    throw new AppError(410, 'used_token', 'authorizations.errors.usedToken');
}

/** POST /authorizations/view: what the link asks. A request link answered already is refused. */
export async function viewAuthorization(
  ctx: RequestContext,
  token: string,
): Promise<OwnerAuthorization> {
  const found = await findByLink(ctx, token);
  if (found.link === 'request') refuseUnanswerable(found, ctx.now);
  return found.view;
}

export interface Signer {
  ip: string;
  userAgent: string | undefined;
}

/**
 * POST /authorizations/sign: the owner's typed name signs the statement shown. The record
 * keeps the name, the time, the address and browser it came from, and the exact text with its
 * SHA-256; a page showing another text than the server's now (its hash given) is refused. The
 * confirmation e-mail carries a new token that revokes.
 */
export async function signAuthorization(
  ctx: RequestContext,
  input: { token: string; name: string; statement_sha256?: string | undefined },
  signer: Signer,
): Promise<OwnerAuthorization> {
  const found = await findByLink(ctx, input.token);
  refuseUnanswerable(found, ctx.now);
  if (input.statement_sha256 && input.statement_sha256 !== found.view.statement_sha256) {
    throw new AppError(409, 'authorization_text_changed', 'authorizations.errors.textChanged');
  }
  const revokeToken = newOpaqueToken();
  const text = statementText(found.view.statement);
  const muni = ctx.municipality.key;
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockAuthorization(tx, muni, found.row.id);
    if (locked?.status !== 'pending') {
      throw new AppError(410, 'used_token', 'authorizations.errors.usedToken');
    }
    const signed = await updateAuthorization(tx, muni, locked.id, {
      status: 'active',
      signedAt: ctx.now,
      signedName: input.name,
      signedIp: signer.ip,
      signedUserAgent: signer.userAgent?.slice(0, 500) ?? null,
      signedText: text,
      signedTextSha256: sha256Hex(text),
      signedLanguage: ctx.language,
      revokeTokenHash: hashToken(revokeToken),
      updatedAt: ctx.now,
    });
    await enqueueMail(tx, {
      municipalityKey: muni,
      to: signed.ownerEmail,
      ...authorizationSignedEmail(mailBranding(ctx, ctx.language), found.mail, {
        name: input.name,
        at: ctx.now,
        revokeLink: ctx.link(`/authorize/${revokeToken}`),
      }),
    });
    await notifyRepresentative(tx, signed, 'authorization.signed', ctx.now);
    return signed;
  });
  return {
    ...found.view,
    status: 'active',
    signed_at: row.signedAt?.toISOString() ?? null,
    signed_name: row.signedName,
  };
}

/** POST /authorizations/decline: the owner says no; the link is spent. */
export async function declineAuthorization(
  ctx: RequestContext,
  token: string,
): Promise<OwnerAuthorization> {
  const found = await findByLink(ctx, token);
  refuseUnanswerable(found, ctx.now);
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const locked = await lockAuthorization(tx, muni, found.row.id);
    if (locked?.status !== 'pending') {
      throw new AppError(410, 'used_token', 'authorizations.errors.usedToken');
    }
    await updateAuthorization(tx, muni, locked.id, {
      status: 'declined',
      declinedAt: ctx.now,
      updatedAt: ctx.now,
    });
  });
  return { ...found.view, status: 'declined' };
}

/**
 * POST /authorizations/revoke: the owner takes a signed authorization back, with the
 * confirmation e-mail's token or signed in with the address it names (an account of this
 * municipality). Anyone else's is the same 404 as none. The representative may no longer file
 * under it; a filing already made stays, as the statement says.
 */
export async function revokeAuthorization(
  ctx: RequestContext,
  input: { id: number; token?: string | undefined },
): Promise<{ id: number; status: 'revoked' }> {
  const muni = ctx.municipality.key;
  const row = await revocable(ctx, input);
  const { mail } = await describe(ctx, row, 'revoke');
  await ctx.db.transaction(async (tx) => {
    const locked = await lockAuthorization(tx, muni, row.id);
    if (locked?.status === 'revoked') {
      throw new AppError(409, 'authorization_not_active', 'authorizations.errors.alreadyRevoked');
    }
    if (locked?.status !== 'active') {
      throw new AppError(409, 'authorization_not_active', 'authorizations.errors.notActive');
    }
    const revoked = await updateAuthorization(tx, muni, locked.id, {
      status: 'revoked',
      revokedAt: ctx.now,
      revokedVia: input.token ? 'link' : 'account',
      updatedAt: ctx.now,
    });
    await enqueueMail(tx, {
      municipalityKey: muni,
      to: revoked.ownerEmail,
      ...authorizationRevokedEmail(mailBranding(ctx, ctx.language), mail),
    });
    await notifyRepresentative(tx, revoked, 'authorization.revoked', ctx.now);
  });
  return { id: row.id, status: 'revoked' };
}

async function revocable(
  ctx: RequestContext,
  input: { id: number; token?: string | undefined },
): Promise<AuthorizationRow> {
  const notFound = new AppError(404, 'unknown_authorization', 'authorizations.errors.notFound');
  if (input.token) {
    const found = await findAuthorizationByToken(
      ctx.db,
      ctx.municipality.key,
      hashToken(input.token),
    );
    if (found?.link !== 'revoke' || found.row.id !== input.id) throw notFound;
    return found.row;
  }
  if (!ctx.actor) throw new AppError(401, 'unauthorized', 'input.signIn');
  const row = await findAuthorizationById(ctx.db, ctx.municipality.key, input.id);
  if (!row || row.ownerEmail !== ctx.actor.email) throw notFound;
  return row;
}
