import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../modules/properties/import-file.ts';
import { formatImportReport } from './format-import-report.ts';

const base: ImportReport = {
  kind: 'sales',
  municipalityKey: 'kent',
  file: '/data/kent-sales.csv',
  read: 12_345,
  total: 12_345,
  inserted: 12_000,
  updated: 200,
  rejected: 145,
  ignoredColumns: ['Roll Year', 'notes'],
  rejections: Array.from({ length: 100 }, (_, i) => ({
    line: i + 2,
    reason: `sale_price: is required`,
  })),
  elapsedMs: 2_500,
};

describe('formatImportReport', () => {
  it('prints aligned counts, ignored columns, the kept rejections, how many more, and the rate', () => {
    const lines = formatImportReport(base).split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'Imported sales for kent from /data/kent-sales.csv',
      '  rows read  12,345',
      '  inserted   12,000',
      '  updated       200',
      '  rejected      145',
      'Ignored columns: Roll Year, notes',
      'Rejected rows:',
    ]);
    expect(lines[7]).toBe('  line 2: sale_price: is required');
    expect(lines[106]).toBe('  line 101: sale_price: is required');
    expect(lines.slice(107)).toEqual(['  ... and 45 more', 'Done in 2.5 s (4,938 rows/s)', '']);
  });

  it('leaves out the sections that are empty', () => {
    const text = formatImportReport({ ...base, rejected: 0, rejections: [], ignoredColumns: [] });
    expect(text).not.toContain('Ignored');
    expect(text).not.toContain('Rejected rows');
    expect(text.endsWith('Done in 2.5 s (4,938 rows/s)\n')).toBe(true);
  });
});
