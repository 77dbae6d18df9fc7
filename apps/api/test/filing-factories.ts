import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SubmitReviewBody } from '@ir/domain';
import type { Db } from '../src/db/client.ts';
import {
  applicationFiles,
  applications,
  auditLog,
  outbox,
  parcels,
  savedApplicants,
} from '../src/db/schema/index.ts';
import { injectOn, type SignedInAccount } from './accounts.ts';
import { solvedCaptcha } from './captcha.ts';
import { freshIp } from './factories.ts';

export type ParcelInsert = typeof parcels.$inferInsert;

let parcelCount = 0;

/** A parcel of `municipalityKey` with every value filing snapshots set; returns the row. */
export async function createParcel(
  db: Db,
  municipalityKey: string,
  overrides: Partial<ParcelInsert> = {},
) {
  parcelCount += 1;
  const n = parcelCount;
  const [row] = await db
    .insert(parcels)
    .values({
      municipalityKey,
      sbl: `${100 + n}.10-1-${n}`,
      parcelId: `P-${n}`,
      swisCo: '4800',
      swisTown: '4820',
      swisVg: '482001',
      propClass: '210',
      propertyType: 'residential',
      ownCode: 'O',
      nbhdCode: `N${n}`,
      locPrefixDir: 'N',
      locStNbr: String(10 + n),
      locStName: 'Maple',
      locMailStSuff: 'St',
      locUnit: null,
      fullAddress: `${10 + n} N Maple St`,
      landAv: 40_000 + n,
      totalAv: 200_000 + n,
      sfla: 1500,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('the parcel was not created');
  return row;
}

let fileCount = 0;

/** A file uploaded to `uploadedBy`'s draft for `sbl` (the uploads module writes these). */
export async function createDraftFile(
  db: Db,
  municipalityKey: string,
  uploadedBy: number,
  sbl: string,
) {
  fileCount += 1;
  const [row] = await db
    .insert(applicationFiles)
    .values({
      municipalityKey,
      uploadedBy,
      sbl,
      sha256: createHash('sha256').update(`draft file ${fileCount}`).digest('hex'),
      size: 1000 + fileCount,
      mime: 'application/pdf',
      originalName: `evidence-${fileCount}.pdf`,
    })
    .returning();
  if (!row) throw new Error('the draft file was not created');
  return row;
}

/** Rows of every table a submission writes, to prove a refusal wrote nothing. */
export async function countFilingRows(db: Db) {
  const n = async (
    table: typeof applications | typeof outbox | typeof savedApplicants | typeof auditLog,
  ) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const [attached] = await db
    .select({ n: count(applicationFiles.applicationId) })
    .from(applicationFiles);
  return {
    applications: await n(applications),
    outbox: await n(outbox),
    savedApplicants: await n(savedApplicants),
    auditLog: await n(auditLog),
    attachedFiles: attached?.n ?? 0,
  };
}

export async function applicationsFor(db: Db, sbl: string) {
  return db.select().from(applications).where(eq(applications.sbl, sbl));
}

/** The form's owner block, valid. */
export const OWNER = {
  pOFirstName: 'Olive',
  pOLastName: 'Owner',
  pOAddress1: '12 N Maple St',
  pOAddress2: '',
  pOCity: 'Kent',
  pOState: 'NY',
  pOZipCode: '10512',
  pOPhone: '(845) 555-0101',
} as const;

/** Another person's applicant block, valid. */
export const APPLICANT = {
  appFirstName: 'Adam',
  appLastName: 'Agent',
  appAddress1: '1 Main St',
  appAddress2: 'Suite 2',
  appCity: 'Carmel',
  appState: 'NY',
  appZipCode: '10512-1234',
  appPhone: '(845) 555-0202',
} as const;

/** A valid SPEC §3 submission for `sbl` with a freshly solved captcha. */
export async function submissionFor(
  app: FastifyInstance,
  sbl: string,
  overrides: Partial<Record<keyof SubmitReviewBody, unknown>> & Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    captcha: await solvedCaptcha(app),
    sbl,
    isOwner: true,
    ...OWNER,
    desiredValue: '150000',
    reason: 'comparable_sales',
    valueComments: 'Similar houses sold for less.',
    comp1: '',
    comp2: '',
    comp3: '',
    comp4: '',
    comp5: '',
    save_applicant: false,
    ...overrides,
  };
}

/**
 * Files a valid review for `sbl` as `account`, through POST /api/ir/submit_review on its
 * municipality's host and from an address of its own (the submit rate limit counts per address).
 */
export async function submitAs(
  app: FastifyInstance,
  account: SignedInAccount,
  sbl: string,
  overrides: Parameters<typeof submissionFor>[2] = {},
) {
  return injectOn(
    app,
    account.municipalityKey,
    {
      method: 'POST',
      url: '/api/ir/submit_review',
      payload: await submissionFor(app, sbl, overrides),
      remoteAddress: freshIp(),
    },
    account,
  );
}
