import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import type { Webhook, WebhookDelivery } from '@ir/domain/webhooks.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';

const T = MESSAGES.webhooks;
const PATH = '/representative/webhooks';
const HOOK: Webhook = {
  id: 7,
  url: 'https://hooks.example.com/ir',
  created_at: '2026-02-10T15:00:00.000Z',
};
const SECRET = `whsec_${'s'.repeat(43)}`;

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    event_id: '0b5f4a0e-1111-4a3c-9d1e-000000000001',
    event_type: 'filing.status_changed',
    status: 'delivered',
    attempts: 1,
    last_status: 200,
    last_error: null,
    created_at: '2026-02-10T15:00:00.000Z',
    next_attempt_at: null,
    delivered_at: '2026-02-10T15:00:01.000Z',
    ...overrides,
  };
}

function open(routes: MockRoutes = {}) {
  let hooks: Webhook[] = [HOOK];
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'GET /api/representatives/webhooks': () => Response.json({ webhooks: hooks }),
      'POST /api/representatives/webhooks': ({ body }) => {
        const created = { id: 8, url: (body as { url: string }).url, created_at: HOOK.created_at };
        hooks = [...hooks, created];
        return Response.json({ ...created, secret: SECRET });
      },
      'DELETE /api/representatives/webhooks/7': () => {
        hooks = hooks.filter((h) => h.id !== 7);
        return Response.json({ success: true });
      },
      ...routes,
    },
  });
  renderApp({ entries: [PATH] });
  return fetchMock;
}

describe("a representative's webhooks", () => {
  it('lists the webhooks and adds one, showing its secret once', async () => {
    const fetchMock = open();
    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(await screen.findByText(HOOK.url)).toBeInTheDocument();

    await userEvent.type(
      screen.getByLabelText(new RegExp(T.urlLabel)),
      'https://new.example.com/x',
    );
    await userEvent.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByText(T.secretNotice)).toBeInTheDocument();
    expect(await screen.findByText('https://new.example.com/x')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/representatives/webhooks').map((r) => r.body)).toEqual([
      { url: 'https://new.example.com/x' },
    ]);
  });

  it('says why an address is refused, and checks the shape before sending', async () => {
    const fetchMock = open({
      'POST /api/representatives/webhooks': () =>
        Response.json(
          {
            statusCode: 400,
            error_message: 'bad_webhook_url',
            message: T.urlNotPublic,
            message_key: 'webhooks.urlNotPublic',
            field: 'url',
          },
          { status: 400 },
        ),
    });
    await screen.findByText(HOOK.url);
    await userEvent.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(T.urlRequired)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/representatives/webhooks')).toEqual([]);

    await userEvent.type(screen.getByLabelText(new RegExp(T.urlLabel)), 'https://10.0.0.1/x');
    await userEvent.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(T.urlNotPublic)).toBeInTheDocument();
  });

  it('removes a webhook only after the confirmation', async () => {
    const fetchMock = open();
    await screen.findByText(HOOK.url);
    await userEvent.click(screen.getByRole('button', { name: T.remove }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.common.cancel }));
    expect(requestsTo(fetchMock, 'DELETE /api/representatives/webhooks/7')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: T.remove }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.removeYes }),
    );
    expect(await screen.findByText(T.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(HOOK.url)).not.toBeInTheDocument());
    expect(screen.getByText(T.none)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE /api/representatives/webhooks/7')).toHaveLength(1);
  });

  it('shows the delivery log: delivered, pending with its last answer, dropped', async () => {
    open({
      'GET /api/representatives/webhooks/7/deliveries': () =>
        Response.json({
          deliveries: [
            delivery({
              event_id: 'e-pending',
              status: 'pending',
              attempts: 2,
              last_status: 500,
              last_error: 'HTTP 500',
              next_attempt_at: '2026-02-10T15:01:00.000Z',
              delivered_at: null,
            }),
            delivery({
              event_id: 'e-dropped',
              status: 'dropped',
              attempts: 9,
              last_status: null,
              last_error: 'ECONNREFUSED',
              delivered_at: null,
            }),
            delivery({ event_id: 'e-ok' }),
          ],
        }),
    });
    await screen.findByText(HOOK.url);
    await userEvent.click(screen.getByRole('button', { name: T.showLog }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(T.statusPending);
    expect(rows[0]).toHaveTextContent('HTTP 500');
    expect(rows[1]).toHaveTextContent(T.statusDropped);
    expect(rows[1]).toHaveTextContent(T.noAnswer);
    expect(rows[2]).toHaveTextContent(T.statusDelivered);
    expect(screen.getByRole('button', { name: T.hideLog })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says so when the account is not a representative', async () => {
    open({
      'GET /api/representatives/webhooks': () =>
        apiError(403, 'not_representative', 'Webhooks are for representatives.'),
    });
    expect(await screen.findByText('Webhooks are for representatives.')).toBeInTheDocument();
  });
});
