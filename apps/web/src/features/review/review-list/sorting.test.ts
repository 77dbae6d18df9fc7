import { describe, expect, it } from 'vitest';
import { assignees, ids, row } from '../test/list-rows.ts';
import { compareValues, DEFAULT_SORT, sortRows, toggleSort } from './sorting.ts';

describe('compareValues', () => {
  it('compares numbers as numbers, numeric text included', () => {
    expect(compareValues(9, 12)).toBeLessThan(0);
    expect(compareValues('9', '12')).toBeLessThan(0);
    expect(compareValues('12', '9')).toBeGreaterThan(0);
    expect(compareValues('-1.5', '2')).toBeLessThan(0);
  });

  it('compares anything else as case-insensitive text', () => {
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareValues('MAIN', 'main')).toBe(0);
    // One number, one not: text, so '9' sorts after '12A'.
    expect(compareValues('9', '12A')).toBeGreaterThan(0);
  });

  it('treats a missing value as empty text', () => {
    expect(compareValues(null, 'a')).toBeLessThan(0);
    expect(compareValues(null, null)).toBe(0);
    expect(compareValues(null, 5)).toBeLessThan(0);
  });
});

describe('sortRows and toggleSort', () => {
  it('sorts house numbers numerically and names case-insensitively, both ways', () => {
    const rows = [
      row({ loc_st_nbr: '12', loc_st_name: 'oak' }),
      row({ loc_st_nbr: '9', loc_st_name: 'Elm' }),
      row({ loc_st_nbr: '100', loc_st_name: 'birch' }),
    ];
    const [a, b, c] = ids(rows);
    expect(ids(sortRows(rows, { key: 'loc_st_nbr', desc: false }, assignees))).toEqual([b, a, c]);
    expect(ids(sortRows(rows, { key: 'loc_st_nbr', desc: true }, assignees))).toEqual([c, a, b]);
    expect(ids(sortRows(rows, { key: 'loc_st_name', desc: false }, assignees))).toEqual([c, b, a]);
  });

  it('sorts assignees by e-mail, unassigned first', () => {
    const rows = [row({ assigned_to: 7 }), row({ assigned_to: null }), row({ assigned_to: 8 })];
    const [zed, none, amy] = ids(rows);
    expect(ids(sortRows(rows, { key: 'assigned_to', desc: false }, assignees))).toEqual([
      none,
      amy,
      zed,
    ]);
  });

  it("sorts the owner's answer by what it reads: Accepted, Disagreed, No response", () => {
    const rows = [
      row({ owner_response: null }),
      row({ owner_response: 'disagree' }),
      row({ owner_response: 'accept' }),
    ];
    const [none, disagreed, accepted] = ids(rows);
    expect(ids(sortRows(rows, { key: 'owner_response', desc: false }, assignees))).toEqual([
      accepted,
      disagreed,
      none,
    ]);
    expect(ids(sortRows(rows, { key: 'owner_response', desc: true }, assignees))).toEqual([
      none,
      disagreed,
      accepted,
    ]);
  });

  it('keeps the given order for equal values and does not change its input', () => {
    const rows = [
      row({ prop_class: '210' }),
      row({ prop_class: '210' }),
      row({ prop_class: '100' }),
    ];
    const before = ids(rows);
    const sorted = sortRows(rows, { key: 'prop_class', desc: false }, assignees);
    expect(ids(sorted)).toEqual([before[2], before[0], before[1]]);
    expect(ids(rows)).toEqual(before);
  });

  it('starts a new column ascending and flips the sorted one', () => {
    expect(toggleSort(DEFAULT_SORT, 'print_key')).toEqual({ key: 'print_key', desc: false });
    expect(toggleSort({ key: 'print_key', desc: false }, 'print_key')).toEqual({
      key: 'print_key',
      desc: true,
    });
    expect(toggleSort(DEFAULT_SORT, 'application_submitted')).toEqual({
      key: 'application_submitted',
      desc: false,
    });
  });
});
