import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/factories.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { listUserEmails, lockActiveMegaAdmins } from '../users/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('admin repository tenancy', () => {
  it("reads only the given municipality's accounts, even for the same e-mail", async () => {
    const db = t.app.database.db;
    const kent = await createTestUser(db, {
      email: 'same@example.com',
      password: 'Tenancy-pass-1',
      role: 'mega-admin',
      municipalityKey: 'kent',
    });
    const lyons = await createTestUser(db, {
      email: 'same@example.com',
      password: 'Tenancy-pass-1',
      role: 'mega-admin',
      municipalityKey: 'lyons',
    });
    await createTestUser(db, {
      email: 'only-lyons@example.com',
      password: 'Tenancy-pass-1',
      municipalityKey: 'lyons',
    });
    expect(await listUserEmails(db, 'kent')).toEqual(['same@example.com']);
    expect(await listUserEmails(db, 'lyons')).toEqual([
      'only-lyons@example.com',
      'same@example.com',
    ]);
    const locked = await db.transaction((tx) => lockActiveMegaAdmins(tx, 'kent'));
    expect(locked).toEqual([kent.id]);
    expect(locked).not.toContain(lyons.id);
  });
});
