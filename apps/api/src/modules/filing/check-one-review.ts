import { AppError, can, msg } from '@ir/domain';
import { findApplicationForParcel } from '../applications/index.ts';
import { effectiveFilingPeriod } from '../municipalities/index.ts';
import type { RequestContext, SignedInContext } from '../../plugins/request-context.ts';
import { findParcelBySbl } from '../properties/index.ts';

/** `field`: the body field that named the parcel. */
export function parcelNotFound(ctx: Pick<RequestContext, 'firm'>, field: string): AppError {
  return new AppError(404, 'not_found', msg('filing.parcelNotFound', { phone: ctx.firm.phone }), {
    field,
  });
}

export function applicationExists(ctx: Pick<RequestContext, 'firm'>): AppError {
  return new AppError(
    409,
    'app_exists',
    msg('filing.applicationExists', { phone: ctx.firm.phone }),
  );
}

/** The period in force; refused (403) once it has ended, for a role that may not file late. */
export async function refuseClosedPeriod(
  ctx: SignedInContext,
): Promise<Awaited<ReturnType<typeof effectiveFilingPeriod>>> {
  const period = await effectiveFilingPeriod(ctx.db, ctx.municipality, ctx.now);
  if (period.expired && !can(ctx.actor.role, 'application:file-late')) {
    throw new AppError(
      403,
      'period_expired',
      msg('filing.periodExpired', { phone: ctx.firm.phone }),
    );
  }
  return period;
}

/**
 * POST /ir/onereview: whether the parcel may still be filed for in the current filing year
 * (the roll year of the period in force). Advisory for the wizard's step 0; the unique index
 * decides at submission.
 */
export async function checkOneReview(ctx: SignedInContext, printKey: string): Promise<void> {
  const muni = ctx.municipality.key;
  const parcel = await findParcelBySbl(ctx.db, muni, printKey);
  if (!parcel) throw parcelNotFound(ctx, 'printkey');
  const { rollYear } = await effectiveFilingPeriod(ctx.db, ctx.municipality, ctx.now);
  if (await findApplicationForParcel(ctx.db, muni, parcel.sbl, rollYear)) {
    throw applicationExists(ctx);
  }
}
