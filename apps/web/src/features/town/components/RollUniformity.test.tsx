import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TownSummary } from '@ir/domain/contracts/town/get-town-summary.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { apiError, mockApi, renderApp, requestsTo } from '../../../test/render-app.tsx';
import { AFTER, BEFORE } from './ratio-study-fixtures.ts';

const SUMMARY: TownSummary = {
  counts: { incomplete: 1, far: 0, offer: 0, complete: 0, withdrawn: 0, voided: 0, total: 1 },
  under_review: { count: 1, received_total_value: 100_000 },
  completed: {
    count: 0,
    changed: 0,
    total_value_change: 0,
    responses: { accept: 0, disagree: 0, none: 0 },
  },
  offers: { sent: 0, accepted: 0, countered: 0, lapsed: 0 },
  meetings: { booked: 0, held: 0, missed: 0 },
  median_days_to_decision: null,
  filings_per_day: [{ date: '2025-03-01', count: 1 }],
  time_zone: 'America/New_York',
};

function server(study: (stage: string | null) => Response) {
  return mockApi({
    privilege: 'town',
    routes: {
      'GET /api/town/summary': () => Response.json(SUMMARY),
      'GET /api/town/ratio_study': ({ url }) => study(url.searchParams.get('stage')),
    },
  });
}

async function openSection(path = '/town') {
  const { router } = renderApp({ entries: [path] });
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: 'Roll uniformity' },
    { timeout: 5000 },
  );
  return Object.assign(heading.closest('section') as HTMLElement, { router });
}

function row(table: HTMLElement, name: string): string[] {
  const header = within(table).getByRole('rowheader', { name });
  return [...(header.closest('tr')?.querySelectorAll('td') ?? [])].map(
    (td) => td.textContent ?? '',
  );
}

describe('Roll uniformity', () => {
  it('shows the figures before and after the reviews beside the ranges, the verdicts in words', async () => {
    server((stage) => Response.json(stage === 'after_reviews' ? AFTER : BEFORE));
    const section = await openSection();
    const whole = await within(section).findByRole('table', { name: 'All sales' });
    expect(row(whole, 'Sales')).toEqual(['32', '32', '']);
    expect(row(whole, 'Median ratio')[0]).toBe('0.956 (95% CI 0.922–0.990)');
    expect(row(whole, 'PRD')).toEqual(['1.018 (in range)', '1.011 (in range)', '0.98–1.03']);
    expect(row(whole, 'PRB')).toEqual([
      '−0.050 (95% CI −0.072 to −0.027) (in range)',
      '−0.061 (95% CI −0.090 to −0.030) (out of range)',
      'within ±0.05',
    ]);
    expect(within(section).getByText(/Arm's-length sales from/)).toHaveTextContent(
      'the three years before the valuation date of the 2025 roll',
    );
  });

  it('judges COD by the residential range by class group, and says so of the other groups', async () => {
    server((stage) => Response.json(stage === 'after_reviews' ? AFTER : BEFORE));
    const section = await openSection();
    const groups = await within(section).findByRole('table', { name: 'By class group' });
    expect(row(groups, 'Residential').slice(3, 4)).toEqual(['8.2 (in range)']);
    // Commercial has no IAAO COD range here: the figure alone.
    expect(row(groups, 'Commercial').slice(3, 4)).toEqual(['22.0']);
  });

  it('draws the chart by neighbourhood with its ranges, and a table of its numbers', async () => {
    server((stage) => Response.json(stage === 'after_reviews' ? AFTER : BEFORE));
    const section = await openSection();
    const images = await within(section).findAllByRole('img');
    expect(images.map((img) => img.getAttribute('aria-label'))).toEqual([
      'Median ratio, by neighbourhood: before and after the reviews. The table below has the numbers.',
      "COD (residential range shaded), by neighbourhood: before and after the reviews, with IAAO's range 5 to 15 shaded. The table below has the numbers.",
    ]);
    expect(section.querySelectorAll('[data-range-band]')).toHaveLength(1);
    const table = within(section).getByRole('table', { name: /By neighbourhood/ });
    // B2: COD 12.1 in range before, 17.3 out of range after.
    expect(row(table, 'B2')).toEqual([
      '12',
      '0.930',
      '0.880',
      '12.1 (in range)',
      '17.3 (out of range)',
      '1.020 (in range)',
      '1.040 (out of range)',
    ]);
  });

  it('studies one class group or neighbourhood, the choice held in the address', async () => {
    const fetchMock = server((stage) => Response.json(stage === 'after_reviews' ? AFTER : BEFORE));
    const section = await openSection();
    const group = await within(section).findByRole('combobox', { name: 'Class group' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All class groups', 'Residential', 'Commercial']);
    await userEvent.selectOptions(group, 'residential');
    expect(section.router.state.location.search).toBe('?class_group=residential');
    await vi.waitFor(() => {
      const asked = requestsTo(fetchMock, 'GET /api/town/ratio_study').map((r) => r.url.search);
      expect(asked).toContain('?stage=roll&class_group=residential');
      expect(asked).toContain('?stage=after_reviews&class_group=residential');
    });
    const nbhd = within(section).getByRole('combobox', { name: 'Neighbourhood' });
    await userEvent.selectOptions(nbhd, 'B2');
    expect(section.router.state.location.search).toBe('?class_group=residential&nbhd=B2');
    await userEvent.selectOptions(group, '');
    expect(section.router.state.location.search).toBe('?nbhd=B2');
  });

  it('opens on the cut its address names, and ignores a class group that is not one', async () => {
    const fetchMock = server((stage) => Response.json(stage === 'after_reviews' ? AFTER : BEFORE));
    const section = await openSection('/town?nbhd=B2&class_group=castles');
    expect(await within(section).findByRole('combobox', { name: 'Neighbourhood' })).toHaveValue(
      'B2',
    );
    expect(within(section).getByRole('combobox', { name: 'Class group' })).toHaveValue('');
    const asked = requestsTo(fetchMock, 'GET /api/town/ratio_study').map((r) => r.url.search);
    expect(asked).toContain('?stage=roll&nbhd=B2');
    expect(asked).not.toContainEqual(expect.stringContaining('castles'));
  });

  it('links the CSV export', async () => {
    server((stage) => Response.json(stage === 'after_reviews' ? AFTER : BEFORE));
    const section = await openSection();
    const link = within(section).getByRole('link', { name: 'Export ratio study CSV' });
    expect(link).toHaveAttribute('href', '/api/town/ratio_study.csv');
    expect(link).toHaveAttribute('download');
  });

  it('says so when the study cannot be loaded, and tries again', async () => {
    server(() => apiError(500, 'general_error'));
    const section = await openSection();
    expect(await within(section).findByText(MESSAGES.ratioStudy.loadFailed)).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
