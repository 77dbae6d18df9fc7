import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import type { ReviewStatus } from '@ir/domain/filing.ts';

/**
 * The review list (SPEC §2 Application Review) as pure functions, a concern to a file: the
 * views and their tabs (here), the columns, sorting, filtering, the list's state with its URL
 * query, the CSV export, the cells' text and assignment. The page only renders what they return.
 */

/**
 * SPEC §4 review list view option: review (default), far, complete; and our additions, offer
 * (a preliminary offer waits for the owner's answer) and withdrawn (filings the owner took
 * back before a reviewer acted).
 */
export const REVIEW_VIEWS = ['review', 'far', 'offer', 'complete', 'withdrawn'] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

export type TabColour = 'warning' | 'error' | 'accent' | 'primary' | 'neutral';

/** Each view's tab: label, the review_status it shows, and its daisyUI colour (SPEC §2, §4). */
export const VIEW_TABS: Readonly<
  Record<ReviewView, { label: string; status: ReviewStatus; colour: TabColour }>
> = {
  review: { label: 'Review', status: 'incomplete', colour: 'warning' },
  far: { label: 'FAR', status: 'far', colour: 'error' },
  offer: { label: 'Offer sent', status: 'offer', colour: 'accent' },
  complete: { label: 'Complete', status: 'complete', colour: 'primary' },
  withdrawn: { label: 'Withdrawn', status: 'withdrawn', colour: 'neutral' },
};

/** The rows of one view (its review_status). */
export function rowsOfView(rows: readonly ReviewListRow[], view: ReviewView): ReviewListRow[] {
  const status = VIEW_TABS[view].status;
  return rows.filter((row) => row.review_status === status);
}

/** The tab counts: how many reviews each view holds, whatever the filters. */
export function countByView(rows: readonly ReviewListRow[]): Record<ReviewView, number> {
  const counts: Record<ReviewView, number> = {
    review: 0,
    far: 0,
    offer: 0,
    complete: 0,
    withdrawn: 0,
  };
  const viewOf = Object.fromEntries(
    REVIEW_VIEWS.map((view) => [VIEW_TABS[view].status, view]),
  ) as Record<ReviewStatus, ReviewView>;
  for (const row of rows) counts[viewOf[row.review_status]] += 1;
  return counts;
}
