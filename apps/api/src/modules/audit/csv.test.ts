import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('muni.set-deadline')).toBe('muni.set-deadline');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 asks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises %j, which a spreadsheet would run as a formula',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('neutralises first, then quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('csvRecord', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRecord(['1', 'a,b', '=x'])).toBe('1,"a,b",\'=x\r\n');
  });
});
