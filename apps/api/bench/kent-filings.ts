import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { writeFilingOverride } from '../src/modules/municipalities/index.ts';
import { createSession, SESSION_COOKIE } from '../src/modules/sessions/index.ts';
import { insertUser } from '../src/modules/users/index.ts';

/** The settlement benches' municipality: Kent, whose 2026 season they seed. */
export const KENT = 'kent';

export interface KentFilings {
  reviewerCookie: string;
  /** Each filing's id and its owner's session cookie, in id order. */
  filings: { id: number; cookie: string }[];
}

/**
 * A reviewer, `owners` owners signed in at `now`, and `filings` submitted filings of Kent's
 * 2026 roll spread over them in turn (one statement; the list's triggers render each row),
 * assessed at 250,000 and asking 180,000. `section` (the SBL's first part) and `street` name the
 * bench's parcels, so two benches' filings never share a parcel.
 */
export async function seedKentFilings(
  database: Database,
  options: { filings: number; owners: number; section: number; street: string; now: Date },
): Promise<KentFilings> {
  const { filings: count, owners: ownerCount, section, street, now } = options;
  await writeFilingOverride(database.db, KENT, { deadline: '2026-03-31', rollYear: 2026 });
  const account = async (email: string, role: 'super' | 'user') => {
    const user = await insertUser(database.db, {
      municipalityKey: KENT,
      email,
      passwordHash: null,
      role,
      status: 'active',
      verifiedAt: now,
    });
    if (!user) throw new Error(`the bench account ${email} was not created`);
    const token = await createSession(database.db, { userId: user.id, municipalityKey: KENT }, now);
    return { id: user.id, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const reviewer = await account('bench-reviewer@kent.example.com', 'super');
  const owners = [];
  for (let i = 0; i < ownerCount; i++) {
    owners.push(await account(`bench-owner-${i}@kent.example.com`, 'user'));
  }
  const ownerIds = sql.raw(`array[${owners.map((o) => o.id).join(',')}]`);
  const letter = street.charAt(0).toUpperCase();
  await database.db.execute(sql`
    insert into applications (
      municipality_key, filing_year, sbl, parcel_id, prop_class, received_total_value,
      received_land_value, loc_st_nbr, loc_st_name, full_address, owner_first_name,
      owner_last_name, owner_address1, owner_city, owner_state, owner_zip, owner_phone,
      applicant_is_owner, desired_value, reason, review_status, submitted_at, submitted_by)
    select ${KENT}, 2026, ${`${section}.`} || lpad((n % 100)::text, 2, '0') || '-1-' || n,
           ${letter} || n,
           '210', 250000, 50000, n::text, ${street}, n || ' ' || ${street}, 'Olive',
           'Owner ' || n, '1 Main St', 'Kent', 'NY', '10512', '(845) 555-0100', true, 180000,
           'comparable_sales', 'incomplete',
           timestamptz '2026-01-05' + (n * interval '10 minutes'),
           (${ownerIds})[1 + (n - 1) % ${ownerCount}]
    from generate_series(1, ${count}) as n`);
  const rows = (await database.db.execute(
    sql`select id, submitted_by from applications where municipality_key = ${KENT} order by id`,
  )) as unknown as { rows: { id: number | string; submitted_by: number | string }[] };
  const cookieOf = new Map(owners.map((o) => [o.id, o.cookie]));
  const filings = rows.rows.map((r) => ({
    id: Number(r.id),
    cookie: cookieOf.get(Number(r.submitted_by)) ?? '',
  }));
  if (filings.length !== count) throw new Error(`${filings.length} filings seeded`);
  return { reviewerCookie: reviewer.cookie, filings };
}
