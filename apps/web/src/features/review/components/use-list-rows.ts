import { useEffect, useState } from 'react';
import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import type { ReviewList } from '../review-list/review-list.ts';

/** Rows parsed per task: about 10 ms of work, so the page answers input meanwhile. */
const ROWS_PER_TASK = 5_000;

interface Parsed {
  list: ReviewList;
  rows?: ReviewListRow[];
  error?: unknown;
}

/**
 * The rows of `list` once all are parsed, and while they are not, the previous list's (a
 * reload after an assignment keeps the table as it was rather than drawing it anew), or null.
 * The parse starts after the frame that shows what the page has already, so the table's first
 * rows (ReviewList.firstOfView) are drawn before it, and goes on in short tasks rather than
 * one long one. `error` is the parse's, for this list.
 */
export function useListRows(list: ReviewList | undefined): {
  rows: ReviewListRow[] | null;
  error: unknown;
} {
  const [parsed, setParsed] = useState<Parsed | null>(null);
  useEffect(() => {
    if (!list || list.parsedRows() !== null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      try {
        const rows = list.parseSome(ROWS_PER_TASK);
        if (rows) setParsed({ list, rows });
        else timer = setTimeout(step, 0);
      } catch (error) {
        // As a failed reload keeps the query's data: the rows shown stay, with the error.
        setParsed((previous) => ({ list, rows: previous?.rows, error }));
      }
    };
    // requestAnimationFrame runs before the next frame is drawn, its timeout after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(step, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list]);
  const ready = list?.parsedRows() ?? null;
  return {
    rows: ready ?? parsed?.rows ?? null,
    error: parsed && parsed.list === list ? parsed.error : undefined,
  };
}
