import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@ir/domain';
import { createTestDatabase, testConfig } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from './passwords.ts';
import { loadMunicipalityRegistry } from '../municipalities/service.ts';
import { seedDemoOnFirstStart } from '../properties/seed-demo.ts';
import { DEMO_ACCOUNTS, formatDemoAccounts, seedDemoAccounts } from './demo-accounts.ts';
import { DEPLOYMENT_KEYS } from '../../../test/deployment-keys.ts';

const NOW = new Date('2026-03-01T12:00:00Z');

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // What buildApp does before the server seeds: the demo data refers to the municipalities.
  await loadMunicipalityRegistry(database.db, 'development');
});
afterAll(() => database.close());

const developmentUsers = () =>
  database.db.select().from(users).where(eq(users.municipalityKey, 'development'));

describe('seedDemoOnFirstStart and the demo accounts', () => {
  it('creates nothing for PostgreSQL deployments or in production', async () => {
    const log: string[] = [];
    const envs: Record<string, string>[] = [
      { DATABASE_URL: 'postgres://db.example/ir', ...DEPLOYMENT_KEYS },
      {
        NODE_ENV: 'production',
        EMAIL_LINK_KEY: 'an-e-mail-link-key-of-32-characters',
        CAPTCHA_HMAC_KEY: 'a-production-key',
        PUBLIC_URL: 'https://review.example.com',
        SMTP_URL: 'smtp://mail.example.com',
        CLAMAV_URL: 'tcp://127.0.0.1:3310',
        MFA_ENCRYPTION_KEY: '5c1a29a75ae64a2b230d1d10f00d5d32ac875df6ba9d4d35dd13bb179dce9213',
      },
    ];
    for (const env of envs) {
      await seedDemoOnFirstStart(
        database,
        testConfig(env),
        { info: (m) => log.push(m) },
        {
          parcels: 50,
          sales: 5,
          now: NOW,
        },
      );
      expect(await seedDemoAccounts(database.db, testConfig(env), 'development', NOW)).toEqual([]);
    }
    expect(log).toEqual([]);
    expect(await developmentUsers()).toEqual([]);
  });

  it('creates one verified account per role at first start and logs each password once', async () => {
    const log: string[] = [];
    await seedDemoOnFirstStart(
      database,
      testConfig(),
      { info: (m) => log.push(m) },
      {
        parcels: 50,
        sales: 5,
        now: NOW,
      },
    );
    expect(log).toHaveLength(1);
    const lines = (log[0] ?? '').split('\n');
    expect(lines[0]).toMatch(/^Seeded demo data for development: 50 parcels/);
    expect(lines[1]).toBe(
      'Demo accounts for development (the passwords are shown only this once):',
    );

    const stored = await developmentUsers();
    expect(stored.map((u) => [u.email, u.role, u.status]).sort()).toEqual(
      ROLES.map((role) => [`${role}@example.com`, role, 'active']).sort(),
    );
    for (const user of stored) {
      expect(user.verifiedAt).toEqual(NOW);
      const line = lines.find((l) => l.includes(` ${user.email} `));
      const password = /\s(\S{20})\s+\(/.exec(line ?? '')?.[1] ?? '';
      expect(await verifyPassword(user.passwordHash ?? '', password)).toBe(true);
    }

    // A second start finds parcels and accounts, and says nothing.
    await seedDemoOnFirstStart(database, testConfig(), { info: (m) => log.push(m) }, { now: NOW });
    expect(log).toHaveLength(1);
    expect(await developmentUsers()).toHaveLength(ROLES.length);
  });

  it('creates only the accounts that are missing', async () => {
    await database.db.delete(users).where(eq(users.email, 'town@example.com'));
    const created = await seedDemoAccounts(database.db, testConfig(), 'development', NOW);
    expect(created.map((a) => [a.email, a.role])).toEqual([['town@example.com', 'town']]);
  });
});

describe('formatDemoAccounts', () => {
  it('lines the accounts up under a heading', () => {
    const text = formatDemoAccounts(
      'development',
      DEMO_ACCOUNTS.slice(0, 2).map((a, i) => ({ ...a, password: `Password-${i}` })),
    );
    expect(text).toBe(
      [
        'Demo accounts for development (the passwords are shown only this once):',
        '  user@example.com  Password-0  (user)',
        '  town@example.com  Password-1  (town)',
      ].join('\n'),
    );
  });
});
