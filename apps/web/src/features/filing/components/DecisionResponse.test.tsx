import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyApplication } from '@ir/domain/contracts/applications/get-my-application.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { RP524_FORM_URL } from '@ir/domain/review.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';
import { COMPLETED } from '../test/my-application.ts';

const ACCEPTED: MyApplication = {
  ...COMPLETED,
  response: { decision: 'accept', name: 'Olive Owner', respondedAt: '2026-03-02T15:00:00.000Z' },
  responseOpen: false,
};
const DISAGREED: MyApplication = {
  ...COMPLETED,
  response: { decision: 'disagree', name: 'Olive Owner', respondedAt: '2026-03-02T15:00:00.000Z' },
  responseOpen: false,
};

function open(
  filing: () => MyApplication,
  respond: () => Response = () => Response.json({ success: true }),
) {
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'GET /api/applications/42': () => Response.json(filing()),
      'POST /api/applications/respond': respond,
    },
  });
  renderApp({ entries: ['/applications/42'] });
  return fetchMock;
}

const answerRegion = () => screen.findByRole('region', { name: 'Your answer to the decision' });

beforeEach(() => {
  // Only the date: the countdown reads it, the rest of the page needs real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-07T16:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe("the owner's answer to a decision", { timeout: 20_000 }, () => {
  it('counts down to Grievance Day, asks for a choice and a name of 2 characters, confirms, then sends it', async () => {
    let answered = false;
    const fetchMock = open(
      () => (answered ? ACCEPTED : COMPLETED),
      () => {
        answered = true;
        return Response.json({ success: true });
      },
    );
    const region = await answerRegion();
    expect(within(region).getByTestId('grievance-countdown')).toHaveTextContent(
      'Grievance Day is May 19, 2026: 12 days from today.',
    );
    const send = within(region).getByRole('button', { name: 'Sign and send my answer' });
    await userEvent.click(send);
    expect(await within(region).findByText(MESSAGES.response.chooseDecision)).toBeInTheDocument();
    expect(within(region).getByText(MESSAGES.response.nameRequired)).toBeInTheDocument();

    await userEvent.click(
      within(region).getByRole('radio', { name: /I accept the new assessed value/ }),
    );
    await userEvent.type(within(region).getByLabelText(/Your full name/), 'O');
    await userEvent.click(send);
    expect(within(region).getByText(MESSAGES.response.nameRequired)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.type(within(region).getByLabelText(/Your full name/), 'live Owner');
    await userEvent.click(send);
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept the new value?' });
    expect(dialog).toHaveTextContent('$220,000');
    expect(dialog).toHaveTextContent('"Olive Owner"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and sign' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/applications/respond')).toHaveLength(1),
    );
    expect(requestsTo(fetchMock, 'POST /api/applications/respond')[0]?.body).toEqual({
      id: 42,
      decision: 'accept',
      name: 'Olive Owner',
    });
    expect(
      await within(region).findByRole('link', { name: 'Download your agreement (PDF)' }),
    ).toHaveAttribute('href', '/api/applications/42/agreement.pdf?lang=en');
    expect(region).toHaveTextContent('signed Olive Owner');
    const stages = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
    expect(stages.at(-1)).toHaveTextContent('Accepted');
    expect(stages.at(-1)).toHaveAttribute('aria-current', 'step');
  });

  it('refuses at the field a name the documents could not print, and sends nothing', async () => {
    const fetchMock = open(() => COMPLETED);
    const region = await answerRegion();
    await userEvent.click(within(region).getByRole('radio', { name: /I accept/ }));
    const name = within(region).getByLabelText(/Your full name/);
    await userEvent.type(name, 'Olive 😀');
    await userEvent.click(within(region).getByRole('button', { name: 'Sign and send my answer' }));
    const error = await within(region).findByText(MESSAGES.input.notPrintable);
    expect(name).toHaveAccessibleDescription(expect.stringContaining(error.textContent ?? ''));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.clear(name);
    await userEvent.type(name, '王小明');
    await userEvent.click(within(region).getByRole('button', { name: 'Sign and send my answer' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Accept the new value?' }),
    ).toHaveTextContent('"王小明"');
    expect(within(region).queryByText(MESSAGES.input.notPrintable)).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/applications/respond')).toHaveLength(0);
  });

  it('sends nothing when the owner cancels the confirmation', async () => {
    const fetchMock = open(() => COMPLETED);
    const region = await answerRegion();
    await userEvent.click(within(region).getByRole('radio', { name: /I disagree/ }));
    await userEvent.type(within(region).getByLabelText(/Your full name/), 'Olive Owner');
    await userEvent.click(within(region).getByRole('button', { name: 'Sign and send my answer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disagree with the decision?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'POST /api/applications/respond')).toHaveLength(0);
  });

  it("shows the server's refusal in its words", async () => {
    const closed = MESSAGES.response.closed.replace('{date}', 'May 19, 2026');
    open(
      () => COMPLETED,
      () => apiError(409, 'response_closed', closed),
    );
    const region = await answerRegion();
    await userEvent.click(within(region).getByRole('radio', { name: /I disagree/ }));
    await userEvent.type(within(region).getByLabelText(/Your full name/), 'Olive Owner');
    await userEvent.click(within(region).getByRole('button', { name: 'Sign and send my answer' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Disagree and sign',
      }),
    );
    expect(await within(region).findByText(closed)).toBeInTheDocument();
  });

  it('after disagreeing: the packet, the countdown and the checklist with the State’s form', async () => {
    open(() => DISAGREED);
    const region = await answerRegion();
    expect(
      within(region).getByRole('link', { name: 'Download your grievance packet (PDF)' }),
    ).toHaveAttribute('href', '/api/applications/42/grievance.pdf?lang=en');
    expect(within(region).getByTestId('grievance-countdown')).toHaveTextContent(
      '12 days from today',
    );
    const steps = within(region).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringContaining('sign the official form RP-524'),
      expect.stringContaining('Attach this packet'),
      expect.stringContaining('on or before Grievance Day, May 19, 2026'),
    ]);
    expect(
      within(region).getByRole('link', {
        name: 'New York State Department of Taxation and Finance website',
      }),
    ).toHaveAttribute('href', RP524_FORM_URL);
    expect(within(region).queryByRole('button', { name: 'Sign and send my answer' })).toBeNull();
  });

  it('says answers are closed after Grievance Day', async () => {
    open(() => ({ ...COMPLETED, responseOpen: false }));
    const region = await answerRegion();
    expect(region).toHaveTextContent(MESSAGES.response.closed.replace('{date}', 'May 19, 2026'));
    expect(within(region).queryByRole('radio')).toBeNull();
  });
});

describe('the answer to a decision in Spanish', { timeout: 20_000 }, () => {
  it('counts down, asks and confirms in Spanish, with the value in es-US', async () => {
    await chooseLanguage('es');
    const fetchMock = open(() => COMPLETED);
    const region = await screen.findByRole('region', { name: 'Su respuesta a la decisión' });
    expect(within(region).getByTestId('grievance-countdown')).toHaveTextContent(
      'El Día de Quejas (Grievance Day) es el 19 de mayo de 2026: dentro de 12 días.',
    );
    const send = within(region).getByRole('button', { name: 'Firmar y enviar mi respuesta' });
    await userEvent.click(send);
    // The rules are the domain's (English); the owner reads them in Spanish.
    expect(
      await within(region).findByText(MESSAGES_ES.response.chooseDecision),
    ).toBeInTheDocument();
    expect(within(region).getByText(MESSAGES_ES.response.nameRequired)).toBeInTheDocument();

    await userEvent.click(
      within(region).getByRole('radio', { name: /Acepto el nuevo valor tasado/ }),
    );
    await userEvent.type(within(region).getByLabelText(/Su nombre completo/), 'Olive Owner');
    await userEvent.click(send);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aceptar el nuevo valor?' });
    expect(dialog).toHaveTextContent(
      'Usted acepta un valor tasado total de $220,000, firmado "Olive Owner".',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar y firmar' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/applications/respond')).toHaveLength(1),
    );
  });

  it('says in Spanish that the documents cannot print a name in Hangul', async () => {
    await chooseLanguage('es');
    open(() => COMPLETED);
    const region = await screen.findByRole('region', { name: 'Su respuesta a la decisión' });
    await userEvent.type(within(region).getByLabelText(/Su nombre completo/), '김민준');
    await userEvent.click(
      within(region).getByRole('button', { name: 'Firmar y enviar mi respuesta' }),
    );
    expect(await within(region).findByText(MESSAGES_ES.input.notPrintable)).toBeInTheDocument();
  });

  it('says what a disagreement leads to in Spanish, with its date in es-US', async () => {
    await chooseLanguage('es');
    open(() => DISAGREED);
    const region = await screen.findByRole('region', { name: 'Su respuesta a la decisión' });
    expect(region).toHaveTextContent(
      'Usted expresó su desacuerdo con la decisión el 2 mar 2026, 10:00 a. m. ET, firmado Olive Owner.',
    );
    expect(
      within(region).getByRole('link', { name: 'Descargar su paquete de queja (PDF)' }),
      // The page's language rides on the link, whatever the browser's.
    ).toHaveAttribute('href', '/api/applications/42/grievance.pdf?lang=es');
    expect(
      within(region).getByRole('link', {
        name: 'sitio web del Departamento de Impuestos y Finanzas del Estado de Nueva York',
      }),
    ).toHaveAttribute('href', RP524_FORM_URL);
    expect(region).toHaveTextContent('a más tardar el Día de Quejas, 19 de mayo de 2026.');
  });
});
