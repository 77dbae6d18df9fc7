import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UnusualCsv, fastRecords, parsedRecords, type CsvRecord } from './csv-records.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ir-csv-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function viaCsvParse(text: string): Promise<CsvRecord[]> {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, text);
  const records: CsvRecord[] = [];
  for await (const record of parsedRecords(file)) records.push(record);
  return records;
}

describe('the fast CSV reader', () => {
  it.each([
    ['plain rows', 'sbl,total_av\n1-1,100\n1-2,200\n'],
    ['no final line end', 'sbl,total_av\n1-1,100'],
    ['a BOM and empty lines', '\uFEFFsbl,total_av\n\n1-1,100\n\n\n1-2,\n'],
    ['short and long rows', 'a,b,c\n1\n1,2,3,4\n,,\n'],
    [
      'quoted fields, with commas, doubled quotes and line breaks',
      'sbl,full_address\n1-1,"1 Main St, Rear"\n"1-2","say ""hi"""\n1-3,"two\nlines"\n1-4,""\n',
    ],
    ['a quoted last field at the end of the file', 'a,b\n1,"x"'],
    ['spaces inside fields', 'a,b\n1,12 Maple Ave\n'],
  ])('reads %s as csv-parse does, lines included', async (_, text) => {
    const fast = [...fastRecords(text)].map(({ fields, line }) => ({ fields, line }));
    expect(fast).toEqual(await viaCsvParse(text));
  });

  it('marks an unquoted line escape-free only in a file without a backslash or a tab', () => {
    const escapeFree = (text: string) => [...fastRecords(text)].map((r) => r.escapeFree);
    expect(escapeFree('a,b\n1,2\n"3",4\n')).toEqual([true, true, undefined]);
    expect(escapeFree('a,b\n1,2\n3,x\\y\n')).toEqual([false, false, false]);
    expect(escapeFree('a,b\n1,2\n3,x\ty\n')).toEqual([false, false, false]);
  });

  it.each([
    ['CRLF line ends', 'a,b\r\n1,2\r\n'],
    ['a space to trim', 'a,b\n1, 2\n'],
    ['a tab to trim', 'a,b\n1\t,2\n'],
    ['a no-break space to trim', 'a,b\n1,2\u00a0\n'],
    ['a quote inside a field', 'a,b\n1,x"y\n'],
    ['text after a closing quote', 'a,b\n1,"x"y\n'],
    ['a quote never closed', 'a,b\n1,"x\n2,3\n'],
  ])('leaves %s to csv-parse', (_, text) => {
    expect(() => [...fastRecords(text)]).toThrow(UnusualCsv);
  });
});
