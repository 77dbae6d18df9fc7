import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnerMeeting } from '@ir/domain/contracts/meetings/meeting-fields.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';
import { COMPLETED, FILING } from '../test/my-application.ts';

/** Two open times on Thursday, December 3, 2026 (New York), and one on the Friday. */
const SLOTS = [
  { id: 11, starts_at: '2026-12-03T14:00:00.000Z', minutes: 20, kind: 'either' },
  { id: 12, starts_at: '2026-12-03T14:30:00.000Z', minutes: 20, kind: 'video' },
  { id: 13, starts_at: '2026-12-04T15:00:00.000Z', minutes: 30, kind: 'phone' },
] as const;

const BOOKED: OwnerMeeting = {
  id: 5,
  starts_at: '2026-12-03T14:00:00.000Z',
  minutes: 20,
  kind: 'phone',
  phone: '(716) 555-0100',
  video_url: null,
  status: 'booked',
  can_change: true,
};

function open(routes: MockRoutes = {}, filing = FILING) {
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'GET /api/applications/42': () => Response.json(filing),
      'GET /api/applications/42/meeting_slots': () => Response.json({ slots: SLOTS }),
      ...routes,
    },
  });
  renderApp({ entries: ['/applications/42'] });
  return fetchMock;
}

const section = () => screen.findByRole('region', { name: 'Talk to a reviewer' });

describe("the owner's meeting section", { timeout: 20_000 }, () => {
  it('books a phone meeting: a day, its times in ET, the kind the time allows, the number', async () => {
    let meeting: OwnerMeeting | null = null;
    const fetchMock = open({
      'GET /api/applications/42/meeting': () => Response.json({ meeting }),
      'POST /api/applications/42/meeting': () => {
        meeting = BOOKED;
        return Response.json({ meeting, moved: false });
      },
    });
    const region = await section();
    expect(region).toHaveAttribute('id', 'meeting');
    const day = await within(region).findByRole('combobox', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Thursday, December 3, 2026', 'Friday, December 4, 2026']);
    const times = within(region).getByRole('group', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['9:00 AM ET, 20 minutes (Phone or video)', '9:30 AM ET, 20 minutes (Video)']);

    // Nothing chosen: the time is refused first, and gets the focus.
    await userEvent.click(within(region).getByRole('button', { name: 'Book' }));
    expect(within(region).getByText('Choose a time.')).toBeInTheDocument();
    expect(within(times).getAllByRole('radio')[0]).toHaveFocus();

    // A video-only time leaves phone unavailable.
    await userEvent.click(within(region).getByRole('radio', { name: /9:30 AM ET/ }));
    expect(within(region).getByRole('radio', { name: 'By phone' })).toBeDisabled();
    expect(within(region).getByRole('radio', { name: 'By video' })).toBeChecked();

    await userEvent.click(within(region).getByRole('radio', { name: /9:00 AM ET/ }));
    await userEvent.click(within(region).getByRole('radio', { name: 'By phone' }));
    const phone = within(region).getByRole('textbox', { name: /Phone number the reviewer calls/ });
    expect(phone).toHaveValue('(716) 555-0100');
    await userEvent.click(within(region).getByRole('button', { name: 'Book' }));

    expect(await within(region).findByText(/Your meeting is booked/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/applications/42/meeting')[0]?.body).toEqual({
      slot_id: 11,
      kind: 'phone',
      phone: '(716) 555-0100',
    });
    expect(
      within(region).getByText('Thursday, December 3, 2026, 9:00 AM ET, 20 minutes'),
    ).toBeInTheDocument();
    expect(
      within(region).getByText('A reviewer will call you at (716) 555-0100.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).getByRole('heading', { name: 'Your meeting' })).toHaveFocus(),
    );
  });

  it('says a time just taken at the time, and offers the rest', async () => {
    open({
      'GET /api/applications/42/meeting': () => Response.json({ meeting: null }),
      'POST /api/applications/42/meeting': () =>
        apiError(
          409,
          'slot_taken',
          'Someone else has just booked this time. Please choose another.',
        ),
    });
    const region = await section();
    await userEvent.click(await within(region).findByRole('radio', { name: /9:30 AM ET/ }));
    await userEvent.click(within(region).getByRole('button', { name: 'Book' }));
    expect(
      await within(region).findByText(
        'Someone else has just booked this time. Please choose another.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole('radio')[0]).toHaveFocus());
  });

  it('shows a video meeting with its link, moves it with Change, and cancels it after asking', async () => {
    let meeting: OwnerMeeting | null = {
      ...BOOKED,
      kind: 'video',
      phone: null,
      video_url: 'https://meet.example.com/amherst/42',
    };
    const fetchMock = open({
      'GET /api/applications/42/meeting': () => Response.json({ meeting }),
      'POST /api/applications/42/meeting': () => {
        meeting = { ...meeting!, id: 5, starts_at: SLOTS[2].starts_at, minutes: 30 };
        return Response.json({ meeting, moved: true });
      },
      'DELETE /api/applications/42/meeting': () => {
        meeting = null;
        return Response.json({ success: true });
      },
    });
    const region = await section();
    expect(
      await within(region).findByRole('link', { name: 'Join the video meeting' }),
    ).toHaveAttribute('href', 'https://meet.example.com/amherst/42');

    await userEvent.click(within(region).getByRole('button', { name: 'Change' }));
    await userEvent.selectOptions(
      await within(region).findByRole('combobox', { name: 'Day' }),
      '2026-12-04',
    );
    await userEvent.click(within(region).getByRole('radio', { name: /10:00 AM ET, 30 minutes/ }));
    // A phone-only time chooses phone.
    expect(within(region).getByRole('radio', { name: 'By phone' })).toBeChecked();
    await userEvent.click(within(region).getByRole('button', { name: 'Move my meeting' }));
    expect(await within(region).findByText(/Your meeting has moved/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/applications/42/meeting')[0]?.body).toMatchObject({
      slot_id: 13,
      kind: 'phone',
    });

    await userEvent.click(within(region).getByRole('button', { name: 'Cancel meeting' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your meeting?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    expect(await within(region).findByText(/Your meeting is cancelled/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE /api/applications/42/meeting')).toHaveLength(1);
  });

  it("shows the server's refusal of a late cancellation", async () => {
    open({
      'GET /api/applications/42/meeting': () => Response.json({ meeting: BOOKED }),
      'DELETE /api/applications/42/meeting': () =>
        apiError(
          409,
          'meeting_too_late',
          'A meeting can be changed or cancelled until 2 hours before it starts. Please call (518) 555-0142.',
        ),
    });
    const region = await section();
    await userEvent.click(await within(region).findByRole('button', { name: 'Cancel meeting' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'until 2 hours before it starts',
    );
  });

  it('offers no Change or Cancel within 2 hours of the start', async () => {
    open({
      'GET /api/applications/42/meeting': () =>
        Response.json({ meeting: { ...BOOKED, can_change: false } }),
    });
    const region = await section();
    expect(await within(region).findByText(/until 2 hours before it starts/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
  });

  it('is not shown once the review is complete', async () => {
    open({}, COMPLETED);
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    expect(screen.queryByRole('region', { name: 'Talk to a reviewer' })).not.toBeInTheDocument();
  });

  it('reads Spanish', async () => {
    await chooseLanguage('es');
    open({ 'GET /api/applications/42/meeting': () => Response.json({ meeting: null }) });
    const region = await screen.findByRole('region', { name: 'Hable con un revisor' });
    expect(await within(region).findByRole('combobox', { name: 'Día' })).toBeInTheDocument();
    expect(
      within(region).getByRole('radio', {
        name: '9:00 a. m. ET, 20 minutos (Teléfono o videollamada)',
      }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Reservar' })).toBeInTheDocument();
  });
});
