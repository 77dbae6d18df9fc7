import {
  parseReviewListRow,
  type ReviewListRow,
} from '@ir/domain/contracts/review/review-fields.ts';
import { VIEW_TABS, type ReviewView } from './views.ts';

/**
 * The list call's answer (SPEC §7: each item the JSON text of one row), its rows parsed and
 * checked when first needed, each once. Parsing all 20,000 is most of the work between the
 * answer's last byte and the table drawn, while the table's first frame needs only the rows
 * in view: `firstOfView` parses as far as it finds them, and `rows` the whole list after.
 */
export class ReviewList {
  #texts: readonly string[];
  #parsed: (ReviewListRow | undefined)[];
  #all: ReviewListRow[] | null = null;
  /** Where `parseSome` goes on from. */
  #next = 0;

  constructor(texts: readonly string[]) {
    this.#texts = texts;
    this.#parsed = new Array<ReviewListRow | undefined>(texts.length);
  }

  #row(index: number): ReviewListRow {
    let row = this.#parsed[index];
    if (row === undefined) {
      row = parseReviewListRow(this.#texts[index] as string);
      this.#parsed[index] = row;
    }
    return row;
  }

  /** Every row in the answer's order; throws, as the parse does, on a text that is no row. */
  rows(): ReviewListRow[] {
    if (this.#all === null) {
      const all = new Array<ReviewListRow>(this.#texts.length);
      for (let index = 0; index < all.length; index++) all[index] = this.#row(index);
      this.#all = all;
      // The 9 MB of texts are not needed again.
      this.#texts = [];
      this.#parsed = [];
    }
    return this.#all;
  }

  /**
   * Parses up to `count` more texts, so the whole list can be read a part at a time between
   * other work; the rows once all are parsed, else null.
   */
  parseSome(count: number): ReviewListRow[] | null {
    if (this.#all !== null) return this.#all;
    const end = Math.min(this.#texts.length, this.#next + count);
    for (let index = this.#next; index < end; index++) this.#row(index);
    this.#next = end;
    return end === this.#texts.length ? this.rows() : null;
  }

  /** The rows once they are all parsed (`rows`, `parseSome`), else null. */
  parsedRows(): ReviewListRow[] | null {
    return this.#all;
  }

  /**
   * The first `count` rows of `view` in the answer's order, which is the default sort's (the
   * server sends the list newest first), parsing the texts only as far as they are found.
   */
  firstOfView(view: ReviewView, count: number): ReviewListRow[] {
    const status = VIEW_TABS[view].status;
    const size = this.#all?.length ?? this.#texts.length;
    const found: ReviewListRow[] = [];
    for (let index = 0; index < size && found.length < count; index++) {
      const row = this.#all?.[index] ?? this.#row(index);
      if (row.review_status === status) found.push(row);
    }
    return found;
  }
}
