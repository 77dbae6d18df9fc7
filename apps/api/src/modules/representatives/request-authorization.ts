import {
  AppError,
  AUTHORIZATION_LIMITS,
  type Authorization,
  formatInstant,
  LOCALES,
  msg,
  type RequestAuthorizationInput,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { authorizationRequestEmail, enqueueMail, mailBranding } from '../mail/index.ts';
import { effectiveFilingPeriod } from '../municipalities/index.ts';
import { findParcelBySbl } from '../properties/index.ts';
import { hashToken, newOpaqueToken } from '../sessions/index.ts';
import { findUserById, mailLanguageOf, type UserRow } from '../users/index.ts';
import { authorizationView, representativeOf, statusOf } from './authorization-view.ts';
import { countRequestsSince, insertAuthorization, listParcelAuthorizations } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account, when it is an approved representative of this municipality (decision 043). */
export async function approvedRepresentative(ctx: SignedInContext): Promise<UserRow> {
  const account = await findUserById(ctx.db, ctx.municipality.key, ctx.actor.id);
  if (!account?.representative) {
    throw new AppError(
      403,
      'not_representative',
      msg('bulk.notRepresentative', { phone: ctx.firm.phone }),
    );
  }
  return account;
}

/**
 * POST /representatives/authorizations (decision 052): an approved representative asks the
 * owner of a parcel of this municipality to authorize them for a tax year (this roll's or the
 * next) and a scope. Each request is an e-mail to an address the representative typed, so a
 * representative sends at most 200 a day and an address receives at most 3; a request already
 * waiting, or an authorization already signed, is not asked again. The row and the e-mail
 * (in the owner's language when their account here has one) are written together.
 */
export async function requestAuthorization(
  ctx: SignedInContext,
  input: RequestAuthorizationInput,
): Promise<Authorization> {
  const muni = ctx.municipality.key;
  const account = await approvedRepresentative(ctx);
  const { rollYear } = await effectiveFilingPeriod(ctx.db, ctx.municipality, ctx.now);
  if (input.tax_year !== rollYear && input.tax_year !== rollYear + 1) {
    throw new AppError(
      400,
      'bad_request',
      msg('authorizations.errors.badYear', { current: rollYear, next: rollYear + 1 }),
      { field: 'tax_year' },
    );
  }
  const parcel = await findParcelBySbl(ctx.db, muni, input.sbl);
  if (!parcel) {
    throw new AppError(404, 'unknown_parcel', msg('bulk.parcelNotFound'), { field: 'sbl' });
  }
  await refuseRepeat(ctx, parcel.sbl, input);
  await refuseOverLimits(ctx, input.owner_email);

  const token = newOpaqueToken();
  const expiresAt = new Date(ctx.now.getTime() + AUTHORIZATION_LIMITS.tokenDays * DAY_MS);
  const language = await mailLanguageOf(ctx.db, muni, { email: input.owner_email }, ctx.language);
  const rep = representativeOf(account);
  return ctx.db.transaction(async (tx) => {
    const row = await insertAuthorization(tx, {
      municipalityKey: muni,
      representativeUserId: account.id,
      sbl: parcel.sbl,
      parcelAddress: parcel.fullAddress ?? parcel.sbl,
      ownerName: input.owner_name,
      ownerEmail: input.owner_email,
      scope: input.scope,
      taxYear: input.tax_year,
      language,
      tokenHash: hashToken(token),
      expiresAt,
      requestedAt: ctx.now,
      updatedAt: ctx.now,
    });
    await enqueueMail(tx, {
      municipalityKey: muni,
      to: input.owner_email,
      ...authorizationRequestEmail(
        mailBranding(ctx, language),
        {
          firm: rep.firm,
          firmEmail: rep.email,
          address: row.parcelAddress,
          sbl: row.sbl,
          year: row.taxYear,
          scope: input.scope,
        },
        { link: ctx.link(`/authorize/${token}`), expiresAt },
      ),
    });
    return authorizationView(row, ctx.now);
  });
}

/** A request still waiting for this owner, or an authorization in force, is not asked again. */
async function refuseRepeat(
  ctx: SignedInContext,
  sbl: string,
  input: RequestAuthorizationInput,
): Promise<void> {
  const earlier = await listParcelAuthorizations(ctx.db, ctx.municipality.key, ctx.actor.id, {
    sbl,
    taxYear: input.tax_year,
  });
  for (const row of earlier) {
    const status = statusOf(row, ctx.now);
    if (status === 'active') {
      throw new AppError(409, 'authorization_active', 'authorizations.errors.active');
    }
    if (status === 'pending' && row.ownerEmail === input.owner_email) {
      const date = formatInstant(row.expiresAt, 'long', LOCALES[ctx.language]);
      throw new AppError(
        409,
        'authorization_pending',
        msg('authorizations.errors.pending', { date }),
      );
    }
  }
}

async function refuseOverLimits(ctx: SignedInContext, ownerEmail: string): Promise<void> {
  const since = new Date(ctx.now.getTime() - DAY_MS);
  const muni = ctx.municipality.key;
  const sent = await countRequestsSince(
    ctx.db,
    muni,
    { representativeUserId: ctx.actor.id },
    since,
  );
  if (sent >= AUTHORIZATION_LIMITS.dailyRequests) {
    throw new AppError(
      429,
      'authorization_daily_limit',
      msg('authorizations.errors.dailyLimit', { max: AUTHORIZATION_LIMITS.dailyRequests }),
    );
  }
  const received = await countRequestsSince(ctx.db, muni, { ownerEmail }, since);
  if (received >= AUTHORIZATION_LIMITS.dailyPerOwner) {
    throw new AppError(429, 'authorization_daily_limit', 'authorizations.errors.ownerLimit', {
      field: 'owner_email',
    });
  }
}
