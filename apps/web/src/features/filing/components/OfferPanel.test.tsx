import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyApplication } from '@ir/domain/contracts/applications/get-my-application.ts';
import type { OwnerOffer } from '@ir/domain/contracts/offers/offer-fields.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';
import { FILING, OFFER } from '../test/my-application.ts';

const withOffer = (offer: Partial<OwnerOffer> = {}): MyApplication => ({
  ...FILING,
  status: 'offer',
  offer: { ...OFFER, ...offer },
});

function open(
  filing: () => MyApplication,
  respond: () => Response = () => Response.json({ success: true }),
) {
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'GET /api/applications/42': () => Response.json(filing()),
      'POST /api/applications/respond_offer': respond,
    },
  });
  renderApp({ entries: ['/applications/42'] });
  return fetchMock;
}

const panel = () =>
  screen.findByRole('region', { name: 'Preliminary determination (not final)' }, { timeout: 5000 });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send my answer' }));

describe("the owner's preliminary offer", { timeout: 20_000 }, () => {
  it('shows the values before and offered, the reason and words, and the respond-by day', async () => {
    open(() => withOffer());
    const region = await panel();
    expect(region).toHaveTextContent('Assessed value now$250,000');
    expect(region).toHaveTextContent('Offered assessed value$230,000');
    expect(region).toHaveTextContent('Land value now$40,000');
    expect(region).toHaveTextContent('Offered land value$38,000');
    expect(region).toHaveTextContent("The property's condition was taken into account");
    expect(region).toHaveTextContent('The roof needs replacing.');
    expect(region).toHaveTextContent('Respond by March 10, 2026 (end of the day, ET).');
    expect(
      within(region)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['accept', 'counter', 'meeting']);
    // It stands above the decision section; no staff name anywhere.
    expect(region).not.toHaveTextContent('@');
  });

  it('asks for a choice, then accepts signed with the typed name after confirming', async () => {
    let answered = false;
    const fetchMock = open(
      () =>
        answered
          ? withOffer({
              status: 'accepted',
              can_respond: false,
              responded_at: '2026-03-02T15:00:00.000Z',
            })
          : withOffer(),
      () => {
        answered = true;
        return Response.json({ success: true });
      },
    );
    await panel();
    await send();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Choose whether you accept the offer');
    await waitFor(() => expect(summary).toHaveFocus());

    await userEvent.click(screen.getByRole('radio', { name: 'Accept the offer' }));
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Type your full name to sign.');
    await userEvent.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Olive Owner');
    await send();
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept the offer?' });
    expect(dialog).toHaveTextContent('$230,000, signed "Olive Owner"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/applications/respond_offer')[0]?.body).toEqual({
        id: 42,
        decision: 'accept',
        name: 'Olive Owner',
      }),
    );
    expect(await screen.findByText(/You accepted this offer on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my answer' })).not.toBeInTheDocument();
  });

  it('counters with a value and a reason, pointing to the page’s Add a file, then shows it read-only', async () => {
    let answered = false;
    const fetchMock = open(
      () =>
        answered
          ? withOffer({
              status: 'countered',
              can_respond: false,
              counter_value: 210000,
              counter_reason: 'Two sales were lower.',
              responded_at: '2026-03-02T15:00:00.000Z',
            })
          : withOffer(),
      () => {
        answered = true;
        return Response.json({ success: true });
      },
    );
    await panel();
    await userEvent.click(screen.getByRole('radio', { name: 'Propose another value' }));
    expect(screen.getByRole('link', { name: 'Add a file to your filing' })).toHaveAttribute(
      'href',
      '#files-heading',
    );
    await send();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter the value you propose in whole dollars');
    expect(summary).toHaveTextContent('Tell us why you propose this value.');
    await userEvent.type(screen.getByRole('textbox', { name: /The value you propose/ }), '210000');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Why you propose this value/ }),
      'Two sales were lower.',
    );
    await send();
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/applications/respond_offer')[0]?.body).toEqual({
        id: 42,
        decision: 'counter',
        counter_value: 210000,
        counter_reason: 'Two sales were lower.',
      }),
    );
    const region = await panel();
    await waitFor(() => expect(region).toHaveTextContent('You proposed a value of $210,000'));
    expect(region).toHaveTextContent('Two sales were lower.');
    expect(within(region).queryByRole('radio')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the counter value at the field", async () => {
    open(
      () => withOffer(),
      () =>
        Response.json(
          {
            statusCode: 400,
            error_message: 'bad_counter',
            message: 'The value you propose must be below the assessed value of $250,000.',
            message_key: 'offers.counterTooHigh',
            message_values: { value: '$250,000' },
            field: 'counter_value',
          },
          { status: 400 },
        ),
    );
    await panel();
    await userEvent.click(screen.getByRole('radio', { name: 'Propose another value' }));
    const value = screen.getByRole('textbox', { name: /The value you propose/ });
    await userEvent.type(value, '260000');
    await userEvent.type(screen.getByRole('textbox', { name: /Why you propose/ }), 'Too high.');
    await send();
    await waitFor(() => expect(value).toHaveAccessibleDescription(/must be below the assessed/));
    expect(screen.getByRole('alert')).toHaveTextContent('must be below the assessed value');
  });

  it('asks to talk to a reviewer, then moves the focus to the booking section', async () => {
    let answered = false;
    const fetchMock = open(
      () => (answered ? withOffer({ meeting_requested: true }) : withOffer()),
      () => {
        answered = true;
        return Response.json({ success: true });
      },
    );
    await panel();
    await userEvent.click(screen.getByRole('radio', { name: 'Talk to a reviewer' }));
    await send();
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/applications/respond_offer')[0]?.body).toEqual({
        id: 42,
        decision: 'meeting',
      }),
    );
    // The booking section (MeetingBooking) on the same page.
    await waitFor(() => expect(document.getElementById('meeting')).toHaveFocus());
    expect(await screen.findByRole('link', { name: 'Book or see your meeting' })).toHaveAttribute(
      'href',
      '#meeting',
    );
    // Asked once: the offer may still be accepted or countered, not asked again.
    expect(screen.queryByRole('radio', { name: 'Talk to a reviewer' })).not.toBeInTheDocument();
  });

  it('says a lapsed offer lapsed and that a reviewer will decide, with no actions', async () => {
    open(() => withOffer({ status: 'lapsed', can_respond: false }));
    const region = await panel();
    expect(region).toHaveTextContent('This offer was not answered by March 10, 2026');
    expect(region).toHaveTextContent('a reviewer will decide it');
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says no answer could be sent when the offer is no longer open', async () => {
    open(
      () => withOffer(),
      () => apiError(409, 'no_open_offer', 'This filing has no offer waiting for your answer.'),
    );
    await panel();
    await userEvent.click(screen.getByRole('radio', { name: 'Talk to a reviewer' }));
    await send();
    expect(
      await screen.findByText('This filing has no offer waiting for your answer.'),
    ).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await chooseLanguage('es');
    open(() => withOffer());
    const region = await screen.findByRole('region', {
      name: 'Determinación preliminar (no es final)',
    });
    expect(region).toHaveTextContent('Responda a más tardar el 10 de marzo de 2026');
    expect(
      within(region).getByRole('radio', { name: 'Hablar con un revisor' }),
    ).toBeInTheDocument();
  });
});
