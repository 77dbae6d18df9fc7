import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilingPeriod } from '@ir/domain/contracts/admin/get-filing-period.ts';
import { AppProviders } from '../../../../app/AppProviders.tsx';
import { apiError, mockApi, requestsTo } from '../../../../test/render-app.tsx';
import { FilingPeriodSection } from './FilingPeriodSection.tsx';

afterEach(() => vi.unstubAllGlobals());

const CATALOG: FilingPeriod = {
  deadline: '2027-03-31',
  rollYear: 2027,
  source: 'catalog',
  catalogDeadline: '2027-03-31',
  catalogRollYear: 2027,
  expired: false,
};

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <FilingPeriodSection />
    </AppProviders>,
  );
  return queryClient;
}

/** A server that keeps the period, as the API does. */
function periodServer(initial: FilingPeriod = CATALOG) {
  let period = initial;
  return mockApi({
    routes: {
      'GET /api/admin/filing_period': () => Response.json(period),
      'POST /api/admin/filing_period': ({ body }) => {
        const { deadline, rollYear } = body as { deadline: string; rollYear: number };
        period = { ...period, deadline, rollYear, source: 'override', expired: true };
        return Response.json(period);
      },
      'POST /api/admin/filing_period/reset': () => {
        period = CATALOG;
        return Response.json(period);
      },
    },
  });
}

const deadline = () => screen.getByLabelText(/Filing deadline/);
const rollYear = () => screen.getByLabelText(/Roll year/);

describe('FilingPeriodSection', () => {
  it('shows the period in force, from the catalog, in the form', async () => {
    periodServer();
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Filing period' })).toBeInTheDocument();
    expect(await screen.findByText('March 31, 2027')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    await waitFor(() => expect(deadline()).toHaveValue('2027-03-31'));
    expect(rollYear()).toHaveValue('2027');
    // Nothing to reset while the catalog's value applies.
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
  });

  it('saves a new deadline, says so, and refreshes the period and the municipality', async () => {
    const fetchMock = periodServer();
    const queryClient = renderSection();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(deadline()).toHaveValue('2027-03-31'));
    await userEvent.clear(deadline());
    await userEvent.type(deadline(), '2026-11-01');
    await userEvent.clear(rollYear());
    await userEvent.type(rollYear(), '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Filing period saved.');
    expect(requestsTo(fetchMock, 'POST /api/admin/filing_period').map((r) => r.body)).toEqual([
      { deadline: '2026-11-01', rollYear: 2026 },
    ]);
    expect(await screen.findByText('November 1, 2026')).toBeInTheDocument();
    expect(
      screen.getByText(/^Set here \(default: March 31, 2027, roll year 2027\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['municipality'] });
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeEnabled();
  });

  it('resets to the default', async () => {
    const fetchMock = periodServer({
      ...CATALOG,
      deadline: '2026-06-30',
      rollYear: 2026,
      source: 'override',
    });
    renderSection();
    const resetButton = screen.getByRole('button', { name: 'Reset to default' });
    await waitFor(() => expect(resetButton).toBeEnabled());
    await userEvent.click(resetButton);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Filing period reset to the default.',
    );
    expect(requestsTo(fetchMock, 'POST /api/admin/filing_period/reset')).toHaveLength(1);
    await waitFor(() => expect(deadline()).toHaveValue('2027-03-31'));
    expect(screen.getByText('Default')).toBeInTheDocument();
  });

  it('refuses a bad roll year before sending anything', async () => {
    const fetchMock = periodServer();
    renderSection();
    await waitFor(() => expect(rollYear()).toHaveValue('2027'));
    await userEvent.clear(rollYear());
    await userEvent.type(rollYear(), '226');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the roll year as four digits between 2000 and 2100.'),
    ).toBeInTheDocument();
    expect(rollYear()).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST /api/admin/filing_period')).toHaveLength(0);
  });

  it("shows the server's refusal as the failure alert", async () => {
    const fetchMock = mockApi({
      routes: {
        'GET /api/admin/filing_period': () => Response.json(CATALOG),
        'POST /api/admin/filing_period': () =>
          apiError(
            400,
            'deadline_outside_roll_year',
            'The deadline must fall within a year of the roll year.',
          ),
      },
    });
    renderSection();
    await waitFor(() => expect(deadline()).toHaveValue('2027-03-31'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The deadline must fall within a year of the roll year.',
    );
    expect(requestsTo(fetchMock, 'POST /api/admin/filing_period')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
