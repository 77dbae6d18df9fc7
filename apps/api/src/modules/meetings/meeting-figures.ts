import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingBookings } from '../../db/schema/index.ts';

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The town dashboard's meeting figures: meetings booked (every booking made, whatever became
 * of it, a cancelled one included), held, and missed (the owner did not come).
 */
export async function countMeetings(
  db: Db,
  municipalityKey: string,
): Promise<{ booked: number; held: number; missed: number }> {
  const [row] = await db
    .select({
      booked: sql<number>`count(*)`.mapWith(Number),
      held: counted(sql`${meetingBookings.status} = 'held'`),
      missed: counted(sql`${meetingBookings.status} = 'no_show'`),
    })
    .from(meetingBookings)
    .where(eq(meetingBookings.municipalityKey, municipalityKey));
  if (!row) throw new Error('an aggregate query returned no row');
  return row;
}

export type MeetingStatus = 'booked' | 'cancelled' | 'held' | 'no_show';

/** The latest booking's status of each of these filings (one export batch), by application id. */
export async function meetingSummaries(
  db: Db,
  municipalityKey: string,
  applicationIds: readonly number[],
): Promise<Map<number, MeetingStatus>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([meetingBookings.applicationId], {
      applicationId: meetingBookings.applicationId,
      status: sql<MeetingStatus>`${meetingBookings.status}`,
    })
    .from(meetingBookings)
    .where(
      and(
        eq(meetingBookings.municipalityKey, municipalityKey),
        inArray(meetingBookings.applicationId, [...applicationIds]),
      ),
    )
    .orderBy(meetingBookings.applicationId, desc(meetingBookings.id));
  return new Map(rows.map((r) => [r.applicationId, r.status]));
}
