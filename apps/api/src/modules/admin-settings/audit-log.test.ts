import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@ir/domain';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema/index.ts';
import { audit, listAuditRows } from '../audit/index.ts';
import { listAuditEntries } from '../audit/repository.ts';

let t: TestApp;
const now = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  t = await build({ now });
});
afterAll(() => t.close());

/** One row as a feature would write it, in its own transaction. */
function write(key: string, actorUserId: number | null, target: string, extra: object = {}) {
  return t.database.db.transaction((tx) =>
    audit(tx, {
      municipalityKey: key,
      actorUserId,
      action: 'user.set-role',
      target: { type: 'user', id: target },
      before: { role: 'user' },
      after: { role: 'super' },
      ...extra,
    }),
  );
}

async function countAll() {
  return (await t.database.db.select().from(auditLog)).length;
}

describe('who may read the audit log', () => {
  const urls = ['/api/admin/audit_log', '/api/admin/audit_log.csv'];

  it.each(urls)('%s: a visitor gets 401', async (url) => {
    const res = await injectOn(t.app, 'development', { url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error_message: 'unauthorized' });
  });

  const refused = ROLES.filter((r) => r !== 'mega-admin');
  it.each(refused.flatMap((role) => urls.map((url) => ({ role, url }))))(
    '$url: $role gets 403',
    async ({ role, url }) => {
      const account = await signedInAs(t.app, role as Role);
      const res = await injectOn(t.app, 'development', { url }, account);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error_message: 'forbidden' });
    },
  );

  it.each(urls)("%s: a mega-admin gets 200; another municipality's gets 401 here", async (url) => {
    const mega = await signedInAs(t.app, 'mega-admin', 'lyons');
    expect((await injectOn(t.app, 'lyons', { url }, mega)).statusCode).toBe(200);
    const foreign = await injectAsForeigner(t.app, mega, { url });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body).not.toContain('user.set-role');
  });
});

describe('GET /api/admin/audit_log', () => {
  let mega: SignedInAccount;
  const ids: number[] = [];

  beforeAll(async () => {
    mega = await signedInAs(t.app, 'mega-admin', 'kent');
    const lyonsActor = await signedInAs(t.app, 'admin', 'lyons');
    for (let i = 0; i < 25; i += 1) ids.push((await write('kent', mega.user.id, `u${i}`)).id);
    ids.push((await write('kent', null, 'system')).id);
    // A lyons account id in kent's log (e.g. a forged row) never shows a lyons e-mail.
    ids.push((await write('kent', lyonsActor.user.id, 'crossed')).id);
    for (let i = 0; i < 3; i += 1) await write('lyons', lyonsActor.user.id, `l${i}`);
  });

  const list = (query: string) =>
    injectOn(t.app, 'kent', { url: `/api/admin/audit_log${query}` }, mega);

  it('answers this municipality only, newest first, with the actor e-mail', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(27);
    expect(body.entries).toHaveLength(20);
    expect(body.entries.map((e: { id: number }) => e.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(body.entries[0]).toEqual({
      id: ids[26],
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      actorEmail: null,
      action: 'user.set-role',
      targetType: 'user',
      targetId: 'crossed',
      targetEmail: null,
      before: { role: 'user' },
      after: { role: 'super' },
    });
    expect(body.entries[1]).toMatchObject({ targetId: 'system', actorEmail: null });
    expect(body.entries[2]).toMatchObject({ targetId: 'u24', actorEmail: mega.user.email });
    expect(JSON.stringify(body)).not.toMatch(/lyons|requestId/);
  });

  it('pages through the log', async () => {
    const second = (await list('?page=2&pageSize=10')).json();
    expect(second.entries.map((e: { id: number }) => e.id)).toEqual(
      [...ids].reverse().slice(10, 20),
    );
    const last = (await list('?page=3&pageSize=10')).json();
    expect(last.entries).toHaveLength(7);
    const beyond = (await list('?page=4&pageSize=10')).json();
    expect(beyond).toEqual({ total: 27, entries: [] });
    expect((await list('?pageSize=100')).json().entries).toHaveLength(27);
    expect((await list('?pageSize=1')).json().entries).toHaveLength(1);
  });

  it.each([
    '?page=0',
    '?page=-1',
    '?page=x',
    '?pageSize=0',
    '?pageSize=101',
    '?pageSize=2.5',
    '?sort=asc',
  ])('refuses %s with the JSON error shape', async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error_message: 'validation_error' });
  });

  it('a repository read with another key finds none of it', async () => {
    const lyons = await listAuditEntries(t.database.db, 'lyons', { limit: 100, offset: 0 });
    expect(lyons.map((e) => e.targetId).sort()).toEqual(['l0', 'l1', 'l2']);
  });

  it('reading writes nothing', async () => {
    const before = await countAll();
    await list('?page=2');
    await injectOn(t.app, 'kent', { url: '/api/admin/audit_log.csv' }, mega);
    expect(await countAll()).toBe(before);
  });
});

describe('GET /api/admin/audit_log.csv', () => {
  let mega: SignedInAccount;

  beforeAll(async () => {
    mega = await signedInAs(t.app, 'mega-admin', 'greenport');
    megaOf.set('greenport', mega);
  });

  const megaOf = new Map<string, SignedInAccount>();
  /** As a mega-admin of `key`, on its own host. */
  async function exportCsv(key: string, query = '') {
    if (!megaOf.has(key)) megaOf.set(key, await signedInAs(t.app, 'mega-admin', key));
    return injectOn(t.app, key, { url: `/api/admin/audit_log.csv${query}` }, megaOf.get(key));
  }

  it('is an attachment with a header row, CRLF lines, quoting and no formulas', async () => {
    const row = await write('greenport', mega.user.id, '=HYPERLINK("http://evil","x")', {
      after: { note: 'a, "quoted"\nline' },
    });
    await write('greenport', mega.user.id, '@SUM(A1)', { action: 'user.restrict' });
    const res = await exportCsv('greenport');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="audit-log-greenport.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,occurred_at (ET),actor_email,action,target_type,target_id,target_email,before,after',
    );
    expect(lines[1]).toBe(
      `${row.id + 1},${lines[1]!.split(',')[1]},${mega.user.email},user.restrict,user,'@SUM(A1),,"{""role"":""user""}","{""role"":""super""}"`,
    );
    expect(res.body).toContain(
      `user.set-role,user,"'=HYPERLINK(""http://evil"",""x"")",,"{""role"":""user""}","{""note"":""a, \\""quoted\\""\\nline""}"\r\n`,
    );
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body).not.toMatch(/,[=+@-]/);
  });

  it('exports every row of a long log, newest first, across batches', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      municipalityKey: 'townofniagara',
      actorUserId: null,
      action: 'import.parcels',
      targetType: 'parcel',
      targetId: `p${i}`,
    }));
    await t.database.db.insert(auditLog).values(rows);
    const res = await exportCsv('townofniagara');
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1204);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(1203);
    expect(lines[1]).toContain(',p1202,');
    expect(lines[1203]).toContain(',p0,');
  });

  it('takes a date range in New York days, both ends inclusive', async () => {
    const insertAt = (occurredAt: string, targetId: string) =>
      t.database.db.insert(auditLog).values({
        municipalityKey: 'potsdam',
        actorUserId: null,
        action: 'import.parcels',
        targetType: 'parcel',
        targetId,
        occurredAt: new Date(occurredAt),
      });
    // 2026-11-10 in New York runs from 05:00Z on the 10th to 05:00Z on the 11th.
    await insertAt('2026-11-10T04:59:59Z', 'before');
    await insertAt('2026-11-10T05:00:00Z', 'first');
    await insertAt('2026-11-11T04:59:59Z', 'last');
    await insertAt('2026-11-11T05:00:00Z', 'after');
    const targets = async (query: string) =>
      (await exportCsv('potsdam', query)).body
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(',')[5]);
    expect(await targets('?from=2026-11-10&to=2026-11-10')).toEqual(['last', 'first']);
    expect(await targets('?from=2026-11-11')).toEqual(['after']);
    expect(await targets('?to=2026-11-09')).toEqual(['before']);
    expect(await targets('')).toEqual(['after', 'last', 'first', 'before']);
    // Times are New York's, as the header says: 05:00 UTC is the first instant of the 10th there.
    expect((await exportCsv('potsdam', '?from=2026-11-10')).body).toContain(
      ',2026-11-10 00:00:00,',
    );
  });

  it.each(['?from=2026-02-30', '?to=yesterday', '?from=2026-11-11&to=2026-11-10', '?limit=5'])(
    'refuses %s with the JSON error shape',
    async (query) => {
      const res = await exportCsv('potsdam', query);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 400, error_message: expect.any(String) });
    },
  );

  it("is never another municipality's log", async () => {
    await write('kent', null, 'kent-only');
    const res = await exportCsv('greenport');
    expect(res.body).not.toContain('kent-only');
    expect(
      await listAuditRows(t.database.db, 'greenport', { type: 'user', id: 'kent-only' }),
    ).toEqual([]);
  });
});

describe('accounts are named by e-mail, of this municipality only', () => {
  let mega: SignedInAccount;
  let staff: SignedInAccount;
  let stranger: SignedInAccount;

  beforeAll(async () => {
    mega = await signedInAs(t.app, 'mega-admin', 'sandlake');
    staff = await signedInAs(t.app, 'super', 'sandlake');
    stranger = await signedInAs(t.app, 'admin', 'taghkanic');
    // A real change through Admin Controls: the audit row names the account by its id.
    const res = await injectOn(
      t.app,
      'sandlake',
      {
        method: 'POST',
        url: '/api/admin/escalate',
        payload: { user: staff.user.email, role: 'admin' },
      },
      mega,
    );
    expect(res.statusCode).toBe(200);
    // A taghkanic account's id in sandlake's log, as actor and as target, never shows its e-mail.
    await write('sandlake', stranger.user.id, String(stranger.user.id), {
      action: 'user.restrict',
    });
    // An application whose id happens to be an account's is not that account. Its assignee is:
    // named by e-mail when it is this municipality's, left a number when it is not.
    await t.database.db.transaction((tx) =>
      audit(tx, {
        municipalityKey: 'sandlake',
        actorUserId: mega.user.id,
        action: 'review.assign',
        target: { type: 'application', id: staff.user.id },
        before: { assigned_to: stranger.user.id },
        after: { assigned_to: staff.user.id },
      }),
    );
  });

  it("names a change's assignee by e-mail, on the page and in the CSV", async () => {
    const page = await injectOn(t.app, 'sandlake', { url: '/api/admin/audit_log' }, mega);
    const assigned = (
      page.json() as { entries: Array<{ action: string; before: unknown; after: unknown }> }
    ).entries.find((entry) => entry.action === 'review.assign');
    expect(assigned).toMatchObject({
      before: { assigned_to: stranger.user.id },
      after: { assigned_to: staff.user.email },
    });
    const csv = await injectOn(t.app, 'sandlake', { url: '/api/admin/audit_log.csv' }, mega);
    expect(csv.body).toContain(
      `"{""assigned_to"":${stranger.user.id}}","{""assigned_to"":""${staff.user.email}""}"`,
    );
    expect(csv.body).not.toContain(stranger.user.email);
  });

  it('the page names the actor and the target account', async () => {
    const res = await injectOn(t.app, 'sandlake', { url: '/api/admin/audit_log' }, mega);
    expect(res.statusCode).toBe(200);
    const entries = (
      res.json() as {
        entries: Array<{ action: string; actorEmail: string | null; targetEmail: string | null }>;
      }
    ).entries.map(({ action, actorEmail, targetEmail }) => ({ action, actorEmail, targetEmail }));
    expect(entries).toEqual([
      { action: 'review.assign', actorEmail: mega.user.email, targetEmail: null },
      { action: 'user.restrict', actorEmail: null, targetEmail: null },
      { action: 'user.set-role', actorEmail: mega.user.email, targetEmail: staff.user.email },
    ]);
    expect(res.body).not.toContain(stranger.user.email);
  });

  it('the CSV names them in actor_email and target_email', async () => {
    const res = await injectOn(t.app, 'sandlake', { url: '/api/admin/audit_log.csv' }, mega);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.split('\r\n').filter(Boolean);
    const columns = header!.split(',');
    const cell = (row: string, name: string) => row.split(',')[columns.indexOf(name)];
    expect(
      rows.map((row) => [cell(row, 'action'), cell(row, 'actor_email'), cell(row, 'target_email')]),
    ).toEqual([
      ['review.assign', mega.user.email, ''],
      ['user.restrict', '', ''],
      ['user.set-role', mega.user.email, staff.user.email],
    ]);
    expect(res.body).not.toContain(stranger.user.email);
  });

  const urls = ['/api/admin/audit_log', '/api/admin/audit_log.csv'];
  it.each(
    ROLES.filter((r) => r !== 'mega-admin').flatMap((role) => urls.map((url) => ({ role, url }))),
  )('$url: a $role of the municipality is refused and reads no e-mail', async ({ role, url }) => {
    const account = await signedInAs(t.app, role as Role, 'sandlake');
    const res = await injectOn(t.app, 'sandlake', { url }, account);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(staff.user.email);
  });

  it.each(urls)("%s: another municipality's mega-admin reads none of it", async (url) => {
    const foreignMega = await signedInAs(t.app, 'mega-admin', 'taghkanic');
    // Its own log, on its own host, holds nothing of sandlake's.
    const own = await injectOn(t.app, 'taghkanic', { url }, foreignMega);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain(staff.user.email);
    expect(own.body).not.toContain(mega.user.email);
    // Its cookie on sandlake's host is no session there.
    const crossed = await injectOn(t.app, 'sandlake', { url }, foreignMega);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.body).not.toContain(staff.user.email);
  });

  it('a repository read with another key names none of these accounts', async () => {
    const rows = await listAuditEntries(t.database.db, 'taghkanic', { limit: 100, offset: 0 });
    expect(rows.map((row) => [row.actorEmail, row.targetEmail]).flat()).not.toContain(
      staff.user.email,
    );
  });
});
