import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, withPhone } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';

const T = MESSAGES.emailPreferences;
const TOKEN = `42.${'a'.repeat(43)}`;

describe('the e-mail preferences page', () => {
  it('goes home without a token, asking nothing', async () => {
    const fetchMock = mockApi();
    const { router } = renderApp({ entries: ['/email-preferences'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(fetchMock, 'GET /api/email-preferences')).toEqual([]);
  });

  it('shows that reminders are on, turns them off and back on with the link token', async () => {
    let reminders = true;
    const fetchMock = mockApi({
      routes: {
        'GET /api/email-preferences': () => Response.json({ email: 'o***@example.com', reminders }),
        'POST /api/email-preferences': ({ body }) => {
          reminders = (body as { reminders: boolean }).reminders;
          return Response.json({ email: 'o***@example.com', reminders });
        },
      },
    });
    renderApp({ entries: [`/email-preferences?token=${TOKEN}`] });
    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(
      await screen.findByText('Reminder e-mails are on for o***@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText(T.transactional)).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, 'GET /api/email-preferences')[0]?.url.searchParams.get('token'),
    ).toBe(TOKEN);

    await userEvent.click(screen.getByRole('button', { name: T.turnOff }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.turnedOff);
    expect(screen.getByText('Reminder e-mails are off for o***@example.com.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/email-preferences').map((r) => r.body)).toEqual([
      { token: TOKEN, reminders: false },
    ]);

    await userEvent.click(screen.getByRole('button', { name: T.turnOn }));
    expect(await screen.findByText(T.turnedOn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.turnOff })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/email-preferences').map((r) => r.body)).toEqual([
      { token: TOKEN, reminders: false },
      { token: TOKEN, reminders: true },
    ]);
  });

  it('says the link does not work when the server refuses its token', async () => {
    mockApi({
      routes: { 'GET /api/email-preferences': () => apiError(400, 'bad_link', 'refused') },
    });
    renderApp({ entries: [`/email-preferences?token=${TOKEN}`] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(withPhone(T.badLink, '(518) 555-0142'));
    expect(screen.queryByRole('button', { name: T.turnOff })).not.toBeInTheDocument();
  });

  it('keeps the choice and says so when saving fails', async () => {
    mockApi({
      routes: {
        'GET /api/email-preferences': () =>
          Response.json({ email: 'o***@example.com', reminders: true }),
        'POST /api/email-preferences': () => apiError(500, 'general_error'),
      },
    });
    renderApp({ entries: [`/email-preferences?token=${TOKEN}`] });
    await userEvent.click(await screen.findByRole('button', { name: T.turnOff }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.saveFailed);
    expect(screen.getByText('Reminder e-mails are on for o***@example.com.')).toBeInTheDocument();
  });
});

describe('the e-mail preferences page in Spanish', () => {
  beforeEach(() => chooseLanguage('es'));

  it('says whether reminders are on and turns them off, in Spanish', async () => {
    mockApi({
      routes: {
        'GET /api/email-preferences': () =>
          Response.json({ email: 'o***@example.com', reminders: true }),
        'POST /api/email-preferences': () =>
          Response.json({ email: 'o***@example.com', reminders: false }),
      },
    });
    renderApp({ entries: [`/email-preferences?token=${TOKEN}`] });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Recordatorios por correo electrónico',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Los recordatorios están activados para o***@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES_ES.emailPreferences.transactional)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar los recordatorios' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      MESSAGES_ES.emailPreferences.turnedOff,
    );
    expect(
      screen.getByRole('button', { name: 'Volver a activar los recordatorios' }),
    ).toBeInTheDocument();
  });

  it('says a bad link in Spanish, with the phone, and offers the home page', async () => {
    mockApi({ routes: { 'GET /api/email-preferences': () => apiError(400, 'bad_link') } });
    renderApp({ entries: [`/email-preferences?token=${TOKEN}`] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      withPhone(MESSAGES_ES.emailPreferences.badLink, '(518) 555-0142'),
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
