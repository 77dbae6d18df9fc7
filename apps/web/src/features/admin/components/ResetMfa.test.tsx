import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { apiError, mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';
import { ADMIN_PAGE_ROUTES } from '../../../test/admin-page-routes.ts';

const EMAIL = 'reviewer@example.com';

function adminApi(reset: () => Response) {
  return mockApi({
    privilege: 'mega-admin',
    mfa: { enabled: true, enrollment_required: false, recovery_codes_left: 10 },
    routes: {
      'GET /api/admin/userlist': () => Response.json([EMAIL]),
      // The page's other sections, answered so this one is tested on a whole page.
      ...ADMIN_PAGE_ROUTES,
      'POST /api/admin/pulluser': () => Response.json([EMAIL, 'super', 'active', false]),
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

/** The question, answered with its confirming button or Cancel. */
async function answer(button: 'Reset two-factor sign-in' | 'Cancel') {
  const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor sign-in?' });
  expect(dialog).toHaveAccessibleDescription(
    `Reset two-factor sign-in of ${EMAIL}? Their sessions end.`,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

// The question and the outcome are in the page: a browser dialog would fail these tests.
let alert: ReturnType<typeof vi.fn>;
let confirm: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  confirm = vi.fn(() => true);
  vi.stubGlobal('alert', alert);
  vi.stubGlobal('confirm', confirm);
});
afterEach(() => {
  expect(alert).not.toHaveBeenCalled();
  expect(confirm).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});

describe("Admin Controls: resetting an account's two-factor sign-in", () => {
  it('asks first, then resets and says so', async () => {
    const fetchMock = adminApi(() => Response.json({ success: true }));
    await userEvent.click(await openRow());
    expect(requestsTo(fetchMock, 'POST /api/admin/mfa_reset')).toEqual([]);
    await answer('Reset two-factor sign-in');
    await waitFor(() =>
      expect(screen.getByText(MESSAGES.mfa.resetSuccess).closest('[role="status"]')).not.toBeNull(),
    );
    expect(requestsTo(fetchMock, 'POST /api/admin/mfa_reset').map((r) => r.body)).toEqual([
      { user: EMAIL },
    ]);
  });

  it('sends nothing when the question is declined', async () => {
    const fetchMock = adminApi(() => Response.json({ success: true }));
    await userEvent.click(await openRow());
    await answer('Cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST /api/admin/mfa_reset')).toEqual([]);
    expect(screen.queryByText(MESSAGES.mfa.resetSuccess)).not.toBeInTheDocument();
  });

  it("says the server's reason in the page when it refuses", async () => {
    adminApi(() => apiError(400, 'mfa_not_enrolled', MESSAGES.mfa.notEnrolled));
    await userEvent.click(await openRow());
    await answer('Reset two-factor sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.mfa.notEnrolled);
  });
});
