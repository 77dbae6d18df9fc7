import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import type { OwnerAuthorization } from '@ir/domain/contracts/representatives/owner-authorization.ts';
import { apiError, mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';

const T = MESSAGES.authorizations.page;
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const HASH_EN = 'a'.repeat(64);
const HASH_ES = 'b'.repeat(64);

function link(overrides: Partial<OwnerAuthorization> = {}): OwnerAuthorization {
  return {
    id: 7,
    link: 'request',
    representative: { firm: 'Fair Tax Partners', email: 'rep@fairtax.example.com' },
    sbl: '123.45-6-7',
    address: '12 Main St',
    municipality: 'Town of Amherst',
    scope: 'all_stages',
    tax_year: 2026,
    status: 'pending',
    expires_at: '2026-02-24T15:00:00.000Z',
    signed_at: null,
    signed_name: null,
    statement: [
      'Designation of a representative',
      'I, the owner of the property at 12 Main St, authorize Fair Tax Partners.',
      'This authorization lasts for the 2026 roll until I revoke it.',
    ],
    statement_sha256: HASH_EN,
    ...overrides,
  };
}

const SPANISH = link({
  statement: ['Designación de un representante', 'Yo, propietario del inmueble en 12 Main St.'],
  statement_sha256: HASH_ES,
});

/** The view answers in the request's language (its Accept-Language), as the server does. */
function owner(view: OwnerAuthorization = link()) {
  return mockApi({
    routes: {
      'POST /api/authorizations/view': () => Response.json(view),
      'POST /api/authorizations/sign': ({ body }) =>
        Response.json({
          ...view,
          status: 'active',
          signed_name: (body as { name: string }).name,
          signed_at: '2026-02-10T15:00:00.000Z',
        }),
      'POST /api/authorizations/decline': () => Response.json({ ...view, status: 'declined' }),
      'POST /api/authorizations/revoke': () => Response.json({ id: view.id, status: 'revoked' }),
    },
  });
}

async function opened() {
  renderApp({ entries: [`/authorize/${TOKEN}`] });
  return screen.findByRole('heading', { level: 3, name: 'Designation of a representative' });
}

describe("the owner's authorization page", () => {
  it('shows the firm, the parcel, the scope and the statement as sent, with the heading focused', async () => {
    const fetchMock = owner();
    await opened();
    const heading = screen.getByRole('heading', { level: 1, name: T.title });
    expect(heading).toHaveFocus();
    expect(document.title).toMatch(/^Authorize a representative · /);
    expect(
      screen.getByText(
        'Fair Tax Partners asks you to authorize them to act for you on this property.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('rep@fairtax.example.com')).toBeInTheDocument();
    expect(screen.getByText('123.45-6-7')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.authorizations.scope.all_stages)).toBeInTheDocument();
    expect(
      screen.getByText(/This request can be answered until February 24, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: T.statementHeading })).toBeInTheDocument();
    expect(
      screen.getByText('I, the owner of the property at 12 Main St, authorize Fair Tax Partners.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This authorization lasts for the 2026 roll until I revoke it.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/authorizations/view').map((r) => r.body)).toEqual([
      { token: TOKEN },
    ]);
  });

  it('refuses to sign without a name or the consent, says why, and sends nothing', async () => {
    const fetchMock = owner();
    await opened();
    await userEvent.click(screen.getByRole('button', { name: T.sign }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: MESSAGES.authorizations.errors.nameRequired }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: T.consentRequired })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Your full name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      `${T.nameHint} ${MESSAGES.authorizations.errors.nameRequired}`,
    );
    expect(
      screen.getByRole('checkbox', { name: /I have read the text above/ }),
    ).toHaveAccessibleDescription(T.consentRequired);

    await userEvent.type(name, 'Olive Owner');
    await userEvent.click(screen.getByRole('button', { name: T.sign }));
    expect(
      within(screen.getByRole('alert')).queryByText(MESSAGES.authorizations.errors.nameRequired),
    ).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText(T.consentRequired)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/authorizations/sign')).toEqual([]);
  });

  it("signs with the typed name and the shown text's SHA-256, then says so with the focus on it", async () => {
    const fetchMock = owner();
    await opened();
    await userEvent.type(screen.getByRole('textbox', { name: /Your full name/ }), '  Olive Owner ');
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read the text above/ }));
    await userEvent.click(screen.getByRole('button', { name: T.sign }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(T.signed);
    await waitFor(() => expect(done).toHaveFocus());
    expect(requestsTo(fetchMock, 'POST /api/authorizations/sign').map((r) => r.body)).toEqual([
      { token: TOKEN, name: 'Olive Owner', statement_sha256: HASH_EN },
    ]);
    expect(screen.queryByRole('button', { name: T.sign })).not.toBeInTheDocument();
    expect(screen.getByText(/Signed by Olive Owner on February 10, 2026/)).toBeInTheDocument();
  });

  it('asks before declining, and declines only when confirmed', async () => {
    const fetchMock = owner();
    await opened();
    await userEvent.click(screen.getByRole('button', { name: T.decline }));
    let dialog = await screen.findByRole('alertdialog', { name: T.declineHeading });
    expect(dialog).toHaveAccessibleDescription(
      'Fair Tax Partners will not be authorized to act for you on this property. You may still file yourself.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.common.cancel }));
    expect(requestsTo(fetchMock, 'POST /api/authorizations/decline')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: T.decline }));
    dialog = await screen.findByRole('alertdialog', { name: T.declineHeading });
    await userEvent.click(within(dialog).getByRole('button', { name: T.decline }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You declined the request. Fair Tax Partners is not authorized to act for you.',
    );
    expect(requestsTo(fetchMock, 'POST /api/authorizations/decline').map((r) => r.body)).toEqual([
      { token: TOKEN },
    ]);
  });

  it("shows the server's words for a link already used, with no form", async () => {
    mockApi({
      routes: {
        'POST /api/authorizations/view': () =>
          Response.json(
            {
              statusCode: 410,
              error_message: 'used_token',
              message: MESSAGES.authorizations.errors.usedToken,
              message_key: 'authorizations.errors.usedToken',
            },
            { status: 410 },
          ),
      },
    });
    renderApp({ entries: [`/authorize/${TOKEN}`] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.authorizations.errors.usedToken,
    );
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.sign })).not.toBeInTheDocument();
  });

  it('says a failure it has no words for in its own words', async () => {
    mockApi({ routes: { 'POST /api/authorizations/view': () => apiError(500, 'general_error') } });
    renderApp({ entries: [`/authorize/${TOKEN}`] });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
  });

  it("asks for the statement again in the language chosen, and signs that text's hash", async () => {
    const fetchMock = mockApi({
      routes: {
        'POST /api/authorizations/view': () =>
          Response.json(document.documentElement.lang === 'es' ? SPANISH : link()),
        'POST /api/authorizations/sign': () => Response.json({ ...SPANISH, status: 'active' }),
      },
    });
    await opened();
    await userEvent.click(screen.getAllByRole('button', { name: 'Español' })[0] as HTMLElement);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Designación de un representante' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES_ES.authorizations.page.title }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Su nombre completo/ }), 'Olivia');
    await userEvent.click(screen.getByRole('checkbox', { name: /Leí el texto de arriba/ }));
    await userEvent.click(
      screen.getByRole('button', { name: MESSAGES_ES.authorizations.page.sign }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      MESSAGES_ES.authorizations.page.signed,
    );
    expect(requestsTo(fetchMock, 'POST /api/authorizations/view')).toHaveLength(2);
    expect(requestsTo(fetchMock, 'POST /api/authorizations/sign').map((r) => r.body)).toEqual([
      { token: TOKEN, name: 'Olivia', statement_sha256: HASH_ES },
    ]);
  });
});

describe("the confirmation's revoke link", () => {
  const signed = link({
    link: 'revoke',
    status: 'active',
    signed_name: 'Olive Owner',
    signed_at: '2026-02-10T15:00:00.000Z',
  });

  it('says what revoking does and revokes once confirmed', async () => {
    const fetchMock = owner(signed);
    renderApp({ entries: [`/authorize/${TOKEN}`] });
    expect(
      await screen.findByRole('heading', { level: 2, name: T.revokeHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Signed by Olive Owner on February 10, 2026/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Fair Tax Partners is authorized to act for you on this property for the 2026 roll/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.sign })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.revoke }));
    const dialog = await screen.findByRole('alertdialog', { name: T.revokeHeading });
    expect(dialog).toHaveAccessibleDescription('Revoke the authorization of Fair Tax Partners?');
    await userEvent.click(within(dialog).getByRole('button', { name: T.revoke }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The authorization was revoked. Fair Tax Partners may no longer act for you on this property.',
    );
    expect(requestsTo(fetchMock, 'POST /api/authorizations/revoke').map((r) => r.body)).toEqual([
      { id: 7, token: TOKEN },
    ]);
  });

  it('says an authorization already revoked is so, with no button', async () => {
    owner({ ...signed, status: 'revoked' });
    renderApp({ entries: [`/authorize/${TOKEN}`] });
    expect(
      await screen.findByText(MESSAGES.authorizations.errors.alreadyRevoked),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.revoke })).not.toBeInTheDocument();
  });
});
