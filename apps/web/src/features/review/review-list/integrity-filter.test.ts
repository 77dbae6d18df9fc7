import { describe, expect, it } from 'vitest';
import { assignees, ids, row } from '../test/list-rows.ts';
import { filterOptions, filterRows } from './filtering.ts';
import { parseListState, listStateToParams } from './list-state.ts';

describe('the integrity guard filter', () => {
  const crossed = row({ review_status: 'complete', integrity_flag: true });
  const within = row({ review_status: 'complete' });
  const offered = row({ review_status: 'offer', offer_status: 'open', integrity_flag: true });

  it('keeps the decisions and offers that crossed the guard, and those that did not', () => {
    expect(ids(filterRows([crossed, within], { integrity_flag: 'true' }, 'complete'))).toEqual([
      crossed.ir_id,
    ]);
    expect(ids(filterRows([crossed, within], { integrity_flag: 'false' }, 'complete'))).toEqual([
      within.ir_id,
    ]);
    expect(ids(filterRows([offered], { integrity_flag: 'true' }, 'offer'))).toEqual([
      offered.ir_id,
    ]);
  });

  it('offers both answers in words, before any decision crossed it', () => {
    expect(filterOptions([within], 'integrity_flag', assignees, 'en')).toEqual([
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ]);
  });

  it('lives in the URL like the other filters', () => {
    const params = listStateToParams({
      view: 'complete',
      sort: { key: 'application_submitted', desc: true },
      filters: { integrity_flag: 'true' },
    });
    expect(params.get('integrity_flag')).toBe('true');
    expect(parseListState(params).filters).toEqual({ integrity_flag: 'true' });
  });
});
