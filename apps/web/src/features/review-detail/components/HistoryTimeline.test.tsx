import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { DECISION_REASONS } from '@ir/domain/review.ts';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { mockApi } from '../../../test/render-app.tsx';
import { actionLabel, entryDetails, HistoryTimeline } from './HistoryTimeline.tsx';

const at = '2025-03-15T10:00:00.000Z';

describe('entryDetails', () => {
  it('names a COMPLETE change in the words of the review screen, values formatted', () => {
    expect(
      entryDetails(
        {
          at,
          who: 'super@example.com',
          action: 'complete',
          before: {
            review_status: 'far',
            assessed_total_value: null,
            total_value_change: 'N',
            far_why: 'Site visit.',
            decision_reason: null,
            decision_explanation: '',
          },
          after: {
            review_status: 'complete',
            assessed_total_value: 373900,
            total_value_change: 'Y',
            far_why: 'Site visit.',
            decision_reason: 'condition_considered',
            decision_explanation: 'The roof needs replacing.',
          },
        },
        'en',
      ),
    ).toEqual([
      'Status: FAR → Complete',
      'New total value: - → $373,900',
      'Total value changed: No → Yes',
      `Reason for the decision: - → ${DECISION_REASONS.condition_considered}`,
      'Explanation for the owner: - → The roof needs replacing.',
    ]);
  });

  it("names an offer's steps: sent with its values and respond-by day, countered, lapsed", () => {
    const offer = {
      at,
      who: 'super@example.com',
      action: 'offer' as const,
      before: { review_status: 'far' },
      after: {
        review_status: 'offer',
        number: 1,
        offered_total_value: 190000,
        offered_land_value: null,
        decision_reason: 'condition_considered',
        decision_explanation: '',
        respond_by: '2026-04-10',
      },
    };
    expect(actionLabel(offer)).toBe('Preliminary offer sent');
    expect(entryDetails(offer, 'en')).toEqual([
      'Status: FAR → Offer sent',
      'Offer number: - → 1',
      'Offered total value: - → $190,000',
      `Reason for the decision: - → ${DECISION_REASONS.condition_considered}`,
      'Respond by: - → Apr 10, 2026',
    ]);
    const counter = {
      at,
      who: 'owner@example.com',
      action: 'offer_response' as const,
      before: { review_status: 'offer' },
      after: {
        decision: 'counter',
        number: 1,
        review_status: 'far',
        counter_value: 180000,
        counter_reason: 'The roof leaks.',
      },
    };
    expect(actionLabel(counter)).toBe('Owner answered the offer');
    expect(entryDetails(counter, 'en')).toEqual([
      'Status: Offer sent → FAR',
      'Answer: - → Countered',
      'Offer number: - → 1',
      "Owner's counter value: - → $180,000",
      "Owner's reason: - → The roof leaks.",
    ]);
    expect(actionLabel({ ...counter, who: null, action: 'offer_lapse' })).toBe('Offer lapsed');
  });

  it('shows an assignment by e-mail, and by id only when no e-mail came with it', () => {
    const assign = (before: object, after: object) =>
      entryDetails({ at, who: 'admin@example.com', action: 'assign', before, after }, 'en');
    expect(assign({ assigned_to: 4, assignee: 'old@example.com' }, { assigned_to: null })).toEqual([
      'Assignee: old@example.com → -',
    ]);
    expect(assign({ assigned_to: null }, { assigned_to: 5 })).toEqual(['assigned_to: - → 5']);
  });

  it('names the file of an upload or a download, and shows a field it does not know by its key', () => {
    expect(
      entryDetails(
        { at, who: null, action: 'download', before: null, after: { file: '7-a.pdf' } },
        'en',
      ),
    ).toEqual(['7-a.pdf']);
    expect(
      entryDetails({ at, who: null, action: 'far', before: { x: 1 }, after: { x: 2 } }, 'en'),
    ).toEqual(['x: 1 → 2']);
  });

  it("names a void by the reason, and tells it from the owner's withdrawal", () => {
    const voided = {
      at,
      who: 'admin@example.com',
      action: 'withdraw' as const,
      before: { review_status: 'far' },
      after: {
        review_status: 'withdrawn',
        voided: true,
        void_reason: 'Filed without the owner asking.',
        filing_number: 'KENT-2026-000042',
      },
    };
    expect(actionLabel(voided)).toBe('Filing voided');
    expect(entryDetails(voided, 'en')).toEqual([
      'Status: FAR → Withdrawn',
      'Reason: Filed without the owner asking.',
    ]);
    const withdrawn = {
      at,
      who: 'owner@example.com',
      action: 'withdraw' as const,
      before: null,
      after: { review_status: 'withdrawn' },
    };
    expect(actionLabel(withdrawn)).toBe('Owner withdrew the filing');
    expect(entryDetails(withdrawn, 'en')).toEqual(['Status: - → Withdrawn']);
  });
});

describe('the integrity check in the history', () => {
  afterEach(() => vi.unstubAllGlobals());

  const NOTE = 'Fire damage after the sales, confirmed on inspection.';
  const complete = (flag: boolean, note: string | null): ReviewRecord['history'][number] => ({
    at,
    who: 'super@example.com',
    action: 'complete',
    before: { review_status: 'far', assessed_total_value: null, integrity_flag: false },
    after: {
      review_status: 'complete',
      assessed_total_value: 150000,
      integrity_flag: flag,
      integrity_note: note,
    },
  });
  const offer = (flag: boolean, note: string | null): ReviewRecord['history'][number] => ({
    at,
    who: 'super@example.com',
    action: 'offer',
    before: { review_status: 'far' },
    after: {
      review_status: 'offer',
      number: 1,
      offered_total_value: 150000,
      integrity_flag: flag,
      integrity_note: note,
    },
  });

  it('says a COMPLETE crossed the guard, with its note, and not as a field change', () => {
    expect(entryDetails(complete(true, NOTE), 'en')).toEqual([
      'Status: FAR → Complete',
      'New total value: - → $150,000',
      'Crossed the integrity guard.',
      `Integrity note: ${NOTE}`,
    ]);
    // Flagged under warn, no note given.
    expect(entryDetails(complete(true, null), 'en')).toEqual([
      'Status: FAR → Complete',
      'New total value: - → $150,000',
      'Crossed the integrity guard.',
    ]);
  });

  it('says an offer crossed the guard, with its note', () => {
    expect(entryDetails(offer(true, NOTE), 'en')).toEqual([
      'Status: FAR → Offer sent',
      'Offer number: - → 1',
      'Offered total value: - → $150,000',
      'Crossed the integrity guard.',
      `Integrity note: ${NOTE}`,
    ]);
  });

  it('says nothing of the check for a decision within the guard', () => {
    expect(entryDetails(complete(false, null), 'en')).toEqual([
      'Status: FAR → Complete',
      'New total value: - → $150,000',
    ]);
    expect(entryDetails(offer(false, null), 'en')).toEqual([
      'Status: FAR → Offer sent',
      'Offer number: - → 1',
      'Offered total value: - → $150,000',
    ]);
  });

  it('says nothing of the check on a reopening or a FAR, whatever their snapshots carry', () => {
    expect(
      entryDetails(
        {
          at,
          who: 'admin@example.com',
          action: 'reopen',
          before: { review_status: 'complete', integrity_flag: true, integrity_note: NOTE },
          after: { review_status: 'far', integrity_flag: false, integrity_note: null },
        },
        'en',
      ),
    ).toEqual(['Status: Complete → FAR']);
  });

  it('shows the note in the timeline under its decision', () => {
    mockApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <HistoryTimeline history={[offer(false, null), complete(true, NOTE)]} />
      </AppProviders>,
    );
    // The timeline's own entries, not the lines of details inside them.
    const timeline = screen.getByRole('list', { name: 'History' });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === timeline);
    const completed = entries.find((li) => li.textContent?.startsWith('Completed'));
    expect(completed).toHaveTextContent('Crossed the integrity guard.');
    expect(completed).toHaveTextContent(`Integrity note: ${NOTE}`);
    const offered = entries.find((li) => li.textContent?.startsWith('Preliminary offer sent'));
    expect(offered).toBeDefined();
    expect(offered).not.toHaveTextContent(/integrity/i);
  });
});
