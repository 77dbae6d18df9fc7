import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffOffer } from '@ir/domain/contracts/offers/offer-fields.ts';
import type { IntegrityCheckData } from '@ir/domain/contracts/roll-integrity/get-integrity-check.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';
import { reviewRecordFixture } from '../test/review-fixtures.ts';

const OFFER: StaffOffer = {
  id: 5,
  number: 1,
  status: 'open',
  offered_total_value: 190000,
  offered_land_value: 45000,
  decision_reason: 'condition_considered',
  decision_explanation: 'The roof needs work.',
  respond_by: '2025-04-10',
  status_before: 'incomplete',
  sent_by: 'super@example.com',
  sent_at: '2025-03-20T14:00:00.000Z',
  meeting_requested_at: null,
  responded_at: null,
  signature_name: null,
  counter_value: null,
  counter_reason: null,
  lapsed_at: null,
  closed_at: null,
};

/** /review/42 on a server whose offer call records the offer, as the API does. */
function open({
  record = reviewRecordFixture({ decision_reason: null }),
  routes = {},
  privilege = 'super',
}: { record?: ReviewRecord; routes?: MockRoutes; privilege?: Privilege } = {}) {
  let stored = record;
  const fetchMock = mockApi({
    privilege,
    routes: {
      'GET /api/super/applicationinfo': () => Response.json(stored),
      'POST /api/super/rpscomps': () => Response.json([]),
      'POST /api/super/offer': ({ body }) => {
        const b = body as Record<string, unknown>;
        stored = {
          ...stored,
          version: stored.version + 1,
          review_status: 'offer',
          offers_left: stored.offers_left - 1,
          offers: [
            ...stored.offers,
            {
              ...OFFER,
              offered_total_value: b.offered_total_value as number,
              offered_land_value: b.offered_land_value as number | null,
            },
          ],
        };
        return Response.json({ success: true, number: 1, respond_by: '2025-04-10' });
      },
      ...routes,
    },
  });
  renderApp({ entries: ['/review/42'] });
  return { fetchMock };
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Review of 123.45-6-7' }, { timeout: 5000 });
const sendOfferButton = () => screen.queryByRole('button', { name: 'Send offer' });

describe('Send offer on the review screen', () => {
  it('opens beside FAR and COMPLETE, refuses an empty form at its fields, then sends the offer', async () => {
    const { fetchMock } = open();
    await heading();
    const actions = screen.getByRole('region', { name: 'Review actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Send offer' }));
    const form = screen.getByRole('heading', { name: 'Send a preliminary offer' });
    expect(form).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Days to respond/ })).toHaveValue('10');

    const submit = () =>
      userEvent.click(
        within(form.closest('section') as HTMLElement).getByRole('button', { name: 'Send offer' }),
      );
    await submit();
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Offered total value: Enter the offered total value');
    // Every refusal at once: the reason too.
    expect(summary).toHaveTextContent('Reason for the offer: Choose the reason');
    expect(requestsTo(fetchMock, 'POST /api/super/offer')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Offered total value/ }), '190000');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Reason for the offer/ }),
      'other',
    );
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Explanation of the offer'),
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /Explanation of the offer/ }),
      'Fewer rooms than recorded.',
    );
    const days = screen.getByRole('textbox', { name: /Days to respond/ });
    await userEvent.clear(days);
    await userEvent.type(days, '40');
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('between 3 and 30 days'),
    );
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await submit();

    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/super/offer')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/super/offer')[0]?.body).toEqual({
      id: 42,
      version: 3,
      offered_total_value: 190000,
      offered_land_value: null,
      decision_reason: 'other',
      decision_explanation: 'Fewer rooms than recorded.',
      respond_days: 14,
    });
    expect(
      await screen.findByText(/The offer was sent. The owner may answer until Apr 10, 2025/),
    ).toBeInTheDocument();
    expect(screen.getByText('Respond by Apr 10, 2025 (ET)')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Preliminary offers' });
    expect(within(offers).getByText('Offer sent')).toHaveClass('badge');
    expect(offers).toHaveTextContent('$190,000');
    expect(offers).toHaveTextContent('Apr 10, 2025 (end of day ET)');
    expect(offers).toHaveTextContent('by super@example.com');
    // An offer is open: no other may be sent until it is answered or lapses.
    expect(sendOfferButton()).not.toBeInTheDocument();
    // Many keystrokes: slower than the default five seconds on a busy machine.
  }, 20_000);

  it("shows the server's refusal of a field at that field", async () => {
    open({
      routes: {
        'POST /api/super/offer': () =>
          Response.json(
            {
              statusCode: 400,
              error_message: 'review_refused',
              message: 'Land should not be more than total value.',
              message_key: 'review.landOverTotal',
              field: 'offered_land_value',
            },
            { status: 400 },
          ),
      },
    });
    await heading();
    await userEvent.click(sendOfferButton() as HTMLElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Offered total value/ }), '100');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Reason for the offer/ }),
      'condition_considered',
    );
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Send offer' }).at(-1) as HTMLElement,
    );
    const land = screen.getByRole('textbox', { name: /Offered land value/ });
    await waitFor(() => expect(land).toHaveAccessibleDescription(/Land should not be more/));
  });

  it('says the review changed on a stale version, and offers to reload', async () => {
    const { fetchMock } = open({
      routes: {
        'POST /api/super/offer': () =>
          apiError(409, 'version_conflict', 'This review was changed by someone else.'),
      },
    });
    await heading();
    await userEvent.click(sendOfferButton() as HTMLElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Offered total value/ }), '100');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Reason for the offer/ }),
      'condition_considered',
    );
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Send offer' }).at(-1) as HTMLElement,
    );
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    // The record was loaded again after the conflict.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/super/applicationinfo').length).toBeGreaterThan(1),
    );
  });

  it('is not offered on a completed or withdrawn review, with no offers left, or to a town user', async () => {
    for (const record of [
      reviewRecordFixture({ review_status: 'complete' }),
      reviewRecordFixture({ review_status: 'withdrawn' }),
      reviewRecordFixture({ offers_left: 0, offers: [{ ...OFFER, status: 'countered' }] }),
      // An open offer the owner has not answered.
      reviewRecordFixture({ review_status: 'offer', offers_left: 1, offers: [OFFER] }),
    ]) {
      open({ record, privilege: 'admin' });
      await heading();
      expect(sendOfferButton()).not.toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it("lists a countered offer with the owner's value and reason", async () => {
    open({
      record: reviewRecordFixture({
        offers_left: 1,
        offers: [
          {
            ...OFFER,
            status: 'countered',
            counter_value: 180000,
            counter_reason: 'Two sales were lower.',
            responded_at: '2025-03-25T14:00:00.000Z',
          },
        ],
      }),
    });
    await heading();
    const offers = screen.getByRole('region', { name: 'Preliminary offers' });
    expect(within(offers).getByText('Countered', { selector: '.badge' })).toBeInTheDocument();
    expect(offers).toHaveTextContent("Owner's counter value$180,000");
    expect(offers).toHaveTextContent('Two sales were lower.');
    expect(offers).toHaveTextContent('1 more offer may be sent.');
    // Back with its reviewer after a counter: a second offer may go.
    expect(sendOfferButton()).toBeInTheDocument();
  });

  it('is offered again over an open offer whose owner asked to talk', async () => {
    open({
      record: reviewRecordFixture({
        review_status: 'offer',
        offers_left: 1,
        offers: [{ ...OFFER, meeting_requested_at: '2025-03-22T14:00:00.000Z' }],
      }),
    });
    await heading();
    expect(sendOfferButton()).toBeInTheDocument();
  });

  describe('the integrity note', () => {
    /**
     * Three comparables at $100 a sq ft and a 2,000 sq ft subject: indicated 200,000. Six sales
     * at a ratio of 1.0 and the subject's own: an offer below 180,000 crosses the guard.
     */
    const CHECK: IntegrityCheckData = {
      guard: 'require_note',
      subject_sfla: 2000,
      nbhd: 'N1',
      comparables: Array.from({ length: 3 }, (_, i) => ({
        sbl: `c${i}`,
        price: 200_000,
        sfla: 2000,
      })),
      sales: [
        ...Array.from({ length: 6 }, () => ({ assessed: 100_000, price: 100_000, subject: false })),
        { assessed: 200_000, price: 200_000, subject: true },
      ],
    };
    const NOTE = 'Fire damage after the sales, confirmed on inspection.';
    const noteRequired = () =>
      Response.json(
        {
          statusCode: 400,
          error_message: 'integrity_note_required',
          message: MESSAGES.integrity.noteRequired,
          message_key: 'integrity.noteRequired',
          field: 'integrity_note',
        },
        { status: 400 },
      );

    async function fillOffer(total: string) {
      await heading();
      await userEvent.click(sendOfferButton() as HTMLElement);
      await userEvent.type(screen.getByRole('textbox', { name: /Offered total value/ }), total);
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: /Reason for the offer/ }),
        'condition_considered',
      );
    }
    const submitOffer = () =>
      userEvent.click(screen.getAllByRole('button', { name: 'Send offer' }).at(-1) as HTMLElement);

    it('appears when the server asks for it, focused with its message, and goes with the offer', async () => {
      let refused = false;
      const { fetchMock } = open({
        routes: {
          // No data for the check here: only the server's answer brings the box.
          'GET /api/super/integrity': () => apiError(404, 'unknown_review', 'Not found.'),
          'POST /api/super/offer': ({ body }) => {
            const b = body as Record<string, unknown>;
            if (typeof b.integrity_note === 'string') {
              return Response.json({ success: true, number: 1, respond_by: '2025-04-10' });
            }
            refused = true;
            return noteRequired();
          },
        },
      });
      await fillOffer('150000');
      expect(screen.queryByRole('textbox', { name: /Integrity note/ })).not.toBeInTheDocument();
      await submitOffer();

      const note = await screen.findByRole('textbox', { name: /Integrity note/ });
      expect(refused).toBe(true);
      await waitFor(() => expect(note).toHaveFocus());
      expect(note).toHaveAccessibleDescription(/at least 20 characters/);
      expect(note).toBeRequired();

      await userEvent.type(note, NOTE);
      await submitOffer();
      await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/super/offer')).toHaveLength(2));
      expect(requestsTo(fetchMock, 'POST /api/super/offer')[1]?.body).toMatchObject({
        offered_total_value: 150000,
        integrity_note: NOTE,
      });
      expect(await screen.findByText(/The offer was sent/)).toBeInTheDocument();
    }, 20_000);

    it("shows the check's verdict for the offered value, and the box once it crosses the guard", async () => {
      const { fetchMock } = open({
        routes: { 'GET /api/super/integrity': () => Response.json(CHECK) },
      });
      await fillOffer('190000');
      const offerForm = screen
        .getByRole('heading', { name: 'Send a preliminary offer' })
        .closest('section') as HTMLElement;
      const check = await within(offerForm).findByRole('region', {
        name: MESSAGES.integrity.heading,
      });
      expect(within(check).getByTestId('integrity-proposed-ratio')).toHaveTextContent('0.950');
      expect(check).toHaveTextContent(MESSAGES.integrity.within);
      expect(screen.queryByRole('textbox', { name: /Integrity note/ })).not.toBeInTheDocument();

      const total = screen.getByRole('textbox', { name: /Offered total value/ });
      await userEvent.clear(total);
      await userEvent.type(total, '150000');
      expect(within(check).getByTestId('integrity-proposed-ratio')).toHaveTextContent('0.750');
      expect(check).toHaveTextContent(/Below the guard/);
      const note = screen.getByRole('textbox', { name: /Integrity note/ });
      expect(note).toBeRequired();

      await userEvent.type(note, NOTE);
      await submitOffer();
      await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/super/offer')).toHaveLength(1));
      expect(requestsTo(fetchMock, 'POST /api/super/offer')[0]?.body).toMatchObject({
        offered_total_value: 150000,
        integrity_note: NOTE,
      });
    }, 20_000);
  });
});
