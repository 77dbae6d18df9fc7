/**
 * Informal meetings on a fresh embedded database (PGlite), through the whole app
 * (`app.inject`): rounds of fifty owners booking one slot at once
 * (`POST /api/applications/{id}/meeting`, each from an address of its own), with every
 * round's answers counted (one booking, 49 × 409 slot_taken); the same call one at a time on
 * free slots as the baseline; and the calendar file (`meetingCalendar`, ical-generator with
 * the America/New_York VTIMEZONE) built alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { meetingCalendar } from '../src/modules/meetings/index.ts';
import { KENT, seedKentFilings } from './kent-filings.ts';
import { fmt, percentile, ratio } from './processes.ts';

const MUNICIPALITY = KENT;
const HOST = `${MUNICIPALITY}.localhost`;
const NOW = new Date('2026-02-10T15:00:00Z');
/** Owners racing for each slot, as the issue asks. */
const RACERS = 50;
const ROUNDS = 10;
/** Bookings made one at a time on free slots: the baseline. */
const SINGLE = 100;
const WARM_UP = 5;
const CALENDARS = 2000;
const PHONE = '(845) 555-0100';

interface Figures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

function summarise(latencies: number[]): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

interface Filing {
  id: number;
  cookie: string;
}

/** Publishes `count` 10-minute slots from 09:00 on `day` (New York); answers their ids. */
async function publish(app: FastifyInstance, cookie: string, day: string, count: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/super/meeting_slots',
    headers: { host: HOST, cookie },
    payload: { starts_at: `${day}T09:00`, minutes: 10, count, kind: 'either' },
  });
  if (res.statusCode !== 200)
    throw new Error(`meeting_slots answered ${res.statusCode}: ${res.body}`);
  return (res.json().slots as { id: number }[]).map((s) => s.id);
}

let lastIp = 0;
/** One booking through the whole app, from an address of its own; its status and time. */
async function book(app: FastifyInstance, f: Filing, slotId: number) {
  lastIp += 1;
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/applications/${f.id}/meeting`,
    headers: { host: HOST, cookie: f.cookie },
    payload: { slot_id: slotId, kind: 'phone', phone: PHONE },
    remoteAddress: `10.9.${(lastIp >> 8) & 255}.${lastIp & 255}`,
  });
  const ms = performance.now() - started;
  if (
    res.statusCode !== 200 &&
    !(res.statusCode === 409 && res.json().error_message === 'slot_taken')
  ) {
    throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  }
  return { status: res.statusCode, ms };
}

interface MeetingFigures {
  race: Figures;
  raceRounds: { winners: number; taken: number; wallMs: number }[];
  single: Figures;
  calendar: Figures;
  calendarBytes: number;
  bookings: number;
}

async function measureOn(database: Database): Promise<MeetingFigures> {
  await database.migrate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ir-bench-meetings-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_HMAC_KEY: 'bench',
  });
  // The event-loop check is off (PGlite runs in this thread), and fifty requests may start at
  // once: the race is measured, not the load shedding in front of it.
  const app = await buildApp({
    config,
    database,
    logger: false,
    clock: () => NOW,
    overloadLimits: { maxEventLoopDelayMs: 0, maxInFlightToStart: 1000 },
  });
  await app.ready();
  try {
    const filingCount = (WARM_UP + ROUNDS) * RACERS + SINGLE;
    const { reviewerCookie, filings } = await seedKentFilings(database, {
      filings: filingCount,
      owners: filingCount,
      section: 200,
      street: 'Meeting Road',
      now: NOW,
    });
    await database.db.execute(sql`analyze`);
    const raceSlots = await publish(app, reviewerCookie, '2026-02-12', WARM_UP + ROUNDS);
    const singleSlots = [
      ...(await publish(app, reviewerCookie, '2026-02-13', 48)),
      ...(await publish(app, reviewerCookie, '2026-02-16', 48)),
      ...(await publish(app, reviewerCookie, '2026-02-17', SINGLE - 96)),
    ];

    const race: number[] = [];
    const raceRounds: MeetingFigures['raceRounds'] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      const racers = filings.slice(round * RACERS, (round + 1) * RACERS);
      const slot = raceSlots[round]!;
      const started = performance.now();
      const answers = await Promise.all(racers.map((f) => book(app, f, slot)));
      const wallMs = performance.now() - started;
      const winners = answers.filter((a) => a.status === 200).length;
      const taken = answers.filter((a) => a.status === 409).length;
      if (winners !== 1 || taken !== RACERS - 1) {
        throw new Error(`round ${round}: ${winners} bookings and ${taken} slot_taken`);
      }
      if (round >= WARM_UP) {
        race.push(...answers.map((a) => a.ms));
        raceRounds.push({ winners, taken, wallMs });
      }
    }
    const singles = filings.slice((WARM_UP + ROUNDS) * RACERS);
    const single: number[] = [];
    for (const [i, f] of singles.entries()) {
      const answer = await book(app, f, singleSlots[i]!);
      if (answer.status !== 200) throw new Error(`a free slot answered ${answer.status}`);
      single.push(answer.ms);
    }
    const counted = (await database.db.execute(
      sql`select count(*)::int as n from meeting_bookings where status = 'booked'`,
    )) as unknown as { rows: { n: number | string }[] };

    const calendar: number[] = [];
    let bytes = 0;
    for (let i = 0; i < CALENDARS; i++) {
      const started = performance.now();
      const ics = meetingCalendar({
        method: i % 10 === 0 ? 'CANCEL' : 'REQUEST',
        uid: `bench-${i}@kent.localhost`,
        sequence: i % 3,
        start: new Date(NOW.getTime() + (i % 500) * 3_600_000),
        minutes: 30,
        summary: 'Kent informal meeting (KENT-2026-000001)',
        description: `Phone meeting: a reviewer calls ${PHONE}.\nhttps://kent.localhost/applications/1#meeting`,
        url: null,
        organizer: { name: 'Town of Kent', email: 'no-reply@kent.localhost' },
        attendee: 'owner@example.com',
      });
      calendar.push(performance.now() - started);
      bytes = ics.length;
    }
    return {
      race: summarise(race),
      raceRounds,
      single: summarise(single),
      calendar: summarise(calendar.slice(100)),
      calendarBytes: bytes,
      bookings: Number(counted.rows[0]?.n ?? 0),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureMeetings(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  let f: MeetingFigures;
  try {
    f = await measureOn(database);
  } finally {
    await database.close();
  }
  const wall = summarise(f.raceRounds.map((r) => r.wallMs));
  const ms = (x: Figures) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} / ${x.p99.toFixed(1)} ms`;
  return `## Informal meetings: fifty owners booking one slot, and the calendar file

| what | count | p50 / p95 / p99 | p95 ratio to the baseline |
| --- | --- | --- | --- |
| \`POST /api/applications/{id}/meeting\` one at a time on a free slot (baseline) | ${f.single.count} | ${ms(f.single)} | 1 (baseline) |
| the same, ${RACERS} owners at once for one slot (each answer, winner or 409) | ${f.race.count} | ${ms(f.race)} | ${ratio(f.race.p95, f.single.p95)} |
| one round of ${RACERS} at once, until the last answer | ${wall.count} | ${ms(wall)} | ${ratio(wall.p95, f.single.p95)} |
| \`meetingCalendar\`: one .ics (ical-generator, VTIMEZONE), ${fmt(f.calendarBytes)} bytes | ${fmt(f.calendar.count)} | ${f.calendar.p50.toFixed(3)} / ${f.calendar.p95.toFixed(3)} / ${f.calendar.p99.toFixed(3)} ms | ${((f.calendar.p95 / f.single.p95) * 100).toFixed(2)} % of it |

Every one of the ${ROUNDS} counted rounds (after ${WARM_UP} not counted) gave **exactly one booking and
${RACERS - 1} answers of 409 \`slot_taken\`**: the partial unique index
\`meeting_bookings_one_per_slot_key\` decides; ${f.bookings} bookings stand at the end (one per
round, warm-up included, and the ${SINGLE} single ones). Each request is the whole app without a
socket (host, session, access, the contract, the service's one transaction: the filing's row
lock, the booking, history, audit and the confirmation e-mail with its invitation in the
outbox), each owner from an address of its own. PGlite, the embedded database, runs one
statement at a time in this process, so fifty at once wait in turn: the race's p95 is the
queue, the baseline is one call alone. The calendar file is built alone, ${fmt(CALENDARS)} times (the
first 100 not counted). The machine is shared with other work, so compare ratios, not
milliseconds.
`;
}
