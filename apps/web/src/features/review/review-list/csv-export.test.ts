import { describe, expect, it } from 'vitest';
import { assignees, row } from '../test/list-rows.ts';
import { csvTable } from './csv-export.ts';

describe('csvTable', () => {
  it('writes the view’s columns with raw values and the assignee’s e-mail', () => {
    const r = row({
      review_status: 'far',
      assigned_to: 8,
      prop_class: null,
      data_change_needed: 'Y',
      application_submitted: '2026-03-14T17:36:05.000Z',
    });
    const { header, records } = csvTable([r], 'far', assignees);
    expect(header).toEqual([
      'SBL',
      'Class',
      'Number',
      'Name',
      'Submitted (ET)',
      'Assignee',
      'Data change needed',
      'Data change complete',
      'Sketch change needed',
      'Sketch change complete',
      'Filed by a representative',
      'Filed by',
      'Application',
    ]);
    expect(records).toEqual([
      [
        r.print_key,
        '',
        r.loc_st_nbr,
        'Main St',
        // New York's clock, as the header says.
        '2026-03-14 13:36:05',
        'amy@town.example',
        'Y',
        'N',
        'N',
        'N',
        'No',
        // No filing account (deleted): an empty cell.
        '',
        String(r.ir_id),
      ],
    ]);
  });

  it("writes the owner's answer of the complete view in the words staff read", () => {
    const rows = [
      row({ review_status: 'complete', owner_response: 'accept' }),
      row({ review_status: 'complete', owner_response: 'disagree' }),
      row({ review_status: 'complete', owner_response: null }),
    ];
    const { header, records } = csvTable(rows, 'complete', assignees);
    const at = header.indexOf('Response');
    expect(header.slice(-4)).toEqual([
      'Response',
      'Filed by a representative',
      'Filed by',
      'Application',
    ]);
    expect(records.map((record) => record[at])).toEqual(['Accepted', 'Disagreed', 'No response']);
  });
});
