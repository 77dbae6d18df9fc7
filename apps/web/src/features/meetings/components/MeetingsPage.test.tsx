import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMeetingSlot } from '@ir/domain/contracts/meetings/meeting-fields.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';

afterEach(() => vi.useRealTimers());

/** Thursday, December 3, 2026: an open time at 9:00, a booked one at 9:30 (both ET). */
const OPEN: StaffMeetingSlot = {
  id: 1,
  starts_at: '2026-12-03T14:00:00.000Z',
  minutes: 20,
  kind: 'either',
  reviewer_id: 3,
  reviewer_name: 'Rita Reviewer',
  booking: null,
};
const BOOKED: StaffMeetingSlot = {
  id: 2,
  starts_at: '2026-12-03T14:30:00.000Z',
  minutes: 20,
  kind: 'phone',
  reviewer_id: 3,
  reviewer_name: 'Rita Reviewer',
  booking: {
    id: 9,
    application_id: 42,
    filing_number: 'AMHERST-2026-000042',
    owner_name: 'Olive Owner',
    kind: 'phone',
    phone: '(716) 555-0100',
    video_url: null,
    status: 'booked',
    outcome_notes: null,
  },
};
/** Friday: a booked video meeting, not yet started. */
const LATER: StaffMeetingSlot = {
  ...BOOKED,
  id: 3,
  starts_at: '2026-12-04T15:00:00.000Z',
  kind: 'video',
  booking: {
    ...BOOKED.booking!,
    id: 10,
    kind: 'video',
    phone: null,
    video_url: 'https://meet.example.com/amherst/43',
  },
};

function open(routes: MockRoutes = {}, path = '/meetings?from=2026-12-03') {
  // 9:45 AM ET on the Thursday: the first two times have started.
  vi.useFakeTimers({ now: new Date('2026-12-03T14:45:00.000Z'), toFake: ['Date'] });
  const fetchMock = mockApi({
    privilege: 'super',
    routes: {
      'GET /api/super/meeting_slots': ({ url }) =>
        Response.json({
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          slots: url.searchParams.get('from') === '2026-12-03' ? [OPEN, BOOKED, LATER] : [],
        }),
      'GET /api/super/list_super_users': () =>
        Response.json([
          { id: 3, email: 'rita@example.com' },
          { id: 4, email: 'sam@example.com' },
        ]),
      ...routes,
    },
  });
  return { fetchMock, ...renderApp({ entries: [path] }) };
}

const daySection = (name: string) => screen.findByRole('region', { name });
const slotItem = (region: HTMLElement, heading: string) =>
  within(region).getByRole('heading', { level: 3, name: heading }).closest('li') as HTMLElement;

describe('the Meetings page', { timeout: 20_000 }, () => {
  it('shows seven days from ?from=, each time in ET with its booking', async () => {
    const { fetchMock } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meetings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const thursday = await daySection('Thursday, December 3, 2026');
    expect(requestsTo(fetchMock, 'GET /api/super/meeting_slots')[0]?.url.search).toBe(
      '?from=2026-12-03&to=2026-12-09',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain(
      'Wednesday, December 9, 2026',
    );
    const open9 = slotItem(thursday, '9:00 AM ET, 20 minutes');
    expect(open9).toHaveTextContent('Phone or video');
    expect(open9).toHaveTextContent('Open: not booked yet.');

    const booked = slotItem(thursday, '9:30 AM ET, 20 minutes');
    expect(within(booked).getByText('Olive Owner')).toBeInTheDocument();
    expect(
      within(booked).getByRole('link', { name: 'Review filing AMHERST-2026-000042' }),
    ).toHaveAttribute('href', '/review/42');
    expect(within(booked).getByRole('link', { name: '(716) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+17165550100',
    );
    expect(within(booked).getByRole('button', { name: 'Mark held' })).toBeInTheDocument();

    // Not started yet: no outcome, but a link to join.
    const friday = await daySection('Friday, December 4, 2026');
    const later = slotItem(friday, '10:00 AM ET, 20 minutes');
    expect(within(later).getByRole('link', { name: /meet\.example\.com/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/amherst/43',
    );
    expect(within(later).queryByRole('button', { name: 'Mark held' })).not.toBeInTheDocument();
    expect(later).toHaveTextContent('The outcome can be recorded from 10:00 AM ET.');
    const saturday = await daySection('Saturday, December 5, 2026');
    expect(within(saturday).getByText('No times published.')).toBeInTheDocument();
  });

  it('moves a week on by a link, in the address', async () => {
    const { router } = open();
    await daySection('Thursday, December 3, 2026');
    await userEvent.click(screen.getByRole('link', { name: 'Next 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-12-10'));
    expect(await daySection('Thursday, December 10, 2026')).toBeInTheDocument();
  });

  it('records a meeting as held with notes, keeping focus on its time', async () => {
    const { fetchMock } = open({
      'POST /api/super/meeting_outcome': () =>
        Response.json({ success: true, booking: { ...BOOKED.booking!, status: 'held' } }),
    });
    const thursday = await daySection('Thursday, December 3, 2026');
    const booked = slotItem(thursday, '9:30 AM ET, 20 minutes');
    await userEvent.type(
      within(booked).getByRole('textbox', {
        name: 'Notes on the meeting at 9:30 AM ET (optional)',
      }),
      'Agreed to look at the comparables.',
    );
    await userEvent.click(within(booked).getByRole('button', { name: 'Mark held' }));
    expect(
      await screen.findByText('The meeting at 9:30 AM ET is recorded as held.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/super/meeting_outcome')[0]?.body).toEqual({
      booking_id: 9,
      outcome: 'held',
      notes: 'Agreed to look at the comparables.',
    });
    expect(within(thursday).getByRole('heading', { name: '9:30 AM ET, 20 minutes' })).toHaveFocus();
  });

  it('removes a booked time after saying the owner will be told, and focus goes on', async () => {
    const { fetchMock } = open({
      'DELETE /api/super/meeting_slots/2': () =>
        Response.json({ success: true, cancelled_booking: true }),
    });
    const thursday = await daySection('Thursday, December 3, 2026');
    const booked = slotItem(thursday, '9:30 AM ET, 20 minutes');
    await userEvent.click(within(booked).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this time?' });
    expect(dialog).toHaveTextContent('the owner will be told by e-mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove time' }));
    expect(
      await screen.findByText(/The time at 9:30 AM ET was removed, and its meeting cancelled/),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE /api/super/meeting_slots/2')).toHaveLength(1);
    // The time before it in the day, as none follows.
    await waitFor(() =>
      expect(
        within(thursday).getByRole('heading', { name: '9:00 AM ET, 20 minutes' }),
      ).toHaveFocus(),
    );
  });

  it('publishes times for a chosen reviewer', async () => {
    const { fetchMock } = open({
      'POST /api/super/meeting_slots': () => Response.json({ slots: [{ ...OPEN, id: 50 }] }),
    });
    const form = await screen.findByRole('region', { name: 'Publish times' });
    await userEvent.clear(within(form).getByLabelText(/Date/));
    await userEvent.type(within(form).getByLabelText(/Date/), '2026-12-07');
    await userEvent.clear(within(form).getByLabelText(/How many/));
    await userEvent.type(within(form).getByLabelText(/How many/), '6');
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'video');
    await within(form).findByRole('option', { name: 'sam@example.com' });
    await userEvent.selectOptions(within(form).getByLabelText('Reviewer'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish times' }));
    expect(await screen.findByText(/1 time published/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/super/meeting_slots')[0]?.body).toEqual({
      starts_at: '2026-12-07T09:00',
      minutes: 20,
      count: 6,
      kind: 'video',
      reviewer_id: 4,
    });
  });

  it('refuses more than 48 at the field, and shows an overlap at the start time', async () => {
    const { fetchMock } = open({
      'POST /api/super/meeting_slots': () =>
        apiError(
          409,
          'slot_overlap',
          'These times overlap a time the same reviewer already has, starting Dec 3, 2026, 9:00 AM ET. Choose another start or reviewer.',
        ),
    });
    const form = await screen.findByRole('region', { name: 'Publish times' });
    const count = within(form).getByLabelText(/How many/);
    await userEvent.clear(count);
    await userEvent.type(count, '49');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish times' }));
    const tooMany = await within(form).findByText('Publish 1 to 48 consecutive times at once.');
    expect(tooMany).toBeInTheDocument();
    expect(count).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/super/meeting_slots')).toHaveLength(0);

    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish times' }));
    expect(await within(form).findByText(/overlap a time the same reviewer/)).toBeInTheDocument();
    const start = within(form).getByLabelText(/Start time/);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveFocus();
  });

  it('is refused to an owner as other staff pages are', async () => {
    mockApi({ privilege: 'user' });
    renderApp({ entries: ['/meetings'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No access' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
