import {
  AppError,
  COMPARABLE_MAX_AGE_YEARS,
  MAX_SUGGESTED_COMPS,
  MESSAGES,
  propertyClassNumber,
  rankComparables,
  sameClassGroup,
  type ComparableLookup,
  type SuggestedComparable,
} from '@ir/domain';
import { findCandidateSales, findLatestArmsLengthSale } from './lookup-repository.ts';
import type { PropertyContext } from './property-context.ts';
import { parcelOrNotFound } from './property-lookups.ts';

/** How many recent sales of the class group are fetched for the ranking to choose from. */
export const CANDIDATE_SALES_LIMIT = 300;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * SPEC §7 propertydata: the parcel's latest arms-length sale as a comparable. 404 when the
 * parcel (or the subject) is not in this municipality, 406 when it has several sites; an
 * `err_msg` the person reads when it is the subject itself, in another class group than the
 * subject, or has no arms-length sale.
 */
export async function getComparable(
  ctx: PropertyContext,
  body: { print_key: string; subject?: string | undefined },
): Promise<ComparableLookup> {
  const parcel = await parcelOrNotFound(ctx, body.print_key);
  if ((parcel.totalNumSites ?? 1) > 1) {
    throw new AppError(406, 'multi_site', MESSAGES.filing.compMultiSite, { field: 'print_key' });
  }
  const sale = await findLatestArmsLengthSale(ctx.db, ctx.municipalityKey, parcel.sbl);
  const answer: ComparableLookup = {
    sbl: parcel.sbl,
    address: parcel.fullAddress,
    // The building as it was sold, else as the roll has it now.
    style: sale?.bldgStyle ?? parcel.bldgStyle,
    sfla: sale?.sfla ?? parcel.sfla,
    built: sale?.yrBuilt ?? parcel.yrBuilt,
    condition: sale?.overallCond ?? parcel.overallCond,
    sale_date: sale?.saleDate ?? null,
    sale_price: sale?.salePrice ?? null,
  };
  if (body.subject !== undefined) {
    const subject = await parcelOrNotFound(ctx, body.subject);
    if (subject.sbl === parcel.sbl) return { ...answer, err_msg: MESSAGES.filing.compIsSubject };
    if (!sameClassGroup(subject.propClass, parcel.propClass)) {
      return { ...answer, err_msg: MESSAGES.filing.compOtherClass };
    }
  }
  if (!sale) return { ...answer, err_msg: MESSAGES.filing.compNoSale };
  return answer;
}

/**
 * Our addition: up to 10 recent arms-length sales most like the subject parcel. The
 * repository fetches a bounded set of the class group's recent sales (its neighbourhood
 * first); rankComparables (packages/domain, docs/comparable-sales.md) filters and orders them.
 */
export async function suggestComparables(
  ctx: PropertyContext,
  body: { print_key: string },
): Promise<{ results: SuggestedComparable[] }> {
  const subject = await parcelOrNotFound(ctx, body.print_key);
  const classNumber = propertyClassNumber(subject.propClass);
  if (!Number.isFinite(classNumber) || classNumber < 100 || classNumber > 999) {
    return { results: [] };
  }
  // The group's codes as a text range on the sales index: '2' <= '210A' < '3' (':' follows '9').
  const digit = Math.floor(classNumber / 100);
  const since = new Date(ctx.now);
  since.setUTCFullYear(since.getUTCFullYear() - COMPARABLE_MAX_AGE_YEARS);
  const candidates = await findCandidateSales(ctx.db, ctx.municipalityKey, {
    classFrom: String(digit),
    classTo: String.fromCharCode('0'.charCodeAt(0) + digit + 1),
    since: isoDate(since),
    until: isoDate(ctx.now),
    nbhdCode: subject.nbhdCode,
    excludeSbl: subject.sbl,
    limit: CANDIDATE_SALES_LIMIT,
  });
  const ranked = rankComparables(
    {
      sbl: subject.sbl,
      propClass: subject.propClass,
      nbhdCode: subject.nbhdCode,
      bldgStyle: subject.bldgStyle,
      overallCond: subject.overallCond,
      sfla: subject.sfla,
      yrBuilt: subject.yrBuilt,
    },
    candidates,
    { now: ctx.now, limit: MAX_SUGGESTED_COMPS },
  );
  return {
    results: ranked.map((c) => ({
      sbl: c.sbl,
      address: c.address,
      style: c.bldgStyle,
      sfla: c.sfla,
      built: c.yrBuilt,
      condition: c.overallCond,
      sale_date: c.saleDate,
      sale_price: c.salePrice,
      score: c.score,
      reasons: c.reasons,
    })),
  };
}
