import { AppError, type FilingPeriod, type SetFilingPeriodBody } from '@ir/domain';
import { audit } from '../audit/index.ts';
import {
  effectiveFilingPeriod,
  filingPeriodOf,
  findFilingOverride,
  writeFilingOverride,
  type FilingOverride,
} from '../municipalities/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

export function getFilingPeriod(ctx: SignedInContext): Promise<FilingPeriod> {
  return effectiveFilingPeriod(ctx.db, ctx.municipality, ctx.now);
}

/**
 * Stores `override` (null: back to the catalog) with its audit row in one transaction. The
 * row is locked first, so two admins saving at once are recorded in the order they won.
 */
async function changeOverride(
  ctx: SignedInContext,
  override: FilingOverride | null,
): Promise<FilingPeriod> {
  return ctx.db.transaction(async (tx) => {
    const stored = await findFilingOverride(tx, ctx.municipality.key, { forUpdate: true });
    const before = filingPeriodOf(ctx.municipality, stored, ctx.now);
    if (!(await writeFilingOverride(tx, ctx.municipality.key, override))) {
      throw new Error(`municipality ${ctx.municipality.key} is not in the table`);
    }
    const after = filingPeriodOf(ctx.municipality, override, ctx.now);
    const summary = ({ deadline, rollYear, source }: FilingPeriod) => ({
      deadline,
      rollYear,
      source,
    });
    await audit(tx, {
      municipalityKey: ctx.municipality.key,
      actorUserId: ctx.actor.id,
      action: override ? 'muni.set-deadline' : 'muni.reset-deadline',
      target: { type: 'municipality', id: ctx.municipality.key },
      before: summary(before),
      after: summary(after),
      requestId: ctx.requestId,
    });
    return after;
  });
}

export function setFilingPeriod(
  ctx: SignedInContext,
  input: SetFilingPeriodBody,
): Promise<FilingPeriod> {
  const deadlineYear = Number(input.deadline.slice(0, 4));
  if (Math.abs(deadlineYear - input.rollYear) > 1) {
    throw new AppError(400, 'deadline_outside_roll_year', 'filingPeriod.deadlineOutsideRollYear', {
      field: 'deadline',
    });
  }
  return changeOverride(ctx, { deadline: input.deadline, rollYear: input.rollYear });
}

export function resetFilingPeriod(ctx: SignedInContext): Promise<FilingPeriod> {
  return changeOverride(ctx, null);
}
