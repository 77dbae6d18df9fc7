import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Privilege } from '@ir/domain';
import type { TownSummary } from '@ir/domain/contracts/town/get-town-summary.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';
import { emptyRatioStudy } from './ratio-study-fixtures.ts';

const SUMMARY: TownSummary = {
  counts: { incomplete: 1, far: 1, offer: 1, complete: 3, withdrawn: 2, voided: 1, total: 8 },
  under_review: { count: 3, received_total_value: 450_000 },
  completed: {
    count: 3,
    changed: 2,
    total_value_change: -10_000,
    responses: { accept: 1, disagree: 1, none: 1 },
  },
  offers: { sent: 5, accepted: 2, countered: 1, lapsed: 1 },
  meetings: { booked: 4, held: 2, missed: 1 },
  median_days_to_decision: 12.5,
  filings_per_day: [
    { date: '2025-02-28', count: 1 },
    { date: '2025-03-01', count: 2 },
    { date: '2025-03-03', count: 5 },
  ],
  time_zone: 'America/New_York',
};

const EMPTY: TownSummary = {
  counts: { incomplete: 0, far: 0, offer: 0, complete: 0, withdrawn: 0, voided: 0, total: 0 },
  under_review: { count: 0, received_total_value: 0 },
  completed: {
    count: 0,
    changed: 0,
    total_value_change: 0,
    responses: { accept: 0, disagree: 0, none: 0 },
  },
  offers: { sent: 0, accepted: 0, countered: 0, lapsed: 0 },
  meetings: { booked: 0, held: 0, missed: 0 },
  median_days_to_decision: null,
  filings_per_day: [],
  time_zone: 'America/New_York',
};

function townServer(summary: () => Response, privilege: Privilege = 'town') {
  return mockApi({
    privilege,
    routes: {
      'GET /api/town/summary': summary,
      // The Roll uniformity section's own calls (RollUniformity.test.tsx tests them).
      'GET /api/town/ratio_study': ({ url }) =>
        Response.json(emptyRatioStudy(url.searchParams.get('stage'))),
    },
  });
}

async function openPage() {
  const view = renderApp({ entries: ['/town'] });
  // The first visit loads the feature's chunk, which takes a while on a cold test run.
  await screen.findByRole('heading', { level: 1, name: 'Town Dashboard' }, { timeout: 5000 });
  return view;
}

/** The figure a stat shows under its title. */
function stat(title: string): string {
  const term = screen.getAllByRole('term').find((t) => t.textContent === title);
  if (!term) throw new Error(`no stat ${title}`);
  return term.nextElementSibling?.textContent ?? '';
}

describe('TownDashboardPage', () => {
  it('stays English inside a Spanish frame, and says so with lang="en"', async () => {
    await chooseLanguage('es');
    townServer(() => Response.json(SUMMARY));
    await openPage();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    const heading = screen.getByRole('heading', { level: 1, name: 'Town Dashboard' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    // English money, as the page's English words: not "450.000 US$" or "$450.000".
    await screen.findAllByRole('term');
    expect(stat('Received value under review')).toBe('$450,000');
    // The frame around it follows the visitor's choice.
    expect(screen.getAllByRole('group', { name: 'Idioma' })).not.toHaveLength(0);
  });

  it('shows the counts by status and the values', async () => {
    townServer(() => Response.json(SUMMARY));
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Filings by status' }),
    ).toBeVisible();
    expect(stat('All filings')).toBe('8');
    expect(stat('Offer out')).toBe('1');
    expect(stat('Awaiting review')).toBe('1');
    expect(stat('Further review (FAR)')).toBe('1');
    expect(stat('Completed')).toBe('3');
    expect(stat('Withdrawn')).toBe('2');
    // What All filings counts, and what Withdrawn holds, said under each.
    expect(
      screen.getByText(
        "Every filing received, withdrawn ones included: the sum of the other five tiles, and of the chart's bars.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText("By the owner, or voided by the assessor's office (1 voided)"),
    ).toBeVisible();
    expect(stat('Received value under review')).toBe('$450,000');
    expect(stat('Change in value of completed reviews')).toBe('-$10,000');
    expect(
      screen.getByText('Total assessed value of the 3 filings not yet complete'),
    ).toBeVisible();
    expect(screen.getByText('2 of 3 completed reviews changed the total value')).toBeVisible();
    expect(document.title).toMatch(/^Town Dashboard · /);
  });

  it('shows the offers, the meetings and the median days to a decision', async () => {
    townServer(() => Response.json(SUMMARY));
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Offers and meetings' }),
    ).toBeVisible();
    expect(stat('Offers sent')).toBe('5');
    expect(stat('Offers accepted')).toBe('2');
    expect(stat('Offers countered')).toBe('1');
    expect(stat('Offers lapsed')).toBe('1');
    expect(stat('Meetings booked')).toBe('4');
    expect(stat('Meetings held')).toBe('2');
    expect(stat('Meetings missed')).toBe('1');
    expect(
      screen.getByText(
        /A decision took 12.5 days from filing \(the median of the completed reviews\)/,
      ),
    ).toBeVisible();
  });

  it("counts the owners' answers to completed reviews under their names", async () => {
    townServer(() =>
      Response.json({
        ...SUMMARY,
        completed: { ...SUMMARY.completed, responses: { accept: 2, disagree: 0, none: 1 } },
      }),
    );
    await openPage();
    const section = await screen.findByRole('region', { name: "Owners' responses" });
    expect(section).toHaveTextContent(
      'How the owners answered the decisions of the 3 completed reviews.',
    );
    // Each count is named by its term, not told by colour.
    const pairs = within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Accepted', '2'],
      ['Disagreed', '0'],
      ['No response', '1'],
    ]);
  });

  it('draws the chart as one image named by a sentence, with the numbers in a table', async () => {
    townServer(() => Response.json(SUMMARY));
    await openPage();
    const chart = await screen.findByRole('img', {
      name: 'Bar chart of filings per day from Feb 28, 2025 to Mar 3, 2025: 8 filings on 3 of 4 days; the most, 5, on Mar 3, 2025.',
    });
    // One bar per day with filings; the quiet day in between keeps its place.
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    // Its labels are the page's text beside the drawing, which SVG text would shrink with:
    // the scale (the most, and 0) and the first and last days.
    expect(chart.querySelectorAll('text')).toHaveLength(0);
    const scale = document.querySelector('[data-chart-scale]');
    expect([...(scale?.children ?? [])].map((label) => label.textContent)).toEqual(['5', '0']);
    const dates = document.querySelector('[data-chart-days]');
    expect([...(dates?.children ?? [])].map((label) => label.textContent)).toEqual([
      'Feb 28, 2025',
      'Mar 3, 2025',
    ]);
    // The last day's label ends under the last bar: the days take 4 of the chart's 15 slots.
    expect(dates).toHaveStyle({ minWidth: `${((4 * 48) / 720) * 100}%` });
    const details = screen.getByText('The numbers of the chart');
    await userEvent.click(details);
    const table = screen.getByRole('table', { name: 'Filings per day (New York time)' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Feb 28, 2025', '1'],
      ['Mar 1, 2025', '2'],
      ['Mar 3, 2025', '5'],
    ]);
  });

  it('draws one day as one bar of its own width, not a block across the chart', async () => {
    townServer(() =>
      Response.json({ ...SUMMARY, filings_per_day: [{ date: '2025-03-01', count: 6 }] }),
    );
    await openPage();
    const chart = await screen.findByRole('img', {
      name: 'Filings per day: 6 filings, all on Mar 1, 2025.',
    });
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(1);
    expect(Number(bars[0]?.getAttribute('width'))).toBeLessThanOrEqual(48);
    // One day, one date under it.
    const dates = document.querySelector('[data-chart-days]');
    expect([...(dates?.children ?? [])].map((label) => label.textContent)).toEqual(['Mar 1, 2025']);
  });

  it('offers the CSV export as a download of the API', async () => {
    townServer(() => Response.json(SUMMARY));
    await openPage();
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/town/export');
    expect(link).toHaveAttribute('download');
  });

  it('says so when nothing has been filed yet, without empty figures, chart or export', async () => {
    townServer(() => Response.json(EMPTY));
    await openPage();
    expect(await screen.findByText(MESSAGES.town.noFilings)).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('img')).not.toBeInTheDocument();
    expect(main.queryByRole('term')).not.toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows a plus sign for a rise in value', async () => {
    townServer(() =>
      Response.json({
        ...SUMMARY,
        completed: {
          count: 1,
          changed: 1,
          total_value_change: 5_000,
          responses: { accept: 0, disagree: 0, none: 1 },
        },
      }),
    );
    await openPage();
    await screen.findByRole('heading', { level: 2, name: 'Assessed values' });
    expect(stat('Change in value of completed reviews')).toBe('+$5,000');
    expect(screen.getByText('1 of 1 completed review changed the total value')).toBeVisible();
  });

  it('tells when the figures cannot be loaded, and tries again', async () => {
    let fail = true;
    const fetchMock = townServer(() =>
      fail ? apiError(500, 'general_error') : Response.json(SUMMARY),
    );
    await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.town.loadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Filings by status' }),
    ).toBeVisible();
    expect(requestsTo(fetchMock, 'GET /api/town/summary')).toHaveLength(2);
  });

  it('shows the same dashboard to an admin', async () => {
    townServer(() => Response.json(SUMMARY), 'admin');
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Filings per day' })).toBeVisible();
  });
});
