import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLES, type Role } from '@ir/domain';
import { hostOf, injectOn, signedInAs, type SignedInAccount } from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { listAuditRows } from '../audit/index.ts';
import { listMunicipalities, loadMunicipalityRegistry } from '../municipalities/index.ts';

let t: TestApp;
const now = new Date('2026-11-22T12:00:00Z');
const URL = '/api/admin/municipality_settings';

beforeAll(async () => {
  t = await build({ now });
});
afterAll(() => t.close());

const GREENPORT = {
  displayName: 'Town of Greenport',
  shortName: 'Greenport',
  website: 'https://www.townofgreenport.com',
  supportPhone: null,
  comparisonSiteUrl: null,
  incomeExpenseFormUrl: null,
  grievanceDay: null,
  assessorName: null,
  assessorAddress: null,
  assessorPhone: null,
  equalizationRate: null,
  equalizationRateYear: null,
};

const save = (key: string, account: SignedInAccount | undefined, payload: unknown) =>
  injectOn(
    t.app,
    key,
    {
      method: 'POST',
      url: URL,
      headers: { origin: `http://${hostOf(key)}` },
      payload: payload as object,
    },
    account,
  );

const logOf = (key: string) => listAuditRows(t.database.db, key, { type: 'municipality', id: key });
const rowOf = async (key: string) =>
  (await listMunicipalities(t.database.db)).find((m) => m.key === key);

describe('who may read and change the municipality settings', () => {
  it.each(['GET', 'POST'] as const)('%s: a visitor gets 401', async (method) => {
    const res = await injectOn(t.app, 'greenport', {
      method,
      url: URL,
      headers: { origin: 'http://greenport.localhost' },
      ...(method === 'POST' ? { payload: GREENPORT } : {}),
    });
    expect(res.statusCode).toBe(401);
  });

  const refused = ROLES.filter((r) => r !== 'mega-admin');
  it.each(
    refused.flatMap((role) => (['GET', 'POST'] as const).map((method) => ({ role, method }))),
  )('$method: $role gets 403 and changes nothing', async ({ role, method }) => {
    const before = await rowOf('greenport');
    const account = await signedInAs(t.app, role as Role, 'greenport');
    const res = await injectOn(
      t.app,
      'greenport',
      {
        method,
        url: URL,
        headers: { origin: 'http://greenport.localhost' },
        ...(method === 'POST' ? { payload: { ...GREENPORT, shortName: 'Hacked' } } : {}),
      },
      account,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_message: 'forbidden' });
    expect(await rowOf('greenport')).toEqual(before);
    expect(await logOf('greenport')).toEqual([]);
  });

  it("another municipality's mega-admin reaches nothing: their cookie on this host is not a session here", async () => {
    const stranger = await signedInAs(t.app, 'mega-admin', 'kent');
    const before = await rowOf('greenport');
    const res = await save('greenport', stranger, { ...GREENPORT, shortName: 'Taken' });
    expect(res.statusCode).toBe(401);
    expect(await rowOf('greenport')).toEqual(before);
    expect(await logOf('greenport')).toEqual([]);
  });

  it('a mega-admin reads their own settings, seeded from the catalog', async () => {
    const mega = await signedInAs(t.app, 'mega-admin');
    const res = await injectOn(t.app, 'development', { url: URL }, mega);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      key: 'development',
      displayName: 'Development Township',
      shortName: 'Development',
      website: 'https://www.example.com',
      supportPhone: null,
      comparisonSiteUrl:
        'https://www.example.com/comparables?municipality={municipality}&parcel_id={parcelId}&swis={swis}&compType={compType}',
      incomeExpenseFormUrl: 'https://www.example.com/forms/commercial-income-expense.pdf',
      grievanceDay: '2027-05-25',
      assessorName: null,
      assessorAddress: null,
      assessorPhone: null,
      equalizationRate: null,
      equalizationRateYear: null,
      representativeAuthorization: 'file',
      meetingUrlTemplate: null,
      publishOutcomes: false,
      integrityGuard: 'warn',
      hosts: [],
    });
  });
});

describe('saving the settings', () => {
  const CHANGED = {
    displayName: 'Town of Greenport, Columbia County',
    shortName: 'Greenport',
    website: 'https://greenport.example.gov',
    supportPhone: '(518) 555-0199',
    comparisonSiteUrl: 'https://comps.example.gov/{municipality}/{parcelId}?swis={swis}',
    incomeExpenseFormUrl: 'https://greenport.example.gov/ie.pdf',
    grievanceDay: '2027-05-25',
    assessorName: 'Pat Assessor',
    assessorAddress: '600 Town Hall Rd, Hudson, NY 12534',
    assessorPhone: '(518) 555-0177',
    equalizationRate: 85.5,
    equalizationRateYear: 2026,
    representativeAuthorization: 'e_sign',
    meetingUrlTemplate: 'https://meet.example.gov/{municipality}/{filingNumber}?t={token}',
    integrityGuard: 'require_note',
  };

  it('applies at once on this instance and within a poll on another, with one audit row of what changed', async () => {
    const mega = await signedInAs(t.app, 'mega-admin', 'greenport');
    // A second instance on the same database, started before the change.
    const other = await build({ now, database: t.database });
    try {
      const res = await save('greenport', mega, CHANGED);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        key: 'greenport',
        ...CHANGED,
        publishOutcomes: false,
        hosts: ['greenport.informalreview.example'],
      });

      const landing = { url: '/api/municipality', headers: { host: hostOf('greenport') } };
      const shown = {
        displayName: CHANGED.displayName,
        website: CHANGED.website,
        comparisonSiteUrl: CHANGED.comparisonSiteUrl,
        incomeExpenseFormUrl: CHANGED.incomeExpenseFormUrl,
        firm: expect.objectContaining({ phone: CHANGED.supportPhone }) as unknown,
      };
      expect((await t.app.inject(landing)).json()).toMatchObject(shown);
      expect(t.app.municipalities.get('greenport')?.grievanceDay).toBe('2027-05-25');
      await expect
        .poll(async () => (await other.app.inject(landing)).json(), { timeout: 10_000 })
        .toMatchObject(shown);

      const log = await logOf('greenport');
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: 'muni.settings',
        actorUserId: mega.user.id,
        before: {
          displayName: 'Town of Greenport',
          website: 'https://www.townofgreenport.com',
          supportPhone: null,
          comparisonSiteUrl: null,
          incomeExpenseFormUrl: null,
          grievanceDay: null,
          assessorName: null,
          assessorAddress: null,
          assessorPhone: null,
          equalizationRate: null,
          equalizationRateYear: null,
          representativeAuthorization: 'file',
          integrityGuard: 'warn',
        },
        after: {
          displayName: CHANGED.displayName,
          website: CHANGED.website,
          supportPhone: CHANGED.supportPhone,
          comparisonSiteUrl: CHANGED.comparisonSiteUrl,
          incomeExpenseFormUrl: CHANGED.incomeExpenseFormUrl,
          grievanceDay: CHANGED.grievanceDay,
          assessorName: CHANGED.assessorName,
          assessorAddress: CHANGED.assessorAddress,
          assessorPhone: CHANGED.assessorPhone,
          equalizationRate: 85.5,
          equalizationRateYear: 2026,
          representativeAuthorization: 'e_sign',
          integrityGuard: 'require_note',
        },
      });
      // The notice and the packet read them from this instance's municipality.
      expect(t.app.municipalities.get('greenport')).toMatchObject({
        representativeAuthorization: 'e_sign',
        integrityGuard: 'require_note',
        assessorName: CHANGED.assessorName,
        equalizationRate: 85.5,
        equalizationRateYear: 2026,
      });
      // shortName did not change, so it is in neither side.
      expect(log[0]?.before).not.toHaveProperty('shortName');

      // Saving the same again writes nothing, the rate typed in a box ('85.50') included.
      expect((await save('greenport', mega, CHANGED)).statusCode).toBe(200);
      const typed = await save('greenport', mega, {
        ...CHANGED,
        equalizationRate: '85.50',
        equalizationRateYear: '2026',
      });
      expect(typed.json()).toMatchObject({ equalizationRate: 85.5, equalizationRateYear: 2026 });
      expect(await logOf('greenport')).toHaveLength(1);

      // Empty boxes clear the optional settings.
      const cleared = await save('greenport', mega, {
        ...CHANGED,
        supportPhone: '',
        comparisonSiteUrl: '',
        incomeExpenseFormUrl: null,
        grievanceDay: '',
        assessorName: '',
        assessorAddress: ' ',
        assessorPhone: null,
        equalizationRate: '',
        equalizationRateYear: '',
      });
      expect(cleared.json()).toMatchObject({
        supportPhone: null,
        comparisonSiteUrl: null,
        incomeExpenseFormUrl: null,
        grievanceDay: null,
        assessorName: null,
        assessorAddress: null,
        assessorPhone: null,
        equalizationRate: null,
        equalizationRateYear: null,
      });
      expect(t.app.municipalities.get('greenport')).not.toHaveProperty('equalizationRate');
      const after = (await t.app.inject(landing)).json();
      expect(after).not.toHaveProperty('comparisonSiteUrl');
      expect(after.firm.phone).toBe('(518) 555-0142');
    } finally {
      await other.close();
    }
  });

  it('a restart seeds nothing over an edit', async () => {
    const mega = await signedInAs(t.app, 'mega-admin', 'taghkanic');
    expect(
      (
        await save('taghkanic', mega, {
          ...GREENPORT,
          displayName: 'Town of Taghkanic (edited)',
          shortName: 'Taghkanic',
          website: 'https://www.taghkanic.org',
        })
      ).statusCode,
    ).toBe(200);
    const registry = await loadMunicipalityRegistry(
      t.database.db,
      'development',
      new Date('2028-01-01T00:00:00Z'),
    );
    expect(registry.get('taghkanic')?.displayName).toBe('Town of Taghkanic (edited)');
    // development's seeded deadline stays too: the table, not the catalog, is the truth.
    expect(registry.get('development')?.filingDeadline).toBe('2027-03-31');
  });

  const M = MESSAGES.municipalitySettings;
  it.each([
    ['an http website', { website: 'http://www.townofgreenport.com' }, M.badWebsite],
    ['a website that is not a link', { website: 'townofgreenport.com' }, M.badWebsite],
    // A browser opens evil.example for these, while a reader sees the town's host.
    [
      'a website with a backslash before an @',
      { website: 'https://evil.example\\@www.townofgreenport.com' },
      M.badWebsite,
    ],
    [
      'a website with an @ in its host',
      { website: 'https://www.townofgreenport.com@evil.example' },
      M.badWebsite,
    ],
    [
      'a form link with a backslash',
      { incomeExpenseFormUrl: 'https://evil.example\\@greenport.example.gov/ie.pdf' },
      M.badIncomeExpenseForm,
    ],
    [
      'a template with a backslash',
      { comparisonSiteUrl: 'https://evil.example\\@comps.example.gov/{parcelId}' },
      M.badComparisonTemplate,
    ],
    [
      'an unknown placeholder',
      { comparisonSiteUrl: 'https://comps.example.gov/{parcel}' },
      M.badComparisonTemplate,
    ],
    [
      'an unbalanced brace',
      { comparisonSiteUrl: 'https://comps.example.gov/{parcelId' },
      M.badComparisonTemplate,
    ],
    [
      'an http template',
      { comparisonSiteUrl: 'http://comps.example.gov/{parcelId}' },
      M.badComparisonTemplate,
    ],
    [
      'a javascript: form link',
      { incomeExpenseFormUrl: 'javascript:alert(1)' },
      M.badIncomeExpenseForm,
    ],
    ['an impossible Grievance Day', { grievanceDay: '2027-02-30' }, M.badGrievanceDay],
    ['a Grievance Day in another format', { grievanceDay: '05/25/2027' }, M.badGrievanceDay],
    ['a phone with letters', { supportPhone: 'call us' }, M.badPhone],
    ["an assessor's phone with letters", { assessorPhone: 'ask at the desk' }, M.badPhone],
    ["an assessor's name of one letter", { assessorName: 'P' }, M.badAssessorName],
    [
      "an assessor's address of 201 characters",
      { assessorAddress: 'x'.repeat(201) },
      M.badAssessorAddress,
    ],
    [
      "an assessor's address on two lines",
      { assessorAddress: '1 Main St\nKent, NY' },
      MESSAGES.input.forbiddenCharacters,
    ],
    ['a rate of zero', { equalizationRate: 0, equalizationRateYear: 2026 }, M.badEqualizationRate],
    [
      'a rate above 200',
      { equalizationRate: '250', equalizationRateYear: 2026 },
      M.badEqualizationRate,
    ],
    [
      'a rate with three decimals',
      { equalizationRate: '85.125', equalizationRateYear: 2026 },
      M.badEqualizationRate,
    ],
    [
      'a rate with a percent sign',
      { equalizationRate: '85%', equalizationRateYear: 2026 },
      M.badEqualizationRate,
    ],
    [
      'a rate year of 1999',
      { equalizationRateYear: 1999, equalizationRate: 85 },
      M.badEqualizationRateYear,
    ],
    [
      'a rate year of two digits',
      { equalizationRateYear: '26', equalizationRate: 85 },
      M.badEqualizationRateYear,
    ],
    // Both or neither: the field left empty is the one named.
    [
      'a rate without its year',
      { equalizationRateYear: null, equalizationRate: 85 },
      M.rateNeedsYear,
    ],
    [
      'a year without its rate',
      { equalizationRate: '', equalizationRateYear: 2026 },
      M.yearNeedsRate,
    ],
    ['an empty display name', { displayName: '  ' }, M.badDisplayName],
    ['an unknown integrity guard', { integrityGuard: 'block' }, M.badIntegrityGuard],
    ['a short name of 41 characters', { shortName: 'x'.repeat(41) }, M.badShortName],
    [
      'a control character',
      { displayName: 'Town of\u0007 Greenport' },
      MESSAGES.input.forbiddenCharacters,
    ],
  ])('refuses %s with its message and changes nothing', async (_name, change, message) => {
    const mega = await signedInAs(t.app, 'mega-admin', 'kent');
    const before = await rowOf('kent');
    const res = await save('kent', mega, {
      ...GREENPORT,
      displayName: 'Town of Kent',
      shortName: 'Kent',
      website: 'https://www.townofkentny.gov',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    // A rule that names a catalogue key also sends it as message_key.
    expect(res.json().issues).toEqual([
      expect.objectContaining({ path: `body.${Object.keys(change)[0]}`, message }),
    ]);
    expect(await rowOf('kent')).toEqual(before);
    expect(await logOf('kent')).toEqual([]);
  });

  it('refuses a field it does not know (hosts are the operator’s)', async () => {
    const mega = await signedInAs(t.app, 'mega-admin', 'kent');
    const res = await save('kent', mega, { ...GREENPORT, hosts: ['evil.example.com'] });
    expect(res.statusCode).toBe(400);
    expect(await logOf('kent')).toEqual([]);
  });
});
