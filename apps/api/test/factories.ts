import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { refOf, type MessageLike, type Role, type UserStatus } from '@ir/domain';
import { messageText } from '@ir/domain/catalogues.ts';
import type { Db } from '../src/db/client.ts';
import {
  applications as applicationsTable,
  outbox,
  parcels,
  rateLimits,
  sessions,
  users,
  userTokens,
} from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { hashPassword, insertUser, type UserRow } from '../src/modules/users/index.ts';

let lastIp = 0;
/** A new client address per call, so rate limits of one test do not reach into another. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export function sessionCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

export function withSession(token: string): { cookie: string } {
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** Rows of every table an account call may write, to prove a failure wrote nothing. */
export async function countAccountRows(db: Db) {
  const n = async (table: typeof users | typeof userTokens | typeof sessions | typeof outbox) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    users: await n(users),
    userTokens: await n(userTokens),
    sessions: await n(sessions),
    outbox: await n(outbox),
  };
}

export async function rateLimitRows(db: Db) {
  return db.select().from(rateLimits);
}

export async function mailTo(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/** The token of the first link to `path` in an e-mail's text. */
export function tokenInMail(text: string, path: '/verify' | '/changepassword' | '/invite'): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

export async function sessionsOf(db: Db, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

export async function createTestUser(
  db: Db,
  input: {
    email: string;
    password: string;
    role?: Role;
    status?: UserStatus;
    municipalityKey?: string;
  },
): Promise<UserRow> {
  const status = input.status ?? 'active';
  const user = await insertUser(db, {
    municipalityKey: input.municipalityKey ?? 'development',
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role ?? 'user',
    status,
    verifiedAt: status === 'awaiting verification' ? null : new Date(),
  });
  if (!user) throw new Error(`${input.email} exists already`);
  return user;
}

let parcelCount = 0;

/** A parcel of the roll (only what every parcel has); `sbl` defaults to a fresh print key. */
export async function createTestParcel(
  db: Db,
  input: { municipalityKey?: string; sbl?: string; fullAddress?: string } = {},
): Promise<{ municipalityKey: string; sbl: string }> {
  parcelCount += 1;
  const row = {
    municipalityKey: input.municipalityKey ?? 'development',
    sbl: input.sbl ?? `900.00-${parcelCount}-1`,
    fullAddress: input.fullAddress ?? `${parcelCount} Test Street`,
  };
  await db.insert(parcels).values(row);
  return { municipalityKey: row.municipalityKey, sbl: row.sbl };
}

let applications = 0;

/**
 * A submitted application, inserted directly (the filing API is another module's): a parcel
 * snapshot with sensible defaults, owner block, reason and comps. Returns its id (ir_id).
 */
export async function createApplication(
  db: Db,
  municipalityKey: string,
  submittedBy: number | null,
  overrides: Partial<typeof applicationsTable.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(applicationsTable)
    .values(applicationValues(municipalityKey, submittedBy, overrides))
    .returning({ id: applicationsTable.id });
  if (!row) throw new Error('application not inserted');
  return row.id;
}

/** Many applications at once (a bulk action's worth), in statements of a thousand; their ids. */
export async function createApplications(
  db: Db,
  municipalityKey: string,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let done = 0; done < count; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - done) }, () =>
      applicationValues(municipalityKey, null),
    );
    const rows = await db
      .insert(applicationsTable)
      .values(batch)
      .returning({ id: applicationsTable.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

function applicationValues(
  municipalityKey: string,
  submittedBy: number | null,
  overrides: Partial<typeof applicationsTable.$inferInsert> = {},
): typeof applicationsTable.$inferInsert {
  applications += 1;
  return {
    municipalityKey,
    filingYear: 2025,
    submittedBy,
    sbl: `100.00-1-${applications}`,
    parcelId: `P${applications}`,
    swisCo: '01',
    swisTown: '02',
    swisVg: '03',
    propClass: '210',
    nbhdCode: 'N1',
    receivedTotalValue: 200_000,
    receivedLandValue: 50_000,
    sfla: 1500,
    locStNbr: String(applications),
    locStName: 'Main St',
    fullAddress: `${applications} Main St`,
    ownerFirstName: 'Olive',
    ownerLastName: 'Owner',
    ownerAddress1: '1 Owner Rd',
    ownerCity: 'Kent',
    ownerState: 'NY',
    ownerZip: '10512',
    ownerPhone: '845-555-0100',
    applicantIsOwner: true,
    desiredValue: 180_000,
    reason: 'comparable_sales',
    comments: 'Too high',
    ...overrides,
  };
}

/**
 * The error body a refusal is answered with in English: its text, and the catalogue key (and
 * values) it was said from (decision 045).
 */
export function refusalBody(
  code: string,
  message: MessageLike,
  statusCode = 400,
): { statusCode: number; error_message: string; message: string; message_key: string } {
  const ref = refOf(message);
  return {
    statusCode,
    error_message: code,
    message: messageText('en', ref),
    message_key: ref.key,
    ...(ref.values === undefined ? {} : { message_values: { ...ref.values } }),
  };
}
