import { describe, expect, it } from 'vitest';
import { outcomeRows, type OutcomeFiling } from './outcomes.ts';
import { outcomesCsv, OUTCOMES_CSV_COLUMNS } from './contracts/public/outcomes.ts';

const filing = (over: Partial<OutcomeFiling> = {}): OutcomeFiling => ({
  nbhd: '01',
  classGroup: 'residential',
  filer: 'owner',
  language: 'en',
  outcome: 'open',
  reduced: false,
  changePercent: null,
  daysToDecision: null,
  ...over,
});
const decided = (changePercent: number, days: number, over: Partial<OutcomeFiling> = {}) =>
  filing({
    outcome: 'decided',
    reduced: changePercent < 0,
    changePercent,
    daysToDecision: days,
    ...over,
  });

describe('outcomeRows', () => {
  it('counts all filings, with the medians of the decided ones', () => {
    const rows = outcomeRows([
      decided(-10, 4),
      decided(0, 10),
      decided(-20, 6),
      decided(-5, 9),
      filing({ outcome: 'withdrawn' }),
      filing(),
    ]);
    expect(rows[0]).toEqual({
      dimension: 'all',
      group: null,
      suppressed: false,
      filings: 6,
      decided: 4,
      reduced: 3,
      withdrawn: 1,
      median_change_percent: -7.5,
      median_days_to_decision: 7.5,
    });
  });

  it('suppresses a row of 4 filings and shows one of 5', () => {
    const five = Array.from({ length: 5 }, () => filing({ nbhd: 'A' }));
    const four = Array.from({ length: 4 }, () => filing({ nbhd: 'B' }));
    const six = Array.from({ length: 6 }, () => filing({ nbhd: 'C' }));
    const rows = outcomeRows([...five, ...four, ...six, ...six.map(() => filing({ nbhd: 'D' }))]);
    const nbhd = rows.filter((r) => r.dimension === 'neighbourhood');
    expect(nbhd.map((r) => [r.group, r.suppressed, r.filings])).toEqual([
      ['A', true, null],
      ['B', true, null],
      ['C', false, 6],
      ['D', false, 6],
    ]);
    // A (5 filings) is hidden only because B alone could be worked out from the total.
    const without = outcomeRows([...five, ...six, ...four.map(() => filing({ nbhd: 'C' }))]);
    expect(without.filter((r) => r.dimension === 'neighbourhood').map((r) => r.filings)).toEqual([
      5, 10,
    ]);
  });

  it('lists both filers and both languages, and a suppressed row has no figures', () => {
    const rows = outcomeRows(Array.from({ length: 7 }, () => decided(-1, 3)));
    const filers = rows.filter((r) => r.dimension === 'filer');
    expect(filers.map((r) => [r.group, r.suppressed])).toEqual([
      ['owner', true],
      ['representative', true],
    ]);
    expect(filers[1]).toMatchObject({
      filings: null,
      decided: null,
      reduced: null,
      withdrawn: null,
      median_change_percent: null,
      median_days_to_decision: null,
    });
    expect(rows.filter((r) => r.dimension === 'language').map((r) => r.group)).toEqual([
      'en',
      'es',
    ]);
  });

  it('writes the CSV with its header and empty cells for null', () => {
    const csv = outcomesCsv({ roll_year: 2026, min_cell: 5, rows: outcomeRows([filing()]) });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(OUTCOMES_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('2026,all,,yes,,,,,,');
  });
});
