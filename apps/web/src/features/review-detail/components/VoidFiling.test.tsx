import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';
import { RANKED_COMPS, reviewRecordFixture } from '../test/review-fixtures.ts';

const REASON = 'Filed in a batch without the owner asking for it.';
const VOIDED_AT = '2025-03-21T14:00:00.000Z';

/**
 * Opens /review/42 against a small in-memory server whose void (unless `routes` answers it)
 * marks the record voided by `admin@example.com`, as the API does, so the reload shows it.
 */
function open({
  record = reviewRecordFixture(),
  privilege = 'admin',
  routes = {},
}: { record?: ReviewRecord; privilege?: Privilege; routes?: MockRoutes } = {}) {
  let stored = record;
  const fetchMock = mockApi({
    privilege,
    routes: {
      'GET /api/super/applicationinfo': () => Response.json(stored),
      'POST /api/super/rpscomps': () => Response.json(RANKED_COMPS),
      'POST /api/super/void': ({ body }) => {
        const reason = (body as { reason: string }).reason;
        stored = {
          ...stored,
          review_status: 'withdrawn',
          voided: { at: VOIDED_AT, reason, by: 'admin@example.com' },
          history: [
            ...stored.history,
            {
              at: VOIDED_AT,
              who: 'admin@example.com',
              action: 'withdraw',
              before: { review_status: stored.review_status },
              after: { review_status: 'withdrawn', voided: true, void_reason: reason },
            },
          ],
        };
        return Response.json({ success: true });
      },
      ...routes,
    },
  });
  renderApp({ entries: ['/review/42'] });
  return fetchMock;
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Review of 123.45-6-7' }, { timeout: 5000 });
const voidSection = () => screen.findByRole('region', { name: 'Void filing' });

describe('Void filing on the review detail page', () => {
  it.each(['admin', 'mega-admin'] as const)(
    'offers %s the action on a filing in review and in FAR',
    async (privilege) => {
      open({ privilege, record: reviewRecordFixture({ review_status: 'far' }) });
      const section = within(await voidSection());
      expect(section.getByRole('textbox', { name: /Reason for voiding/ })).toBeRequired();
      expect(section.getByRole('button', { name: 'Void filing' })).toBeInTheDocument();
    },
  );

  it.each([
    ['a super', 'super', reviewRecordFixture()],
    [
      'an admin, on a completed review',
      'admin',
      reviewRecordFixture({ review_status: 'complete' }),
    ],
    [
      'an admin, on a filing the owner withdrew',
      'admin',
      reviewRecordFixture({ review_status: 'withdrawn' }),
    ],
  ] as const)('does not offer it to %s', async (_, privilege, record) => {
    open({ privilege, record });
    await heading();
    expect(screen.queryByRole('region', { name: 'Void filing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Void filing' })).toBeNull();
  });

  it('asks for a reason of 10 characters at least before it asks anything else', async () => {
    const fetchMock = open();
    const section = within(await voidSection());
    const reason = section.getByRole('textbox', { name: /Reason for voiding/ });
    await userEvent.type(reason, '  too few ');
    await userEvent.click(section.getByRole('button', { name: 'Void filing' }));
    expect(await section.findByText(MESSAGES.review.voidReasonShort)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/super/void')).toHaveLength(0);
    expect(reason).toHaveAttribute('maxlength', '500');
  });

  it('voids by keyboard alone after the confirmation, then shows it voided with the reason and who', async () => {
    const fetchMock = open();
    const section = within(await voidSection());
    const reason = section.getByRole('textbox', { name: /Reason for voiding/ });
    reason.focus();
    await userEvent.keyboard(REASON);
    await userEvent.tab();
    expect(section.getByRole('button', { name: 'Void filing' })).toHaveFocus();

    // Declined: nothing is sent.
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Void this filing?' });
    expect(dialog).toHaveAccessibleDescription(
      'The filing for 12 Main St (SBL 123.45-6-7) will be withdrawn and the property freed to be filed again. The filer, and the owner when their e-mail is known, are e-mailed the reason. This cannot be undone.',
    );
    // A browser gives Cancel the focus (jsdom moves none): Enter there voids nothing.
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(requestsTo(fetchMock, 'POST /api/super/void')).toHaveLength(0);

    section.getByRole('button', { name: 'Void filing' }).focus();
    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: 'Void this filing?' });
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Void filing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const voided = await screen.findByRole('region', { name: 'Voided' });
    expect(requestsTo(fetchMock, 'POST /api/super/void')[0]?.body).toEqual({
      id: 42,
      reason: REASON,
    });
    // The form and its button are gone: the focus goes to what happened (WCAG 2.4.3).
    await waitFor(() =>
      expect(within(voided).getByRole('heading', { name: 'Voided' })).toHaveFocus(),
    );
    expect(within(voided).getByText(MESSAGES.review.voidDone)).toBeInTheDocument();
    expect(within(voided).getByText(REASON)).toBeInTheDocument();
    expect(within(voided).getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Void filing' })).toBeNull();
    expect(screen.getByText('Voided', { selector: '.badge' })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Filing voided')).toBeInTheDocument();
    expect(within(history).getByText(`Reason: ${REASON}`)).toBeInTheDocument();
  });

  it("shows the server's refusal when someone got there first, and reloads the filing as it now is", async () => {
    let loads = 0;
    const record = reviewRecordFixture();
    open({
      routes: {
        'GET /api/super/applicationinfo': () => {
          loads += 1;
          return Response.json(loads === 1 ? record : { ...record, review_status: 'complete' });
        },
        'POST /api/super/void': () =>
          apiError(409, 'review_complete', MESSAGES.review.voidComplete),
      },
    });
    const section = within(await voidSection());
    await userEvent.type(section.getByRole('textbox', { name: /Reason for voiding/ }), REASON);
    await userEvent.click(section.getByRole('button', { name: 'Void filing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void this filing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void filing' }));
    const alert = await section.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.review.voidComplete);
    expect(loads).toBe(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    // Complete now: no void to offer.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Void filing' })).toBeNull());
    expect(loads).toBe(2);
    expect(screen.getByText('Complete', { selector: '.badge' })).toBeInTheDocument();
  });

  it('says a failure beside the form and keeps the reason typed', async () => {
    open({
      routes: { 'POST /api/super/void': () => new Response('Bad gateway', { status: 502 }) },
    });
    const section = within(await voidSection());
    const reason = section.getByRole('textbox', { name: /Reason for voiding/ });
    await userEvent.type(reason, REASON);
    await userEvent.click(section.getByRole('button', { name: 'Void filing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void this filing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void filing' }));
    expect(await section.findByRole('alert')).toHaveTextContent(MESSAGES.review.voidFailed);
    expect(reason).toHaveValue(REASON);
  });

  it('shows any staff member a voided filing with the reason, who voided it and when', async () => {
    open({
      privilege: 'super',
      record: reviewRecordFixture({
        review_status: 'withdrawn',
        voided: { at: VOIDED_AT, reason: REASON, by: 'admin@example.com' },
      }),
    });
    const voided = within(await screen.findByRole('region', { name: 'Voided' }));
    expect(voided.getByText(REASON)).toBeInTheDocument();
    expect(voided.getByText('admin@example.com')).toBeInTheDocument();
    expect(voided.getByText(MESSAGES.review.voided)).toBeInTheDocument();
    // Not said as news: this screen did not void it.
    expect(voided.queryByText(MESSAGES.review.voidDone)).toBeNull();
    expect(voided.getByRole('heading', { name: 'Voided' })).not.toHaveFocus();
  });
});
