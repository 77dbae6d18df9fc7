import { describe, expect, it } from 'vitest';
import { chartDescription, everyDay } from './filings-chart.ts';

describe('everyDay', () => {
  it('fills the quiet days between the first and the last with 0, across a month end', () => {
    expect(
      everyDay([
        { date: '2025-02-27', count: 2 },
        { date: '2025-03-02', count: 1 },
      ]),
    ).toEqual([
      { date: '2025-02-27', count: 2 },
      { date: '2025-02-28', count: 0 },
      { date: '2025-03-01', count: 0 },
      { date: '2025-03-02', count: 1 },
    ]);
  });

  it('keeps one day as it is, and nothing as nothing', () => {
    expect(everyDay([{ date: '2025-03-09', count: 4 }])).toEqual([
      { date: '2025-03-09', count: 4 },
    ]);
    expect(everyDay([])).toEqual([]);
  });
});

describe('chartDescription', () => {
  it('names the span, the total, the days with filings and the busiest day', () => {
    expect(
      chartDescription(
        [
          { date: '2025-03-01', count: 2 },
          { date: '2025-03-03', count: 5 },
          { date: '2025-03-04', count: 5 },
        ],
        'en',
      ),
    ).toBe(
      'Bar chart of filings per day from Mar 1, 2025 to Mar 4, 2025: 12 filings on 3 of 4 days; the most, 5, on Mar 3, 2025.',
    );
  });

  it('says it plainly for one day or none', () => {
    expect(chartDescription([{ date: '2025-03-01', count: 1 }], 'en')).toBe(
      'Filings per day: 1 filing, all on Mar 1, 2025.',
    );
    expect(chartDescription([], 'en')).toBe('Filings per day: none yet.');
  });
});
