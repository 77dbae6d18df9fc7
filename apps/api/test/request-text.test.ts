import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from '@ir/domain';
import {
  can,
  MESSAGES,
  ROLES,
  uploadFileFieldsSchema,
  uploadStaffFileFieldsSchema,
  type Access,
  type Contract,
} from '@ir/domain';
import { injectOn, signedInAs, type SignedInAccount } from './accounts.ts';
import { representativeWithKey } from './api-keys.ts';
import { createApplication, createTestParcel, freshIp } from './factories.ts';
import { build, type TestApp } from './helpers.ts';
import { countEveryTable } from './table-counts.ts';
import * as fixture from './upload-fixtures.ts';

/**
 * Every text a request carries, on every route (decision 026): a NUL, a right-to-left
 * override and a 1 MB string in each field that takes text, one field at a time, the rest of
 * the request valid. The fields are read from the contracts themselves, so a new route or field
 * is tried without touching this file; a new contract taking text needs a valid request below.
 */

const NUL = 'ab\u0000cd';
const RLO = 'ab\u202Ecd';
const MEGABYTE = 'x'.repeat(1_000_000);

type Where = 'body' | 'querystring';
type Input = Record<string, unknown>;

const REVIEW_ACTION = {
  id: 1,
  version: 0,
  land_value_change: 'N',
  total_value_change: 'N',
  data_change_needed: 'N',
  sketch_change_needed: 'N',
  data_change_complete: 'N',
  sketch_change_complete: 'N',
  partial_assessment: false,
  assessed_total_value: null,
  assessed_land_value: null,
  ir_notes: 'Checked the inventory.',
  far_why: 'Needs a site visit.',
};

const SUBMISSION = {
  captcha: 'a solved captcha',
  sbl: '100.01-1-1',
  isOwner: false,
  pOFirstName: 'Olive',
  pOLastName: 'Owner',
  pOAddress1: '12 N Maple St',
  pOAddress2: 'Apt 2',
  pOCity: 'Kent',
  pOState: 'NY',
  pOZipCode: '10512',
  pOPhone: '(845) 555-0101',
  appFirstName: 'Adam',
  appLastName: 'Agent',
  appAddress1: '1 Main St',
  appAddress2: 'Suite 2',
  appCity: 'Carmel',
  appState: 'NY',
  appZipCode: '10512',
  appPhone: '(845) 555-0202',
  desiredValue: '150000',
  reason: 'other',
  valueComments: 'Similar houses sold for less.\nSee the files.',
  comp1: '100.01-1-2',
  comp2: '',
  comp3: '',
  comp4: '',
  comp5: '',
  save_applicant: false,
  app_status: 'C',
  review_status: 'incomplete',
  address: '12 N Maple St',
  prop_class: '210',
  parcel_id: 'P-1',
  swis_vg: '482001',
  asmt_own_code: 'O',
  received_land_value: 40_000,
  received_total_value: 200_000,
  nbhd_code: 'N1',
};

const DRAFT_PERSON = {
  firstName: 'Olive',
  lastName: 'Owner',
  address1: '12 N Maple St',
  address2: '',
  city: 'Kent',
  state: 'NY',
  zipCode: '10512',
  phone: '',
};

/** The path parameters of an operation whose path has some (`:printkey`). */
const PARAMS: Record<string, Record<string, string>> = {
  'PUT /ir/drafts/:printkey': { printkey: '100.01-1-1' },
  'GET /applications/:id/notice.pdf': { id: '999999' },
  'GET /applications/:id/agreement.pdf': { id: '999999' },
  'GET /applications/:id/grievance.pdf': { id: '999999' },
  'GET /representatives/authorizations/:id/designation.pdf': { id: '999999' },
  'POST /applications/:id/meeting': { id: '999999' },
  'GET /v1/filings/:filing_number/notice.pdf': { filing_number: 'DEVELOPMENT-2026-999999' },
  'GET /v1/filings/:filing_number/agreement.pdf': { filing_number: 'DEVELOPMENT-2026-999999' },
  'GET /v1/filings/:filing_number/grievance.pdf': { filing_number: 'DEVELOPMENT-2026-999999' },
};

/** The operation's path with its parameters filled in. */
function pathOf(contract: Contract): string {
  const params = PARAMS[`${contract.method} ${contract.path}`] ?? {};
  return contract.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no ${name} for ${contract.path}`);
    return encodeURIComponent(value);
  });
}

/**
 * A valid request per operation taking text (several for a union of shapes): each field is
 * tried in the first one that has it, or added to the first one.
 */
const VALID: Record<string, Input[]> = {
  'POST /auth/accept_invite': [{ password: 'Correct-Horse-9', token: 'a-token' }],
  'POST /auth/language': [{ language: 'es' }],
  'POST /representatives/webhooks': [{ url: 'http://127.0.0.1:9/hooks' }],
  'POST /representatives/api_keys': [{ name: 'Office server' }],
  'POST /representatives/authorizations': [
    {
      sbl: '123.45-67-89',
      owner_name: 'Olive Owner',
      owner_email: 'olive.owner@example.com',
      scope: 'informal_review',
      tax_year: 2026,
    },
  ],
  'GET /representatives/authorizations/:id/designation.pdf': [{ lang: 'es' }],
  'GET /representatives/authorizations': [{ status: 'active' }],
  'POST /authorizations/view': [{ token: 'a-token' }],
  'POST /authorizations/sign': [{ token: 'a-token', name: 'Olive Owner' }],
  'POST /authorizations/decline': [{ token: 'a-token' }],
  'POST /authorizations/revoke': [{ id: 1, token: 'a-token' }],
  'POST /v1/filings': [
    {
      sbl: '123.45-67-89',
      owner_first_name: 'Jane',
      owner_last_name: 'Owner',
      owner_address1: '12 Main Street',
      owner_address2: 'Apt 2',
      owner_city: 'Springfield',
      owner_state: 'NY',
      owner_zip: '12345',
      owner_phone: '(555) 123-4567',
      owner_email: 'jane.owner@example.com',
      desired_value: '185000',
      reason: 'comparable_sales',
      comments: 'Three similar houses sold for less.',
      comparables: ['123.45-67-90'],
      file_ids: [1],
    },
  ],
  'GET /v1/filings': [
    { status: 'far', updated_since: '2026-01-01T00:00:00Z', cursor: 'abc', limit: '10' },
  ],
  'POST /auth/signup': [{ email: 'owner@example.com', password: 'Correct-Horse-9', captcha: 'c' }],
  'POST /auth/signin': [
    { email: 'owner@example.com', password: 'Correct-Horse-9', captcha: 'c', otp: '123456' },
  ],
  'POST /auth/forgotpassword': [{ email: 'owner@example.com', captcha: 'c' }],
  'POST /auth/resend_verification': [{ email: 'owner@example.com', captcha: 'c' }],
  'POST /auth/updatepassword': [{ password: 'Correct-Horse-9', token: 'a-token' }],
  'GET /auth/verifyuser': [{ token: 'a-token' }],
  'GET /email-preferences': [{ token: `1.${'a'.repeat(43)}` }],
  'POST /email-preferences': [{ token: `1.${'a'.repeat(43)}`, reminders: false }],
  'POST /email-preferences/one-click': [{ 'List-Unsubscribe': 'One-Click' }],
  'GET /auth/authstatus': [{ privledge: 'true' }],
  'GET /applications/:id/notice.pdf': [{ lang: 'es' }],
  'GET /applications/:id/agreement.pdf': [{ lang: 'es' }],
  'GET /applications/:id/grievance.pdf': [{ lang: 'es' }],
  'GET /v1/filings/:filing_number/notice.pdf': [{ lang: 'es' }],
  'GET /v1/filings/:filing_number/agreement.pdf': [{ lang: 'es' }],
  'GET /v1/filings/:filing_number/grievance.pdf': [{ lang: 'es' }],
  'GET /auth/googleuri': [{ from: 'login' }],
  'POST /auth/google_login': [{ code: 'a-code', state: 'a-state' }],
  'POST /auth/mfa/confirm': [{ otp: '123456' }],
  'POST /admin/force_set_password': [{ password: 'Correct-Horse-9', email: 'owner@example.com' }],
  'POST /admin/invite': [{ email: 'new@example.com', role: 'super' }],
  'POST /admin/revoke_invitation': [{ email: 'new@example.com' }],
  'POST /admin/pulluser': [{ user: 'owner@example.com' }],
  'POST /admin/escalate': [{ user: 'owner@example.com', role: 'super' }],
  'POST /admin/restrict': [{ user: 'owner@example.com' }],
  'POST /admin/mfa_reset': [{ user: 'owner@example.com' }],
  'POST /admin/set_representative': [{ email: 'owner@example.com', representative: true }],
  'POST /admin/filing_period': [{ deadline: '2026-03-31', rollYear: 2026 }],
  'POST /admin/municipality_settings': [
    {
      displayName: 'Town of Greece',
      shortName: 'Greece',
      website: 'https://greeceny.gov',
      supportPhone: '(585) 555-0100',
      comparisonSiteUrl: 'https://comps.example.gov/{parcelId}',
      incomeExpenseFormUrl: 'https://greeceny.gov/ie.pdf',
      grievanceDay: '2027-05-25',
      assessorName: 'Pat Assessor',
      assessorAddress: '1 Vince Tofany Blvd, Rochester, NY 14612',
      assessorPhone: '(585) 723-2500',
      equalizationRate: '85.5',
      equalizationRateYear: '2026',
    },
  ],
  'GET /admin/audit_log': [{ page: '1', pageSize: '20' }],
  'GET /admin/audit_log.csv': [{ from: '2025-01-01', to: '2025-01-31' }],
  'POST /ir/onereview': [{ printkey: '100.01-1-1' }],
  'POST /ir/propertydata': [{ print_key: '100.01-1-2', subject: '100.01-1-1' }],
  'POST /ir/propertyextra': [{ print_key: '100.01-1-1' }, { parcel_id: 'P-1', swis_vg: '482001' }],
  'POST /ir/propertyinfo': [{ print_key: '100.01-1-1', propclass: '210' }],
  'GET /ir/propertysearch': [{ by: 'address', q: 'maple', limit: '10' }],
  'POST /ir/suggestcomps': [{ print_key: '100.01-1-1' }],
  'POST /ir/draftfiles': [{ printkey: '100.01-1-1' }],
  'POST /ir/removefile': [{ printkey: '100.01-1-1', id: 'a'.repeat(64) }],
  'POST /ir/submit_review': [SUBMISSION],
  'PUT /ir/drafts/:printkey': [
    {
      step: 1,
      owner: { ...DRAFT_PERSON },
      isOwner: true,
      applicant: { ...DRAFT_PERSON },
      saveApplicant: false,
      desiredValue: '150000',
      reason: 'other',
      valueComments: 'Similar houses sold for less.',
      comps: ['100.01-1-2'],
    },
  ],
  'POST /applications/respond': [{ id: 1, decision: 'accept', name: 'Olive Owner' }],
  'POST /super/assign_review': [{ reviews: [{ id: 1, user: null }] }],
  'GET /super/applicationinfo': [{ id: '1' }],
  'GET /super/integrity': [{ id: '1' }],
  'GET /town/ratio_study': [{ class_group: 'residential', stage: 'roll' }],
  'POST /super/rpscomps': [
    { parcel_id: 'P-1', swis_co: '4800', swis_town: '4820', swis_vg: '482001' },
  ],
  'POST /super/listfiles': [{ printkey: '100.01-1-1' }],
  'GET /super/getfile': [{ file: '1-appraisal.pdf' }],
  'POST /super/far': [{ ...REVIEW_ACTION, review_status: 'far' }],
  'POST /super/complete': [{ ...REVIEW_ACTION, review_status: 'complete' }],
  'POST /super/void': [{ id: 1, reason: 'Filed without the owner asking for it.' }],
  'POST /super/meeting_slots': [
    { starts_at: '2026-12-03T09:00', minutes: 30, count: 1, kind: 'phone' },
  ],
  'GET /super/meeting_slots': [{ from: '2026-12-01', to: '2026-12-07' }],
  'POST /super/meeting_outcome': [{ booking_id: 1, outcome: 'held', notes: 'Talked it over.' }],
  'POST /applications/:id/meeting': [{ slot_id: 1, kind: 'phone', phone: '(555) 123-4567' }],
  'POST /super/offer': [
    {
      id: 1,
      version: 0,
      offered_total_value: 180_000,
      offered_land_value: 40_000,
      decision_reason: 'other',
      decision_explanation: 'Two recent sales nearby support a lower value.',
      respond_days: 10,
    },
  ],
  'POST /applications/respond_offer': [
    { id: 1, decision: 'accept', name: 'Olive Owner' },
    { id: 1, decision: 'counter', counter_value: 150_000, counter_reason: 'The roof leaks.' },
  ],
};

/** zod's definition of a schema, as far as walking it needs. */
interface Def {
  type: string;
  coerce?: boolean;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** Whether a value sent as text can reach this schema: a string, an enum, a coerced number. */
function takesText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return takesText(def.innerType);
  if (def.type === 'pipe' && def.in) return takesText(def.in);
  if (def.type === 'union') return (def.options ?? []).some(takesText);
  if (def.type === 'literal') return (def.values ?? []).some((v) => typeof v === 'string');
  if (def.type === 'number') return def.coerce === true;
  return def.type === 'string' || def.type === 'enum' || def.type === 'template_literal';
}

/** The paths of every field taking text, nested objects and array items included. */
function textPaths(schema: z.ZodType, prefix: string[] = []): string[][] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return textPaths(def.innerType, prefix);
  if (def.type === 'pipe' && def.in) return textPaths(def.in, prefix);
  if (def.type === 'union' && !takesText(schema)) {
    return (def.options ?? []).flatMap((option) => textPaths(option, prefix));
  }
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) => textPaths(field, [...prefix, key]));
  }
  if (def.type === 'array' && def.element) return textPaths(def.element, [...prefix, '0']);
  return prefix.length > 0 && takesText(schema) ? [prefix] : [];
}

function withValue(input: Input, path: string[], value: string): Input {
  const copy = structuredClone(input);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1) as string] = value;
  return copy;
}

const inputFor = (valid: Input[], path: string[]) =>
  valid.find((input) => path[0] !== undefined && path[0] in input) ?? (valid[0] as Input);

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'schema' in value;

const CONTRACTS = (Object.values(domain) as unknown[]).filter(isContract);

/** Every (contract, where, field) taking text. */
const CASES = CONTRACTS.flatMap((contract) => {
  const where: Where | undefined = contract.schema.body
    ? 'body'
    : contract.schema.querystring
      ? 'querystring'
      : undefined;
  const schema = contract.schema.body ?? contract.schema.querystring;
  if (!where || !schema) return [];
  return textPaths(schema).map((path) => ({ contract, where, path }));
});

let t: TestApp;
const accounts = new Map<Access, SignedInAccount | undefined>();

/** An account the route's access lets in (none for a public route). */
async function accountFor(access: Access): Promise<SignedInAccount | undefined> {
  if (!accounts.has(access)) {
    const role = ROLES.find(
      (r) =>
        access === 'signed-in' || (access !== 'public' && access !== 'api-key' && can(r, access)),
    );
    accounts.set(access, access === 'public' || !role ? undefined : await signedInAs(t.app, role));
  }
  return accounts.get(access);
}

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('text fields of every route', () => {
  it('has a valid request for every operation that takes text', () => {
    const keys = new Set(CASES.map(({ contract }) => `${contract.method} ${contract.path}`));
    expect([...keys].filter((key) => !VALID[key])).toEqual([]);
    for (const contract of CONTRACTS) {
      const schema = contract.schema.body ?? contract.schema.querystring;
      for (const input of VALID[`${contract.method} ${contract.path}`] ?? []) {
        expect(schema?.safeParse(input).error, `${contract.path} ${JSON.stringify(input)}`).toBe(
          undefined,
        );
      }
    }
    // The walk finds the fields the issue named, so it cannot pass by finding none.
    const found = new Set(CASES.map(({ contract, path }) => `${contract.path} ${path.join('.')}`));
    for (const named of [
      '/ir/onereview printkey',
      '/ir/propertysearch q',
      '/super/far ir_notes',
      '/super/complete far_why',
      '/ir/submit_review appFirstName',
      '/ir/submit_review valueComments',
      '/ir/submit_review comp5',
      '/super/rpscomps swis_town',
      '/super/assign_review reviews.0.id',
    ]) {
      expect(found, named).toContain(named);
    }
  });

  it.each(CASES.map((c) => [`${c.contract.method} ${c.contract.path} ${c.path.join('.')}`, c]))(
    '%s: a NUL, a right-to-left override and 1 MB are refused, writing nothing',
    async (_name, { contract, where, path }) => {
      const account = await accountFor(contract.access);
      // The filing API takes a bearer key instead of a session.
      const bearer =
        contract.access === 'api-key'
          ? { authorization: (await representativeWithKey(t.app)).headers.authorization }
          : {};
      const valid = VALID[`${contract.method} ${contract.path}`];
      if (!valid) throw new Error(`no valid request for ${contract.path}`);
      const field = [where, ...path].join('.');
      // A key's rate limit counts every call, refused ones too, before the body is read.
      const uncounted = contract.access === 'api-key' ? ['rate_limits'] : [];
      const before = await countEveryTable(t.database.db, uncounted);
      for (const value of [NUL, RLO, MEGABYTE]) {
        const input = withValue(inputFor(valid, path), path, value);
        const res = await injectOn(
          t.app,
          'development',
          {
            method: contract.method,
            url: `/api${pathOf(contract)}`,
            headers: { ...bearer, 'idempotency-key': 'text-field-sweep' },
            remoteAddress: freshIp(),
            ...(where === 'body' ? { payload: input } : { query: input as Record<string, string> }),
          },
          account,
        );
        const label = `${field} = ${value.length > 20 ? '1 MB' : JSON.stringify(value)}`;
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (value === MEGABYTE && res.statusCode === 413) continue;
        expect(res.statusCode, label).toBe(400);
        const body = res.json<domain.ApiError>();
        expect(body.error_message, label).toBe('validation_error');
        expect([...new Set(body.issues?.map((issue) => issue.path))], label).toEqual([field]);
        if (value !== MEGABYTE && takesFreeText(contract, path)) {
          expect(body.issues?.[0]?.message, label).toBe(MESSAGES.input.forbiddenCharacters);
        }
      }
      expect(await countEveryTable(t.database.db, uncounted)).toEqual(before);
    },
  );
});

/**
 * Whether the field takes any words (not an enum, id, date, number or pattern): such a field
 * can refuse a NUL only for being one, so its message must say so.
 */
function takesFreeText(contract: Contract, path: string[]): boolean {
  const schema = contract.schema.body ?? contract.schema.querystring;
  const valid = VALID[`${contract.method} ${contract.path}`] ?? [];
  const parsed = schema?.safeParse(withValue(inputFor(valid, path), path, 'Some words'));
  return !parsed?.error?.issues.some((issue) => issue.path.join('.') === path.join('.'));
}

describe('text fields of the upload forms', () => {
  const forms = [
    { url: '/api/ir/uploadfile', role: 'user' as const, schema: uploadFileFieldsSchema },
    { url: '/api/super/uploadfile', role: 'super' as const, schema: uploadStaffFileFieldsSchema },
  ];

  it.each(
    forms.flatMap((form) =>
      textPaths(form.schema).map(
        (path) => [form.url, path, form] as [string, string[], (typeof forms)[number]],
      ),
    ),
  )(
    '%s %s: a NUL, a right-to-left override and 1 MB are refused, storing nothing',
    async (_url, path, form) => {
      const account = await signedInAs(t.app, form.role);
      const parcel = await createTestParcel(t.database.db);
      const id = await createApplication(t.database.db, 'development', account.user.id, {
        sbl: parcel.sbl,
      });
      const valid = { printkey: parcel.sbl, id: String(id) };
      const field = ['body', ...path].join('.');
      // The upload rate limit counts every attempt, refused ones too, before the body is read.
      const before = await countEveryTable(t.database.db, ['rate_limits']);
      for (const value of [NUL, RLO, MEGABYTE]) {
        const multipart = fixture.multipart(
          { name: 'appraisal.pdf', content: fixture.pdf() },
          withValue(valid, path, value) as Record<string, string>,
        );
        const res = await injectOn(
          t.app,
          'development',
          {
            method: 'POST',
            url: form.url,
            headers: multipart.headers,
            payload: multipart.payload,
            remoteAddress: freshIp(),
          },
          account,
        );
        const label = `${field} = ${value.length > 20 ? '1 MB' : JSON.stringify(value)}`;
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        expect([400, 413], label).toContain(res.statusCode);
        if (value !== MEGABYTE) {
          const body = res.json<domain.ApiError>();
          expect(body.error_message, label).toBe('validation_error');
          expect([...new Set(body.issues?.map((issue) => issue.path))], label).toEqual([field]);
        }
      }
      expect(await countEveryTable(t.database.db, ['rate_limits'])).toEqual(before);
    },
  );
});
