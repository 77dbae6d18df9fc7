import { describe, expect, it } from 'vitest';
import { assignees, ids, row } from '../test/list-rows.ts';
import { csvTable } from './csv-export.ts';
import { displayText } from './cell-text.ts';
import { filterOptions, filterRows } from './filtering.ts';
import { parseListState, listStateToParams } from './list-state.ts';
import { sortRows } from './sorting.ts';

describe("the representative's firm and the owner's authorization", () => {
  const signed = row({
    by_representative: true,
    firm_name: 'Fair Tax Partners',
    filed_by: 'rep@fair.example',
    authorization_status: 'active',
  });
  const revoked = row({
    by_representative: true,
    firm_name: 'Assessment Allies',
    filed_by: 'team@allies.example',
    authorization_status: 'revoked',
  });
  const withFile = row({ by_representative: true, filed_by: 'solo@rep.example' });
  const owners = row();
  const rows = [signed, revoked, withFile, owners];

  it('shows the firm and the status in words, and a dash where there is none', () => {
    expect(displayText(signed, 'firm_name', assignees, 'en')).toBe('Fair Tax Partners');
    expect(displayText(signed, 'authorization_status', assignees, 'en')).toBe('Active');
    expect(displayText(revoked, 'authorization_status', assignees, 'en')).toBe('Revoked');
    expect(displayText(owners, 'firm_name', assignees, 'en')).toBe('-');
    expect(displayText(owners, 'authorization_status', assignees, 'en')).toBe('-');
  });

  it("keeps one firm's filings, those with no firm, and those by the authorization's status", () => {
    expect(ids(filterRows(rows, { firm_name: 'Fair Tax Partners' }, 'review'))).toEqual([
      signed.ir_id,
    ]);
    expect(ids(filterRows(rows, { firm_name: '(none)' }, 'review'))).toEqual([
      withFile.ir_id,
      owners.ir_id,
    ]);
    expect(ids(filterRows(rows, { authorization_status: 'revoked' }, 'review'))).toEqual([
      revoked.ir_id,
    ]);
    expect(
      ids(
        filterRows(rows, { authorization_status: '(none)', by_representative: 'true' }, 'review'),
      ),
    ).toEqual([withFile.ir_id]);
  });

  it("offers each firm of the view's rows, and Active, Revoked and none, before any was revoked", () => {
    expect(filterOptions(rows, 'firm_name', assignees, 'en')).toEqual([
      { value: '(none)', label: '(No firm)' },
      { value: 'Assessment Allies', label: 'Assessment Allies' },
      { value: 'Fair Tax Partners', label: 'Fair Tax Partners' },
    ]);
    expect(filterOptions([signed], 'authorization_status', assignees, 'en')).toEqual([
      { value: 'active', label: 'Active' },
      { value: 'revoked', label: 'Revoked' },
      { value: '(none)', label: '(None e-signed)' },
    ]);
  });

  it('sorts by the words shown', () => {
    const sorted = sortRows(
      [revoked, signed],
      { key: 'authorization_status', desc: false },
      assignees,
    );
    expect(ids(sorted)).toEqual([signed.ir_id, revoked.ir_id]);
  });

  it('lives in the URL like the other filters, in every view', () => {
    for (const view of ['review', 'far', 'offer', 'complete', 'withdrawn'] as const) {
      const filters = { firm_name: 'Fair Tax Partners', authorization_status: 'revoked' };
      const params = listStateToParams({
        view,
        sort: { key: 'application_submitted', desc: true },
        filters,
      });
      expect(params.get('firm_name')).toBe('Fair Tax Partners');
      expect(parseListState(params).filters).toEqual(filters);
    }
  });

  it('goes to the CSV as the firm and the words shown, empty where there is none, in every view', () => {
    for (const view of ['review', 'complete'] as const) {
      const { header, records } = csvTable([signed, owners], view, assignees);
      const firm = header.indexOf('Firm');
      const status = header.indexOf('Owner authorization');
      expect(records.map((record) => [record[firm], record[status]])).toEqual([
        ['Fair Tax Partners', 'Active'],
        ['', ''],
      ]);
    }
  });
});
