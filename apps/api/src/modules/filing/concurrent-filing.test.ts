import { createHash } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { applicationFiles, applications } from '../../db/schema/index.ts';
import { build, createTestDatabase, type TestApp } from '../../../test/helpers.ts';
import { AUTH_TEST_ENV } from '../../../test/captcha.ts';
import { injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { freshIp } from '../../../test/factories.ts';
import { createDraftFile, createParcel, submissionFor } from '../../../test/filing-factories.ts';
import * as fixture from '../../../test/upload-fixtures.ts';
import { injectUpload } from '../../../test/upload-requests.ts';
import type { Database } from '../../db/client.ts';

/**
 * Deadline day in small: uploads and submissions at once, more of them than the pool has
 * connections. A transaction that asks the pool for a second connection (instead of using
 * its own) deadlocks here once every connection is held that way, and answers 500s.
 */
const POOL_MAX = 10;
const UPLOADS = 25;
const SUBMISSIONS = 25;
const NOW = new Date('2026-02-10T15:00:00Z');
const clamavUrl = inject('clamavUrl');

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase({ pool: { max: POOL_MAX } });
  t = await build({
    database,
    now: NOW,
    env: { ...AUTH_TEST_ENV, ...(clamavUrl ? { CLAMAV_URL: clamavUrl } : {}) },
  });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

interface Filer {
  account: SignedInAccount;
  sbl: string;
}

async function filers(n: number): Promise<Filer[]> {
  const made: Filer[] = [];
  for (let i = 0; i < n; i++) {
    const account = await signedInAs(t.app, 'user');
    const parcel = await createParcel(t.database.db, 'development');
    made.push({ account, sbl: parcel.sbl });
  }
  return made;
}

function upload({ account, sbl }: Filer, content: Buffer) {
  const form = fixture.multipart({ name: 'appraisal.pdf', content }, { printkey: sbl });
  return injectUpload(t.app, account, form);
}

async function submit({ account }: Filer, payload: Record<string, unknown>) {
  return injectOn(
    t.app,
    'development',
    { method: 'POST', url: '/api/ir/submit_review', payload, remoteAddress: freshIp() },
    account,
  );
}

describe(`${UPLOADS} uploads and ${SUBMISSIONS} submissions at once on a pool of ${POOL_MAX}`, () => {
  it('answers every one without a 5xx, and stores each once', async () => {
    const uploaders = await filers(UPLOADS);
    const submitters = await filers(SUBMISSIONS);
    for (const { account, sbl } of submitters) {
      await createDraftFile(t.database.db, 'development', account.user.id, sbl);
      await createDraftFile(t.database.db, 'development', account.user.id, sbl);
    }
    const contents = uploaders.map((_, i) => fixture.pdf(`evidence of uploader ${i}`));
    // Captchas are solved before the burst, as each owner's browser did before pressing Submit.
    const payloads = await Promise.all(submitters.map((f) => submissionFor(t.app, f.sbl)));

    const answers = await Promise.all([
      ...uploaders.map((f, i) => upload(f, contents[i] as Buffer)),
      ...submitters.map((f, i) => submit(f, payloads[i] as Record<string, unknown>)),
    ]);

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const uploadAnswers = answers.slice(0, UPLOADS);
    expect(uploadAnswers.map((res) => res.body)).toEqual(
      uploaders.map(() => MESSAGES.uploadAnswer.uploaded),
    );
    expect(answers.slice(UPLOADS).map((res) => res.statusCode)).toEqual(submitters.map(() => 200));

    const db = t.database.db;
    for (const [i, { account, sbl }] of uploaders.entries()) {
      const sha256 = createHash('sha256')
        .update(contents[i] as Buffer)
        .digest('hex');
      const drafts = await db
        .select({ sha256: applicationFiles.sha256 })
        .from(applicationFiles)
        .where(
          and(
            eq(applicationFiles.uploadedBy, account.user.id),
            eq(applicationFiles.sbl, sbl),
            isNull(applicationFiles.applicationId),
          ),
        );
      expect(drafts).toEqual([{ sha256 }]);
      expect(await t.app.storage.has(sha256)).toBe(true);
    }
    for (const { sbl } of submitters) {
      const filed = await db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.sbl, sbl));
      expect(filed).toHaveLength(1);
      const [attached] = await db
        .select({ n: count() })
        .from(applicationFiles)
        .where(eq(applicationFiles.applicationId, (filed[0] as { id: number }).id));
      expect(attached?.n).toBe(2);
    }
  });
});
