import { eq } from 'drizzle-orm';
import { BULK_CSV_COLUMNS, type BulkRow } from '@ir/domain/bulk-filing.ts';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';

/** What a mega-admin's approval does: the account may file in bulk. */
export async function approveRepresentative(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ representative: true }).where(eq(users.id, userId));
}

const BOUNDARY = '----ir-bulk-boundary';

/** A valid batch row for `sbl` naming `files`; `overrides` change any cell. */
export function bulkRow(sbl: string, overrides: Partial<BulkRow> = {}): BulkRow {
  return {
    sbl,
    owner_first_name: 'Olive',
    owner_last_name: 'Owner',
    owner_address1: '12 N Maple St',
    owner_address2: '',
    owner_city: 'Kent',
    owner_state: 'NY',
    owner_zip: '10512',
    owner_phone: '845-555-0101',
    owner_email: '',
    desired_value: '150000',
    reason: 'comparable_sales',
    comments: 'Similar houses sold for less.',
    comp1: '',
    comp2: '',
    comp3: '',
    comp4: '',
    comp5: '',
    files: 'authorization.pdf',
    ...overrides,
  };
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The CSV of `rows` under the layout's header, with `eol` line ends. */
export function bulkCsv(
  rows: BulkRow[],
  eol = '\n',
  columns: readonly string[] = BULK_CSV_COLUMNS,
): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => quote(row[c as keyof BulkRow] ?? '')).join(',')),
  ];
  return lines.join(eol) + eol;
}

/**
 * A batch's multipart body: the captcha (when given), then `csv` and `zip` as file parts.
 * Spread `headers` and `payload` into `app.inject`.
 */
export function bulkForm(parts: {
  captcha?: string;
  csv?: string | Buffer;
  zip?: Buffer;
  csvName?: string;
}): { headers: Record<string, string>; payload: Buffer } {
  const chunks: Buffer[] = [];
  if (parts.captcha !== undefined) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="captcha"\r\n\r\n${parts.captcha}\r\n`,
      ),
    );
  }
  const file = (field: string, name: string, type: string, content: Buffer) => {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  };
  if (parts.csv !== undefined) {
    const csv = typeof parts.csv === 'string' ? Buffer.from(parts.csv) : parts.csv;
    file('csv', parts.csvName ?? 'batch.csv', 'text/csv', csv);
  }
  if (parts.zip) file('zip', 'files.zip', 'application/zip', parts.zip);
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(chunks),
  };
}
