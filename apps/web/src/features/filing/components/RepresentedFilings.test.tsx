import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';

const REPRESENTATIVE = { firm: 'Fair Tax Partners', email: 'rep@fairtax.example.com' };

const MINE = {
  authorizations: [
    {
      id: 7,
      representative: REPRESENTATIVE,
      sbl: '12.3-4-5',
      address: '12 N Maple St',
      scope: 'informal_review',
      tax_year: 2026,
      status: 'active',
      signed_at: '2026-02-10T15:00:00.000Z',
      revoked_at: null,
    },
  ],
  filings: [
    {
      id: 41,
      filing_number: 'DEVELOPMENT-2026-000041',
      sbl: '12.3-4-5',
      address: '12 N Maple St',
      filing_year: 2026,
      review_status: 'incomplete',
      submitted_at: '2026-02-11T15:00:00.000Z',
      representative: REPRESENTATIVE,
      authorization_id: 7,
    },
  ],
};

function open() {
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'GET /api/applications/view': () => Response.json([]),
      'GET /api/authorizations/mine': () => Response.json(MINE),
      'POST /api/authorizations/revoke': () => Response.json({ id: 7, status: 'revoked' }),
    },
  });
  renderApp({ entries: ['/applications'] });
  return fetchMock;
}

describe(
  'My Applications: filings a representative made for the owner',
  { timeout: 20_000 },
  () => {
    it('lists them read-only with the firm, and the authorization with a way to revoke it', async () => {
      const fetchMock = open();
      const filed = await screen.findByRole(
        'region',
        { name: 'Filed for you by a representative' },
        { timeout: 5000 },
      );
      expect(within(filed).getByText(/DEVELOPMENT-2026-000041/)).toBeInTheDocument();
      expect(within(filed).getByText('Filed by Fair Tax Partners')).toBeInTheDocument();
      expect(within(filed).queryByRole('button')).toBeNull();

      const authorized = screen.getByRole('region', { name: 'Representatives you authorized' });
      await userEvent.click(
        within(authorized).getByRole('button', {
          name: 'Revoke: Fair Tax Partners, 12 N Maple St',
        }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the authorization' });
      expect(dialog).toHaveTextContent('Revoke the authorization of Fair Tax Partners?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
      expect(
        await screen.findByText(
          'The authorization was revoked. Fair Tax Partners may no longer act for you on this property.',
        ),
      ).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'POST /api/authorizations/revoke').map((r) => r.body)).toEqual([
        { id: 7 },
      ]);
    });
  },
);
