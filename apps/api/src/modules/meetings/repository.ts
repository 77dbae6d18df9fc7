import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingBookings, meetingSlots } from '../../db/schema/index.ts';

export type SlotRow = typeof meetingSlots.$inferSelect;
export type BookingRow = typeof meetingBookings.$inferSelect;

/** Bookings that still hold their slot: booked, held or missed (never a cancelled one). */
const live = ne(meetingBookings.status, 'cancelled');

/**
 * The municipality's slot publishing lock, held to the end of the transaction: the overlap
 * check and the insert of two requests for one reviewer take turns.
 */
export async function lockSlotPublishing(tx: Db, municipalityKey: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`meeting_slots:${municipalityKey}`}, 0))`,
  );
}

/** The first slot of `reviewerId` that overlaps [start, end), if any. */
export async function findOverlappingSlot(
  db: Db,
  municipalityKey: string,
  reviewerId: number,
  start: Date,
  end: Date,
): Promise<SlotRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.municipalityKey, municipalityKey),
        eq(meetingSlots.reviewerId, reviewerId),
        lt(meetingSlots.startsAt, end),
        gt(sql`${meetingSlots.startsAt} + make_interval(mins => ${meetingSlots.minutes})`, start),
      ),
    )
    .orderBy(asc(meetingSlots.startsAt))
    .limit(1);
  return row;
}

export async function insertSlots(
  db: Db,
  rows: (typeof meetingSlots.$inferInsert)[],
): Promise<SlotRow[]> {
  return db.insert(meetingSlots).values(rows).returning();
}

/** Slots starting in [from, to), with each one's live booking. */
export async function listSlotsWithBookings(
  db: Db,
  municipalityKey: string,
  from: Date,
  to: Date,
): Promise<{ slot: SlotRow; booking: BookingRow | null }[]> {
  return db
    .select({ slot: meetingSlots, booking: meetingBookings })
    .from(meetingSlots)
    .leftJoin(meetingBookings, and(eq(meetingBookings.slotId, meetingSlots.id), live))
    .where(
      and(
        eq(meetingSlots.municipalityKey, municipalityKey),
        gte(meetingSlots.startsAt, from),
        lt(meetingSlots.startsAt, to),
      ),
    )
    .orderBy(asc(meetingSlots.startsAt), asc(meetingSlots.id));
}

/** Slots with no live booking starting in [from, to). */
export async function listOpenSlots(
  db: Db,
  municipalityKey: string,
  from: Date,
  to: Date,
): Promise<SlotRow[]> {
  const rows = await db
    .select({ slot: meetingSlots })
    .from(meetingSlots)
    .leftJoin(meetingBookings, and(eq(meetingBookings.slotId, meetingSlots.id), live))
    .where(
      and(
        eq(meetingSlots.municipalityKey, municipalityKey),
        gte(meetingSlots.startsAt, from),
        lt(meetingSlots.startsAt, to),
        isNull(meetingBookings.id),
      ),
    )
    .orderBy(asc(meetingSlots.startsAt), asc(meetingSlots.id));
  return rows.map((r) => r.slot);
}

export async function findSlot(
  db: Db,
  municipalityKey: string,
  id: number,
  lock: 'for update' | 'no lock' = 'no lock',
): Promise<SlotRow | undefined> {
  const query = db
    .select()
    .from(meetingSlots)
    .where(and(eq(meetingSlots.municipalityKey, municipalityKey), eq(meetingSlots.id, id)));
  const [row] = lock === 'for update' ? await query.for('update') : await query;
  return row;
}

export async function deleteSlot(db: Db, id: number): Promise<void> {
  await db.delete(meetingSlots).where(eq(meetingSlots.id, id));
}

/** The slot's live booking, locked. */
export async function lockLiveBookingOfSlot(
  db: Db,
  slotId: number,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingBookings)
    .where(and(eq(meetingBookings.slotId, slotId), live))
    .for('update');
  return row;
}

/** The filing's booked meeting, locked (the filing's row lock is held by the caller). */
export async function lockBookedOfFiling(
  db: Db,
  municipalityKey: string,
  applicationId: number,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingBookings)
    .where(
      and(
        eq(meetingBookings.municipalityKey, municipalityKey),
        eq(meetingBookings.applicationId, applicationId),
        eq(meetingBookings.status, 'booked'),
      ),
    )
    .for('update');
  return row;
}

/** The filing's booked meeting, else its latest held or missed one. */
export async function findMeetingOfFiling(
  db: Db,
  municipalityKey: string,
  applicationId: number,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingBookings)
    .where(
      and(
        eq(meetingBookings.municipalityKey, municipalityKey),
        eq(meetingBookings.applicationId, applicationId),
        live,
      ),
    )
    .orderBy(desc(sql`${meetingBookings.status} = 'booked'`), desc(meetingBookings.id))
    .limit(1);
  return row;
}

export async function lockBooking(
  db: Db,
  municipalityKey: string,
  id: number,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingBookings)
    .where(and(eq(meetingBookings.municipalityKey, municipalityKey), eq(meetingBookings.id, id)))
    .for('update');
  return row;
}

export async function insertBooking(
  db: Db,
  row: typeof meetingBookings.$inferInsert,
): Promise<BookingRow> {
  const [inserted] = await db.insert(meetingBookings).values(row).returning();
  return inserted as BookingRow;
}

export async function updateBooking(
  db: Db,
  id: number,
  changes: Partial<typeof meetingBookings.$inferInsert>,
): Promise<BookingRow> {
  const [updated] = await db
    .update(meetingBookings)
    .set(changes)
    .where(eq(meetingBookings.id, id))
    .returning();
  return updated as BookingRow;
}

/**
 * Claims up to `limit` booked meetings starting in (now, until] not yet reminded: marks them
 * reminded and answers them, SKIP LOCKED so several instances claim disjoint rows. The caller's
 * transaction enqueues their e-mails, so a claim and its e-mail commit together.
 */
export async function claimDueReminders(
  tx: Db,
  now: Date,
  until: Date,
  limit: number,
): Promise<BookingRow[]> {
  const due = tx
    .select({ id: meetingBookings.id })
    .from(meetingBookings)
    .where(
      and(
        eq(meetingBookings.status, 'booked'),
        isNull(meetingBookings.reminderSentAt),
        gt(meetingBookings.startsAt, now),
        lt(meetingBookings.startsAt, until),
      ),
    )
    .orderBy(asc(meetingBookings.startsAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(meetingBookings)
    .set({ reminderSentAt: now })
    .where(inArray(meetingBookings.id, due))
    .returning();
}

/** The municipality's meetings: booked (every booking, cancelled ones too), held, missed. */
export async function countMeetings(
  db: Db,
  municipalityKey: string,
): Promise<{ booked: number; held: number; missed: number }> {
  const [row] = await db
    .select({
      booked: sql<number>`count(*)::int`,
      held: sql<number>`count(*) filter (where ${meetingBookings.status} = 'held')::int`,
      missed: sql<number>`count(*) filter (where ${meetingBookings.status} = 'no_show')::int`,
    })
    .from(meetingBookings)
    .where(eq(meetingBookings.municipalityKey, municipalityKey));
  return { booked: row?.booked ?? 0, held: row?.held ?? 0, missed: row?.missed ?? 0 };
}

export type MeetingStatus = 'booked' | 'cancelled' | 'held' | 'no_show';

/** Each filing's latest booking's status, for the town's export. */
export async function meetingSummaries(
  db: Db,
  municipalityKey: string,
  applicationIds: readonly number[],
): Promise<Map<number, MeetingStatus>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([meetingBookings.applicationId], {
      applicationId: meetingBookings.applicationId,
      status: meetingBookings.status,
    })
    .from(meetingBookings)
    .where(
      and(
        eq(meetingBookings.municipalityKey, municipalityKey),
        inArray(meetingBookings.applicationId, [...applicationIds]),
      ),
    )
    .orderBy(meetingBookings.applicationId, desc(meetingBookings.id));
  return new Map(rows.map((r) => [r.applicationId, r.status as MeetingStatus]));
}
