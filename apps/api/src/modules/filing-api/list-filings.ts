import { AppError, filingNumber, type ListFilingsQuery, type ReviewStatus } from '@ir/domain';
import type { z } from 'zod';
import type { listFilingsContract } from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { listFilingsPage, type FilingsCursor } from '../applications/index.ts';
import { offerSummaries } from '../offers/index.ts';

type FilingsPage = z.infer<(typeof listFilingsContract)['schema']['response'][200]>;

/**
 * GET /v1/filings (decision 053): the account's filings here, the most recently changed first,
 * a page at a time. One row more than the page is read, to know whether another page follows.
 */
export async function listFilings(
  ctx: SignedInContext,
  query: ListFilingsQuery,
): Promise<FilingsPage> {
  const after = query.cursor === undefined ? undefined : readCursor(query.cursor);
  const rows = await listFilingsPage(ctx.db, ctx.municipality.key, ctx.actor.id, {
    status: query.status,
    updatedSince: query.updated_since === undefined ? undefined : new Date(query.updated_since),
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const offers = await offerSummaries(
    ctx.db,
    ctx.municipality.key,
    page.map((row) => row.id),
  );
  return {
    filings: page.map((row) => ({
      id: row.id,
      filing_number: filingNumber(ctx.municipality.key, row.filingYear, row.id),
      sbl: row.sbl,
      address: row.fullAddress,
      // The database's check constraint allows only these.
      status: row.reviewStatus as ReviewStatus,
      offer_status: offers.get(row.id)?.latest ?? null,
      submitted_at: row.submittedAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    next_cursor:
      rows.length > query.limit && last
        ? writeCursor({ updatedMicros: last.updatedMicros, id: last.id })
        : null,
  };
}

/** Opaque to clients: the position, base64url-encoded. */
function writeCursor(cursor: FilingsCursor): string {
  return Buffer.from(`${cursor.updatedMicros}.${cursor.id}`).toString('base64url');
}

function readCursor(text: string): FilingsCursor {
  const match = /^(\d{1,20})\.(\d{1,16})$/.exec(Buffer.from(text, 'base64url').toString());
  if (!match) {
    throw new AppError(400, 'validation_error', 'input.invalidRequest', {
      issues: [{ path: 'querystring.cursor', message: 'input.invalidRequest' }],
    });
  }
  return { updatedMicros: match[1]!, id: Number(match[2]) };
}
