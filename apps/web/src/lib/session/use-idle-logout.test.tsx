import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { chooseLanguage, requestsTo } from '../../test/render-app.tsx';
import { advance, IDLE, POLL, signedIn } from '../../test/session-server.ts';
import { SESSION_TIMING } from '@ir/domain';
import { TAB_CHANNEL_NAME } from './idle-timer.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';

// The product's own timing, not a shortcut: the warning comes at 58 of the 60 minutes.
const WARN = SESSION_TIMING.idleWarningMs;
const TEXTS = MESSAGES.session.idleWarning;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

// The fake clock also follows real time, which a busy machine stretches while the page renders
// (the warning dialog, the alert): the checks just before a deadline leave it this margin. The
// exact deadlines are idle-timer.test.ts's, on a clock that only the test moves.
const MARGIN = 10_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('idle logout', () => {
  it('signs out after 60 minutes without activity, says why and goes home', async () => {
    const { fetchMock, router } = await signedIn('/applications');
    await advance(IDLE - MARGIN);
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toEqual([]);

    await advance(MARGIN);
    const dialog = await screen.findByRole('dialog', { name: 'Signed out' });
    expect(dialog).toHaveTextContent(MESSAGES.session.idleLogout);
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Signed out: no more polling.
    const polls = requestsTo(fetchMock, 'POST /api/auth/poll_session').length;
    await advance(3 * POLL);
    expect(requestsTo(fetchMock, 'POST /api/auth/poll_session')).toHaveLength(polls);
  });

  it('is put off by activity', async () => {
    const { fetchMock, router } = await signedIn('/contact');
    // Before the warning: after it, only an answer to it counts.
    await advance(IDLE - WARN - 60_000);
    fireEvent.pointerMove(document.body);
    await advance(IDLE - 60_000);
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toEqual([]);
    expect(router.state.location.pathname).toBe('/contact');
    await advance(60_000);
    expect(await screen.findByRole('dialog', { name: 'Signed out' })).toBeInTheDocument();
  });

  it('follows activity and sign-out in other tabs', async () => {
    const { router } = await signedIn('/contact');
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);

    await advance(IDLE - 60_000);
    otherTab.postMessage({ type: 'activity' });
    await advance(IDLE - 60_000);
    expect(router.state.location.pathname).toBe('/contact');

    otherTab.postMessage({ type: 'signout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    otherTab.close();
  });

  it('follows an idle logout in another tab without ending the session again', async () => {
    const { fetchMock, router } = await signedIn('/contact');
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
    otherTab.postMessage({ type: 'idle' });
    expect(await screen.findByRole('dialog', { name: 'Signed out' })).toHaveTextContent(
      MESSAGES.session.idleLogout,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toEqual([]);
    otherTab.close();
  });

  it('warns at 58 minutes in a dialog that takes the focus; staying extends the server session', async () => {
    const { fetchMock, router } = await signedIn('/contact');
    await advance(IDLE - WARN - MARGIN);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(MARGIN);
    const dialog = await screen.findByRole('alertdialog', { name: TEXTS.title });
    expect(dialog).toHaveAccessibleDescription(TEXTS.message.replace('{minutes}', '2'));
    const stay = within(dialog).getByRole('button', { name: TEXTS.stay });
    expect(stay).toHaveFocus();
    // Moving the pointer over the warning is not an answer to it.
    fireEvent.pointerMove(dialog);

    const polls = requestsTo(fetchMock, 'POST /api/auth/poll_session').length;
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const afterStay = requestsTo(fetchMock, 'POST /api/auth/poll_session').slice(polls);
    expect(afterStay[0]?.body).toEqual({ active: true });

    // Another full 60 minutes from the answer, with a warning again at 58.
    await advance(IDLE - WARN - MARGIN);
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toEqual([]);
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(MARGIN);
    expect(await screen.findByRole('alertdialog', { name: TEXTS.title })).toBeInTheDocument();
  });

  it('without an answer, still signs out at 60 minutes with its alert', async () => {
    const { fetchMock, router } = await signedIn('/contact');
    await advance(IDLE - WARN);
    expect(await screen.findByRole('alertdialog', { name: TEXTS.title })).toBeInTheDocument();
    await advance(WARN);
    expect(await screen.findByRole('dialog', { name: 'Signed out' })).toHaveTextContent(
      MESSAGES.session.idleLogout,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('"Sign out now" signs out at once', async () => {
    const { fetchMock, router } = await signedIn('/contact');
    await advance(IDLE - WARN);
    const dialog = await screen.findByRole('alertdialog', { name: TEXTS.title });
    fireEvent.click(within(dialog).getByRole('button', { name: TEXTS.signOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requestsTo(fetchMock, 'POST /api/auth/signout')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes the warning when the person stays signed in from another tab', async () => {
    await signedIn('/contact');
    const otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
    await advance(IDLE - WARN);
    expect(await screen.findByRole('alertdialog', { name: TEXTS.title })).toBeInTheDocument();
    otherTab.postMessage({ type: 'activity' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    otherTab.close();
  });
});

describe('idle logout in Spanish', () => {
  it('warns and signs out in the language in force', async () => {
    await chooseLanguage('es');
    const ES = MESSAGES_ES.session;
    await signedIn('/contact');
    await advance(IDLE - WARN);
    const warning = await screen.findByRole('alertdialog', { name: '¿Sigue ahí?' });
    expect(warning).toHaveAccessibleDescription(ES.idleWarning.message.replace('{minutes}', '2'));
    expect(within(warning).getByRole('button', { name: 'Seguir conectado' })).toHaveFocus();
    expect(
      within(warning).getByRole('button', { name: 'Cerrar sesión ahora' }),
    ).toBeInTheDocument();
    await advance(WARN);
    const signedOut = await screen.findByRole('dialog', { name: 'Sesión cerrada' });
    expect(signedOut).toHaveTextContent(ES.idleLogout);
    fireEvent.click(within(signedOut).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
