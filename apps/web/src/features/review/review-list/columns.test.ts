import { describe, expect, it } from 'vitest';
import { VIEW_COLUMNS } from './columns.ts';

describe('the columns', () => {
  it('are the ones SPEC §2 names for each view, with sort off for change in value and the link', () => {
    expect(VIEW_COLUMNS.review.map((c) => c.key)).toEqual([
      'print_key',
      'prop_class',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'assigned_to',
      'offer_status',
      'by_representative',
      'firm_name',
      'filed_by',
      'authorization_status',
      'ir_id',
    ]);
    expect(VIEW_COLUMNS.far.map((c) => c.key)).toEqual([
      'print_key',
      'prop_class',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'assigned_to',
      'data_change_needed',
      'data_change_complete',
      'sketch_change_needed',
      'sketch_change_complete',
      'offer_status',
      'by_representative',
      'firm_name',
      'filed_by',
      'authorization_status',
      'ir_id',
    ]);
    expect(VIEW_COLUMNS.complete.map((c) => c.key)).toEqual([
      'print_key',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'who_reviewed',
      'received_total_value',
      'total_value_change',
      'owner_response',
      'integrity_flag',
      'by_representative',
      'firm_name',
      'filed_by',
      'authorization_status',
      'ir_id',
    ]);
    const unsortable = Object.values(VIEW_COLUMNS)
      .flat()
      .filter((c) => !c.sortable)
      .map((c) => c.key);
    expect(new Set(unsortable)).toEqual(new Set(['total_value_change', 'ir_id']));
  });

  it('shows the respond-by day in Offer sent, and the offer that came back in Review and FAR', () => {
    expect(VIEW_COLUMNS.offer.map((c) => c.key)).toEqual([
      'print_key',
      'prop_class',
      'loc_st_nbr',
      'loc_st_name',
      'application_submitted',
      'assigned_to',
      'offer_respond_by',
      'integrity_flag',
      'by_representative',
      'firm_name',
      'filed_by',
      'authorization_status',
      'ir_id',
    ]);
    for (const view of ['review', 'far'] as const) {
      expect(VIEW_COLUMNS[view].find((c) => c.key === 'offer_status')).toEqual({
        key: 'offer_status',
        label: 'Offer',
        sortable: true,
        filter: 'select',
      });
    }
  });

  it("gives the owner's answer a sortable Response column with an (All) dropdown, in Complete only", () => {
    const response = VIEW_COLUMNS.complete.find((c) => c.key === 'owner_response');
    expect(response).toEqual({
      key: 'owner_response',
      label: 'Response',
      sortable: true,
      filter: 'select',
    });
    for (const view of ['review', 'far', 'withdrawn'] as const) {
      expect(VIEW_COLUMNS[view].map((c) => c.key)).not.toContain('owner_response');
    }
  });

  it('says in every view whether a representative filed it, with a Yes/No dropdown', () => {
    for (const columns of Object.values(VIEW_COLUMNS)) {
      expect(columns.at(-5)).toEqual({
        key: 'by_representative',
        label: 'Filed by a representative',
        sortable: true,
        filter: 'select',
      });
    }
  });

  it("names in every view the firm, the account that filed it and the owner's authorization, each with an (All) dropdown, before the link", () => {
    for (const columns of Object.values(VIEW_COLUMNS)) {
      expect(columns.slice(-4, -1)).toEqual([
        { key: 'firm_name', label: 'Firm', sortable: true, filter: 'select' },
        { key: 'filed_by', label: 'Filed by', sortable: true, filter: 'select' },
        {
          key: 'authorization_status',
          label: 'Owner authorization',
          sortable: true,
          filter: 'select',
        },
      ]);
    }
  });
});
