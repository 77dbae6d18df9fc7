import { describe, expect, it } from 'vitest';
import { ids, row } from '../test/list-rows.ts';
import { ReviewList } from './review-list.ts';

const texts = (rows: readonly object[]) => rows.map((r) => JSON.stringify(r));

describe('ReviewList', () => {
  it('gives every row, in the answer order, parsed once', () => {
    const rows = [row(), row({ review_status: 'far' }), row()];
    const list = new ReviewList(texts(rows));
    expect(list.parsedRows()).toBeNull();
    const all = list.rows();
    expect(all).toEqual(rows);
    expect(list.rows()).toBe(all);
    expect(list.parsedRows()).toBe(all);
  });

  it("finds a view's first rows, parsing no further than the last of them", () => {
    const rows = [row(), row({ review_status: 'far' }), row(), row({ review_status: 'far' })];
    // Past the rows it needs, a text that is no row: reaching it would throw.
    const list = new ReviewList([...texts(rows), '{']);
    expect(ids(list.firstOfView('review', 2))).toEqual(ids([rows[0]!, rows[2]!]));
    expect(ids(list.firstOfView('far', 1))).toEqual(ids([rows[1]!]));
    expect(list.parsedRows()).toBeNull();
    expect(() => list.rows()).toThrow(SyntaxError);
  });

  it('parses a row found first once: the whole list holds the same object', () => {
    const list = new ReviewList(texts([row(), row()]));
    const [first] = list.firstOfView('review', 1);
    expect(list.rows()[0]).toBe(first);
  });

  it('parses a part at a time, going on from the first rows found', () => {
    const rows = [row(), row(), row(), row(), row()];
    const list = new ReviewList([...texts(rows.slice(0, 4)), '{']);
    expect(ids(list.firstOfView('review', 1))).toEqual(ids([rows[0]!]));
    expect(list.parseSome(2)).toBeNull();
    expect(list.parseSome(1)).toBeNull();
    expect(list.parsedRows()).toBeNull();
    // The fifth text, the broken one, is reached only now.
    expect(() => list.parseSome(2)).toThrow(SyntaxError);
    const whole = new ReviewList(texts(rows));
    expect(whole.parseSome(3)).toBeNull();
    expect(ids(whole.parseSome(3) ?? [])).toEqual(ids(rows));
    expect(whole.parsedRows()).toEqual(rows);
  });

  it('gives the rows of a view that has fewer than asked for, and no more', () => {
    const rows = [row({ review_status: 'complete' }), row()];
    const list = new ReviewList(texts(rows));
    expect(ids(list.firstOfView('complete', 20))).toEqual(ids([rows[0]!]));
    expect(list.firstOfView('offer', 20)).toEqual([]);
    list.rows();
    expect(ids(list.firstOfView('review', 20))).toEqual(ids([rows[1]!]));
  });

  it('refuses a text that is no list row, with the schema’s reason', () => {
    const list = new ReviewList([JSON.stringify({ ...row(), ir_id: '12' })]);
    expect(() => list.rows()).toThrow(/ir_id/);
  });
});
