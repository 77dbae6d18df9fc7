import { describe, expect, it } from 'vitest';
import {
  BULK_CSV_COLUMNS,
  bulkReportCsv,
  bulkTemplateCsv,
  checkBulkRow,
  shapeUsPhone,
  type BulkRow,
} from './bulk-filing.ts';
import { msg } from './message-ref.ts';

/** The template's example row, as the server reads it. */
function templateRow(): BulkRow {
  const [, values] = bulkTemplateCsv().split('\r\n');
  const cells = (values ?? '').split(',');
  return Object.fromEntries(BULK_CSV_COLUMNS.map((c, i) => [c, cells[i] ?? ''])) as BulkRow;
}

describe('bulk filing rows', () => {
  it("the template's example row passes the row rules", () => {
    const checked = checkBulkRow(templateRow());
    expect(checked).toMatchObject({
      ok: true,
      ownerEmail: 'jane.owner@example.com',
      files: ['authorization-jane-owner.pdf', 'appraisal.pdf'],
    });
  });

  it('shapes a phone as the wizard does, and leaves a short one for the rule to refuse', () => {
    expect(shapeUsPhone('8455550101')).toBe('(845) 555-0101');
    expect(shapeUsPhone('+1 845 555 0101')).toBe('(845) 555-0101');
    expect(shapeUsPhone('555-01')).toBe('555-01');
  });

  it('names each refused cell by its column', () => {
    const checked = checkBulkRow({
      ...templateRow(),
      owner_first_name: 'J',
      owner_email: 'not-an-address',
      files: 'a.pdf;a.pdf',
    });
    expect(checked).toEqual({
      ok: false,
      errors: [
        { column: 'owner_first_name', message: 'owner.minTwo' },
        { message: msg('bulk.ownerEmail') },
        { message: msg('bulk.fileTwice', { name: 'a.pdf' }) },
      ],
      files: ['a.pdf', 'a.pdf'],
    });
  });

  it('returns every problem of a row, not only the first', () => {
    const checked = checkBulkRow({
      ...templateRow(),
      owner_zip: '12',
      owner_phone: '555-01',
      owner_last_name: '@SUM(A1)',
      files: '',
    });
    expect(checked).toEqual({
      ok: false,
      errors: [
        { message: msg('bulk.formulaCell', { column: 'owner_last_name' }) },
        { column: 'owner_zip', message: 'owner.zip' },
        { column: 'owner_phone', message: 'owner.phone' },
        { message: msg('bulk.noFiles') },
      ],
      files: [],
    });
  });

  it('refuses a cell a spreadsheet would run as a formula, whatever else is wrong', () => {
    for (const start of ['=', '+', '-', '@']) {
      expect(checkBulkRow({ ...templateRow(), comments: `${start}1+1` })).toEqual({
        ok: false,
        errors: [{ message: msg('bulk.formulaCell', { column: 'comments' }) }],
        files: ['authorization-jane-owner.pdf', 'appraisal.pdf'],
      });
    }
  });

  it('writes the report as CSV, neutralising a formula the reason quotes', () => {
    expect(
      bulkReportCsv({
        rows: [
          {
            line: 2,
            sbl: '1-2-3',
            status: 'filed',
            filingNumber: 'KENT-2026-000001',
            ir_id: 1,
            owner_copy: 'sent',
          },
          { line: 3, sbl: '=cmd', status: 'refused', error: 'sbl: unknown' },
        ],
      }),
    ).toBe(
      'line,sbl,status,filing_number,ir_id,error,owner_copy\r\n' +
        '2,1-2-3,filed,KENT-2026-000001,1,,sent\r\n' +
        "3,'=cmd,refused,,,sbl: unknown,\r\n",
    );
  });
});
