import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ir/domain';
import type { ApiKeyView } from '@ir/domain/contracts/api-keys/api-key-fields.ts';
import { apiError, mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';

const T = MESSAGES.apiKeysPage;
const PATH = '/representative/api-keys';
const KEY = `irk_${'A1b2'.repeat(10)}xyz`;

function key(id: number, overrides: Partial<ApiKeyView> = {}): ApiKeyView {
  return {
    id,
    name: `Server ${id}`,
    prefix: `irk_abcd${id}xyz`,
    created_at: '2026-02-10T15:00:00.000Z',
    last_used_at: null,
    ...overrides,
  };
}

function open(create: () => Response = () => Response.json({ ...key(3), key: KEY })) {
  let keys = [key(1, { last_used_at: '2026-02-11T15:00:00.000Z' }), key(2)];
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'GET /api/representatives/api_keys': () => Response.json({ keys }),
      'POST /api/representatives/api_keys': () => {
        const answer = create();
        if (answer.ok) keys = [key(3, { name: 'Office server' }), ...keys];
        return answer;
      },
      'DELETE /api/representatives/api_keys/2': () => {
        keys = keys.filter((k) => k.id !== 2);
        return Response.json({ success: true });
      },
    },
  });
  renderApp({ entries: [PATH] });
  return fetchMock;
}

describe("a representative's API keys", () => {
  it('lists each key by name and prefix with its last use, never a key', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: T.title });
    const table = await screen.findByRole('table', { name: T.listHeading });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Server 1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('irk_abcd1xyz…')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(T.neverUsed)).toBeInTheDocument();
  });

  it('creates a key and shows it once, with a warning and a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = open();
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Office server');
    await userEvent.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByText(KEY)).toBeInTheDocument();
    expect(screen.getByText(T.keyWarning)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/representatives/api_keys')[0]?.body).toEqual({
      name: 'Office server',
    });
    await userEvent.click(screen.getByRole('button', { name: T.copy }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await screen.findByText(T.copied)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: T.listHeading });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).queryByText(KEY)).toBeNull();
  });

  it('checks the name before sending: an empty one is refused beside the field', async () => {
    const fetchMock = open();
    await userEvent.click(await screen.findByRole('button', { name: T.create }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(requestsTo(fetchMock, 'POST /api/representatives/api_keys')).toHaveLength(0);
  });

  it("says the API's refusal: two-factor sign-in is needed first", async () => {
    open(() => apiError(403, 'mfa_required', MESSAGES.apiKeys.mfaRequired));
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Office server');
    await userEvent.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByText(MESSAGES.apiKeys.mfaRequired)).toBeInTheDocument();
  });

  it('revokes a key only after a confirmation', async () => {
    const fetchMock = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Server 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: T.revoke });
    expect(within(dialog).getByText(/Revoke the key "Server 2"\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: T.revokeYes }));
    expect(await screen.findByText(T.revoked)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE /api/representatives/api_keys/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Server 2' })).toBeNull());
  });
});
