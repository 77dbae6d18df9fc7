import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { apiError, mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';

const EMAIL = 'reviewer@example.com';

function adminApi(reset: () => Response) {
  return mockApi({
    privilege: 'mega-admin',
    mfa: { enabled: true, enrollment_required: false, recovery_codes_left: 10 },
    routes: {
      'GET /api/admin/userlist': () => Response.json([EMAIL]),
      'GET /api/admin/filing_period': () =>
        Response.json({
          deadline: '2027-03-31',
          rollYear: 2027,
          source: 'catalog',
          catalogDeadline: '2027-03-31',
          catalogRollYear: 2027,
          expired: false,
        }),
      'GET /api/admin/audit_log': () => Response.json({ total: 0, entries: [] }),
      'GET /api/admin/invitations': () => Response.json([]),
      'POST /api/admin/pulluser': () => Response.json([EMAIL, 'super', 'active']),
      'POST /api/admin/mfa_reset': reset,
    },
  });
}

async function openRow() {
  renderApp({ entries: ['/admin'] });
  const box = await screen.findByRole('combobox', { name: 'Find a user' });
  await userEvent.type(box, 'reviewer');
  await userEvent.click(await screen.findByRole('option', { name: EMAIL }));
  const table = await screen.findByRole('table', { name: 'Selected account' });
  return within(table).getByRole('button', { name: `Reset two-factor sign-in of ${EMAIL}` });
}

let alert: ReturnType<typeof vi.fn>;
let confirm: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  confirm = vi.fn(() => true);
  vi.stubGlobal('alert', alert);
  vi.stubGlobal('confirm', confirm);
});
afterEach(() => vi.unstubAllGlobals());

describe("Admin Controls: resetting an account's two-factor sign-in", () => {
  it('asks first, then resets and says so', async () => {
    const fetchMock = adminApi(() => Response.json({ success: true }));
    await userEvent.click(await openRow());
    expect(confirm).toHaveBeenCalledWith(
      `Reset two-factor sign-in of ${EMAIL}? Their sessions end.`,
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.mfa.resetSuccess));
    expect(requestsTo(fetchMock, 'POST /api/admin/mfa_reset').map((r) => r.body)).toEqual([
      { user: EMAIL },
    ]);
  });

  it('sends nothing when the question is declined', async () => {
    confirm.mockReturnValue(false);
    const fetchMock = adminApi(() => Response.json({ success: true }));
    await userEvent.click(await openRow());
    expect(requestsTo(fetchMock, 'POST /api/admin/mfa_reset')).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts the server's reason when it refuses", async () => {
    adminApi(() => apiError(400, 'mfa_not_enrolled', MESSAGES.mfa.notEnrolled));
    await userEvent.click(await openRow());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.mfa.notEnrolled));
  });
});
