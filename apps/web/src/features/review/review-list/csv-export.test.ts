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
      'Offer',
      'Filed by a representative',
      'Firm',
      'Filed by',
      'Owner authorization',
      'Respond by',
      'Crossed the integrity guard',
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
        // No offer was sent: empty cells.
        '',
        'No',
        // No firm, no filing account (deleted), no e-signed authorization: empty cells.
        '',
        '',
        '',
        '',
        'No',
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
    expect(header.slice(-9)).toEqual([
      'Response',
      'Crossed the integrity guard',
      'Filed by a representative',
      'Firm',
      'Filed by',
      'Owner authorization',
      'Offer',
      'Respond by',
      'Application',
    ]);
    expect(records.map((record) => record[at])).toEqual(['Accepted', 'Disagreed', 'No response']);
  });

  it("adds the offer's status and respond-by day to every view, in the words staff read", () => {
    const rows = [
      row({ review_status: 'offer', offer_status: 'open', offer_respond_by: '2026-04-10' }),
    ];
    const offer = csvTable(rows, 'offer', assignees);
    expect(offer.header.slice(-8)).toEqual([
      'Respond by',
      'Crossed the integrity guard',
      'Filed by a representative',
      'Firm',
      'Filed by',
      'Owner authorization',
      'Offer',
      'Application',
    ]);
    expect(offer.records[0]?.slice(-8)).toEqual([
      '2026-04-10',
      'No',
      'No',
      '',
      '',
      '',
      'Offer sent',
      String(rows[0]?.ir_id),
    ]);
    const back = [
      row({ offer_status: 'countered', offer_respond_by: '2026-04-10' }),
      row({ offer_status: 'lapsed', offer_respond_by: '2026-04-11' }),
    ];
    const review = csvTable(back, 'review', assignees);
    const status = review.header.indexOf('Offer');
    const respondBy = review.header.indexOf('Respond by');
    expect(review.records.map((record) => [record[status], record[respondBy]])).toEqual([
      ['Countered', '2026-04-10'],
      ['Offer lapsed', '2026-04-11'],
    ]);
  });

  it('carries whether the decision or offer crossed the integrity guard, in every view', () => {
    const rows = [
      row({ review_status: 'complete', integrity_flag: true }),
      row({ review_status: 'complete' }),
    ];
    for (const view of ['complete', 'review', 'far'] as const) {
      const { header, records } = csvTable(rows, view, assignees);
      const at = header.indexOf('Crossed the integrity guard');
      expect(at).toBeGreaterThan(-1);
      expect(records.map((record) => record[at])).toEqual(['Yes', 'No']);
    }
  });
});
