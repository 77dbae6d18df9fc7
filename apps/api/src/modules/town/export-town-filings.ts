import {
  NO_OWNER_RESPONSE,
  OWNER_RESPONSES,
  TOWN_CSV_COLUMNS,
  TOWN_CSV_MEETING_STATUS,
  TOWN_CSV_OFFER_STATUS,
  filingNumber,
  formatInstant,
} from '@ir/domain';
import { csvRecord } from '@ir/domain/csv.ts';
import type { Db } from '../../db/client.ts';
import { exportRowsAfter, type TownExportRow } from '../applications/index.ts';
import { meetingSummaries, type MeetingStatus } from '../meetings/index.ts';
import { offerSummaries, type FilingOfferSummary } from '../offers/index.ts';

/** What the export adds to a filing from the offers and meetings of its batch. */
export interface TownExportExtras {
  offers?: FilingOfferSummary | undefined;
  meeting?: MeetingStatus | undefined;
}

/** Rows read per query while exporting: small enough to keep memory flat. */
const EXPORT_BATCH = 1000;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * One filing's cells, in TOWN_CSV_COLUMNS order. The outcome (the new value, the change in
 * value, and the owner's answer to it) is only filled once the review is complete: before
 * that it is a reviewer's working value, not a decision. The change is an amount, the new
 * assessed total value minus the original (negative for a reduction, 0 for none), written as
 * a number; empty when the roll had no original value to subtract.
 */
export function townCsvCells(
  municipalityKey: string,
  row: TownExportRow,
  extras: TownExportExtras = {},
): (string | number)[] {
  const complete = row.reviewStatus === 'complete';
  // 'no change' stores the received value again; a completed review without one changed nothing.
  const newValue = row.assessedTotalValue ?? row.receivedTotalValue;
  const change =
    complete && newValue !== null && row.receivedTotalValue !== null
      ? newValue - row.receivedTotalValue
      : '';
  return [
    filingNumber(municipalityKey, row.filingYear, row.id),
    row.sbl,
    text(row.propClass),
    text(row.locStNbr),
    text(row.locStName),
    formatInstant(row.submittedAt, 'csv'),
    row.reviewStatus,
    text(row.receivedTotalValue),
    complete ? text(newValue) : '',
    change,
    row.dataChangeNeeded,
    row.dataChangeComplete,
    row.sketchChangeNeeded,
    row.sketchChangeComplete,
    complete ? (row.ownerResponse ? OWNER_RESPONSES[row.ownerResponse] : NO_OWNER_RESPONSE) : '',
    extras.offers?.sent ?? 0,
    extras.offers ? TOWN_CSV_OFFER_STATUS[extras.offers.latest] : '',
    extras.meeting ? TOWN_CSV_MEETING_STATUS[extras.meeting] : '',
    complete && row.daysToReview !== null ? row.daysToReview : '',
  ];
}

/** GET /town/export: the header, then every filing in filing order, a batch at a time. */
export async function* townFilingsCsv(
  db: Db,
  municipalityKey: string,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield csvRecord(TOWN_CSV_COLUMNS);
  let afterId = 0;
  for (;;) {
    const rows = await exportRowsAfter(db, municipalityKey, afterId, batch);
    if (rows.length > 0) {
      const ids = rows.map((row) => row.id);
      const [offers, meetings] = await Promise.all([
        offerSummaries(db, municipalityKey, ids),
        meetingSummaries(db, municipalityKey, ids),
      ]);
      yield rows
        .map((row) =>
          csvRecord(
            townCsvCells(municipalityKey, row, {
              offers: offers.get(row.id),
              meeting: meetings.get(row.id),
            }),
          ),
        )
        .join('');
    }
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
