import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('123.45-6-7')).toBe('123.45-6-7');
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

  it('prefixes exactly one apostrophe', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('writes a number as a number, a negative one with its sign and no apostrophe', () => {
    expect(csvCell(-15000)).toBe('-15000');
    expect(csvCell(5000)).toBe('5000');
    expect(csvCell(0)).toBe('0');
    expect(csvRecord(['a', -1, 2])).toBe('a,-1,2\r\n');
    // The same characters as text are still neutralised.
    expect(csvCell('-15000')).toBe("'-15000");
  });

  it('refuses a number that is not one', () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
    expect(() => csvCell(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('does not neutralise a formula character past the first', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('12 Main St - Rear')).toBe('12 Main St - Rear');
  });

  it('neutralises first, then quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('csvRecord and toCsv', () => {
  it('joins cells with commas and ends each record with CRLF', () => {
    expect(csvRecord(['1', 'a,b', '=x'])).toBe('1,"a,b",\'=x\r\n');
  });

  it('writes the header, then the rows', () => {
    expect(
      toCsv(
        ['SBL', 'Name'],
        [
          ['1.-1-1', 'Main'],
          ['2', 'O"Neil, Ave'],
        ],
      ),
    ).toBe('SBL,Name\r\n1.-1-1,Main\r\n2,"O""Neil, Ave"\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['SBL'], [])).toBe('SBL\r\n');
  });
});
