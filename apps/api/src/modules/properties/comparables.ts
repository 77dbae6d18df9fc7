import {
  AppError,
  type ComparableLookup,
  MAX_SUGGESTED_COMPS,
  rankComparables,
  sameClassGroup,
  type SuggestedComparable,
} from '@ir/domain';
import { findCandidateSales, findLatestArmsLengthSale } from './lookup-repository.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { parcelOrNotFound } from './property-lookups.ts';
import { catalogueFor, messageText } from '@ir/domain/catalogues.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';

/**
 * SPEC §7 propertydata: the parcel's latest arms-length sale as a comparable. 404 when the
 * parcel (or the subject) is not in this municipality, 406 when it has several sites; an
 * `err_msg` the person reads when it is the subject itself, in another class group than the
 * subject, or has no arms-length sale.
 */
export async function getComparable(
  ctx: RequestContext,
  body: { print_key: string; subject?: string | undefined },
): Promise<ComparableLookup> {
  const parcel = await parcelOrNotFound(ctx, body.print_key);
  if ((parcel.totalNumSites ?? 1) > 1) {
    throw new AppError(406, 'multi_site', 'filing.compMultiSite', { field: 'print_key' });
  }
  const sale = await findLatestArmsLengthSale(ctx.db, ctx.municipality.key, parcel.sbl);
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
    if (subject.sbl === parcel.sbl) return refused(answer, 'filing.compIsSubject');
    if (!sameClassGroup(subject.propClass, parcel.propClass)) {
      return refused(answer, 'filing.compOtherClass');
    }
  }
  if (!sale) return refused(answer, 'filing.compNoSale');
  return answer;
}

/** SPEC's `err_msg` (in English, as SPEC words it) with its key for the page to say. */
function refused(answer: ComparableLookup, key: MessageKey): ComparableLookup {
  return { ...answer, err_msg: messageText('en', key), err_key: key };
}

/**
 * Our addition: up to 10 recent arms-length sales most like the subject parcel. The
 * repository fetches a bounded set of the class group's recent sales (its neighbourhood
 * first); rankComparables (packages/domain, docs/comparable-sales.md) filters and orders them.
 */
export async function suggestComparables(
  ctx: RequestContext,
  body: { print_key: string },
): Promise<{ results: SuggestedComparable[] }> {
  const subject = await parcelOrNotFound(ctx, body.print_key);
  const candidates = await findCandidateSales(ctx.db, ctx.municipality.key, subject, ctx.now);
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
    {
      now: ctx.now,
      limit: MAX_SUGGESTED_COMPS,
      // Why each was suggested, in the owner's language (decision 040).
      words: { texts: catalogueFor(ctx.language).comparables, language: ctx.language },
    },
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
