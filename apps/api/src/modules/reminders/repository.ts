import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailPreferences, sentReminders } from '../../db/schema/index.ts';

/** Whether the account gets reminder e-mails: on unless it turned them off. */
export async function remindersOn(db: Db, municipalityKey: string, userId: number) {
  const [row] = await db
    .select({ reminders: emailPreferences.reminders })
    .from(emailPreferences)
    .where(
      and(
        eq(emailPreferences.municipalityKey, municipalityKey),
        eq(emailPreferences.userId, userId),
      ),
    );
  return row?.reminders ?? true;
}

/** The accounts among `ids` here that turned reminder e-mails off. */
export async function remindersOffAmong(
  db: Db,
  municipalityKey: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ userId: emailPreferences.userId })
    .from(emailPreferences)
    .where(
      and(
        eq(emailPreferences.municipalityKey, municipalityKey),
        inArray(emailPreferences.userId, [...ids]),
        eq(emailPreferences.reminders, false),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

export async function writeRemindersChoice(
  db: Db,
  key: { municipalityKey: string; userId: number },
  reminders: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(emailPreferences)
    .values({ ...key, reminders, updatedAt: now })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { reminders, updatedAt: now } });
}

export type DraftReminderKind = 'draft-7d' | 'draft-1d';

/**
 * Records a reminder as sent unless it already was; true when this call recorded it, so the
 * caller (in the same transaction) enqueues the e-mail. A concurrent claim of the same
 * reminder waits on the unique index and then writes nothing.
 */
export async function claimReminder(
  db: Db,
  reminder: { municipalityKey: string; userId: number; sentAt: Date } & (
    | { kind: DraftReminderKind; periodEndsAt: Date }
    | { kind: 'response-closing'; applicationId: number }
  ),
): Promise<boolean> {
  const claimed = await db
    .insert(sentReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ id: sentReminders.id });
  return claimed.length === 1;
}
