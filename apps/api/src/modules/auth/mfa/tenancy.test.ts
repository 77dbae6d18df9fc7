import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../test/factories.ts';
import { build, type TestApp } from '../../../../test/helpers.ts';
import {
  countUnusedRecoveryCodes,
  deleteMfa,
  findMfa,
  replaceRecoveryCodes,
  takeRecoveryCode,
  takeTotpStep,
  upsertPendingMfa,
} from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('the MFA repository keeps to the municipality it is given', () => {
  it("reaches, changes and removes nothing of a lyons account through kent's key", async () => {
    const db = t.database.db;
    const now = new Date('2026-03-02T14:00:00Z');
    const lyons = await createTestUser(db, {
      email: 'staff@lyons.example.com',
      password: 'Lyons-Staff-1',
      role: 'super',
      municipalityKey: 'lyons',
    });
    expect(await upsertPendingMfa(db, 'kent', lyons.id, 'v1.a.b.c', now)).toBe(false);
    expect(await upsertPendingMfa(db, 'lyons', lyons.id, 'v1.a.b.c', now)).toBe(true);
    expect(await takeTotpStep(db, 'lyons', lyons.id, 100, now)).toBe(true);
    await replaceRecoveryCodes(db, 'lyons', lyons.id, ['h1', 'h2'], now);

    expect(await findMfa(db, 'kent', lyons.id)).toBeUndefined();
    expect(await takeTotpStep(db, 'kent', lyons.id, 200)).toBe(false);
    expect(await takeRecoveryCode(db, 'kent', lyons.id, 'h1', now)).toBe(false);
    expect(await countUnusedRecoveryCodes(db, 'kent', lyons.id)).toBe(0);
    expect(await deleteMfa(db, 'kent', lyons.id)).toBeUndefined();

    expect(await findMfa(db, 'lyons', lyons.id)).toMatchObject({
      lastUsedStep: 100,
      enabledAt: now,
    });
    expect(await countUnusedRecoveryCodes(db, 'lyons', lyons.id)).toBe(2);
    // Taking a step is once per step, and only forward.
    expect(await takeTotpStep(db, 'lyons', lyons.id, 100)).toBe(false);
    expect(await takeTotpStep(db, 'lyons', lyons.id, 99)).toBe(false);
    expect(await takeTotpStep(db, 'lyons', lyons.id, 101)).toBe(true);
  });
});
