import { describe, expect, it } from 'vitest';
import { DECISION_REASONS } from '@ir/domain/review.ts';
import { actionLabel, entryDetails } from './HistoryTimeline.tsx';

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
