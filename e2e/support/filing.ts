import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiCaller } from './browser-request.ts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { signUpAndVerify, logIn } from './auth.ts';

export { eicar, pdf, png } from '../../apps/api/test/upload-fixtures.ts';

export interface DemoParcel {
  print_key: string;
  full_address: string;
  prop_class: string | null;
}

interface SuggestedSale {
  sbl: string;
  address: string;
}

/**
 * A new, verified and signed-in owner account. Each filing spec has its own: My Applications
 * starts empty, and sign-in's per-account rate limit is never shared with another spec.
 */
export async function newSignedInOwner(
  page: Page,
  label: string,
): Promise<{ email: string; password: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Filing-Passw0rd-1';
  await signUpAndVerify(page, email, password);
  await logIn(page, email, password);
  return { email, password };
}

/**
 * A demo parcel of a class (residential, below 300, by default: the comparables section shows) on `street`
 * that has no application yet this year, asked of the API as the signed-in page. Parallel
 * specs each pass their own street, so no two of them file for the same parcel.
 */
export async function findResidentialParcel(
  page: Page,
  street: string,
  {
    suggestions = 0,
    skip = [] as string[],
    propClass = /^2\d\d$/,
  }: { suggestions?: number; skip?: string[]; propClass?: RegExp } = {},
): Promise<DemoParcel & { suggested: SuggestedSale[] }> {
  const search = await page.request.get(
    `/api/ir/propertysearch?by=address&q=${encodeURIComponent(street)}&limit=100`,
  );
  expect(search.status()).toBe(200);
  const { results } = (await search.json()) as {
    results: { print_key: string; full_address: string }[];
  };
  for (const result of results) {
    if (skip.includes(result.print_key)) continue;
    const extra = await page.request.post('/api/ir/propertyextra', {
      data: { print_key: result.print_key },
    });
    if (extra.status() !== 200) continue;
    const { prop_class } = (await extra.json()) as { prop_class: string | null };
    if (!prop_class || !propClass.test(prop_class)) continue;
    const free = await page.request.post('/api/ir/onereview', {
      data: { printkey: result.print_key },
    });
    if (free.status() !== 200) continue;
    let suggested: SuggestedSale[] = [];
    if (suggestions > 0) {
      const comps = await page.request.post('/api/ir/suggestcomps', {
        data: { print_key: result.print_key },
      });
      if (comps.status() !== 200) continue;
      suggested = ((await comps.json()) as { results: SuggestedSale[] }).results;
      if (suggested.length < suggestions) continue;
    }
    return { ...result, prop_class, suggested };
  }
  throw new Error(
    `no free parcel of class ${propClass} with ${suggestions} suggestions on ${street}`,
  );
}

export const wizard = {
  next: (page: Page) => page.getByRole('button', { name: 'Next', exact: true }),
  previous: (page: Page) => page.getByRole('button', { name: 'Previous', exact: true }),
  heading: (page: Page, title: string) =>
    page.getByRole('heading', { level: 2, name: new RegExp(`Step \\d of 5: ${title}$`) }),
  results: (page: Page) => page.getByRole('listbox', { name: 'Properties found' }),
  ownerBlock: (page: Page) => page.getByRole('region', { name: 'Property Owner Information' }),
  applicantBlock: (page: Page) => page.getByRole('region', { name: 'Applicant Information' }),
  files: (page: Page) => page.getByRole('list', { name: 'Files' }),
  warnings: (page: Page) => page.getByRole('list', { name: 'Before you submit' }),
  card: (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }),
};

/**
 * Next (or Previous), then the step it leads to. Each step is a page of its own: pressed again
 * before that page shows, the button is still the last step's, and the second press is lost.
 */
export async function nextTo(page: Page, title: string): Promise<void> {
  await wizard.next(page).click();
  await expect(wizard.heading(page, title)).toBeVisible();
}

export async function previousTo(page: Page, title: string): Promise<void> {
  await wizard.previous(page).click();
  await expect(wizard.heading(page, title)).toBeVisible();
}

/** Step 0 by mouse: searches by address and chooses the parcel's row. */
export async function chooseParcel(page: Page, parcel: DemoParcel): Promise<void> {
  await page.getByLabel('Address', { exact: true }).fill(parcel.full_address);
  await wizard.results(page).getByRole('option', { name: parcel.print_key }).click();
  await expect(
    page.getByRole('region', { name: 'Selected property' }).getByText(parcel.print_key),
  ).toBeVisible();
}

export interface Person {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

export const OWNER: Person = {
  firstName: 'Olive',
  lastName: 'Owner',
  address1: '12 Maple St',
  city: 'Springfield',
  state: 'NY',
  zipCode: '12345',
  phone: '5185550142',
};

export const APPLICANT: Person = {
  firstName: 'Andy',
  lastName: 'Agent',
  address1: '400 Broadway',
  city: 'Albany',
  state: 'NY',
  zipCode: '12207',
  phone: '5185550199',
};

const PERSON_LABELS: Record<keyof Person, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address line 1',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  phone: 'Phone',
};

export async function fillPerson(block: Locator, person: Person): Promise<void> {
  for (const [field, label] of Object.entries(PERSON_LABELS)) {
    const value = person[field as keyof Person];
    // The State is chosen from the list of US states, by its code.
    if (field === 'state') await block.getByRole('combobox', { name: label }).selectOption(value);
    else await block.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

/** The dd next to a dt in a description list. */
export function fact(scope: Locator, term: string): Locator {
  return scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Bytes that are an executable by their content (an ELF header), whatever the name says. */
export function elf(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
}

/** Where the specs' screenshots go: looked at by hand, never committed. */
export const SHOTS = '/tmp/e2e-shots';

/** A solved captcha, fetched and solved the way the widget does it. */
export async function solvedCaptcha(request: ApiCaller): Promise<string> {
  const res = await request.get('/api/auth/captcha');
  expect(res.status()).toBe(200);
  const challenge = (await res.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Files one application as the signed-in owner through the calls the wizard makes: each
 * supporting file into the draft, then the submission that takes them. Returns its ir_id.
 * For specs about what happens after filing; the wizard itself has its own specs.
 */
export async function fileThroughApi(
  request: ApiCaller,
  sbl: string,
  files: { name: string; mimeType: string; buffer: Buffer }[] = [],
): Promise<number> {
  for (const file of files) {
    const upload = await request.post('/api/ir/uploadfile', {
      multipart: { printkey: sbl, file },
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  const res = await request.post('/api/ir/submit_review', {
    data: {
      captcha: await solvedCaptcha(request),
      sbl,
      isOwner: true,
      pOFirstName: OWNER.firstName,
      pOLastName: OWNER.lastName,
      pOAddress1: OWNER.address1,
      pOAddress2: '',
      pOCity: OWNER.city,
      pOState: OWNER.state,
      pOZipCode: OWNER.zipCode,
      // As the wizard sends it, shaped while typed.
      pOPhone: '(518) 555-0142',
      desiredValue: '120000',
      reason: 'comparable_sales',
      valueComments: 'Similar houses nearby sold for less.',
      comp1: '',
      comp2: '',
      comp3: '',
      comp4: '',
      comp5: '',
      save_applicant: false,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { ir_id: number }).ir_id;
}

/** Opens the filing page and answers: choose, sign, confirm. */
export async function answerDecision(
  page: Page,
  id: number,
  choice: RegExp,
  name: string,
  confirm: string,
) {
  await page.goto(`/applications/${id}`);
  const region = page.getByRole('region', { name: 'Your answer to the decision' });
  await expect(region.getByTestId('grievance-countdown')).toContainText('Grievance Day is');
  await region.getByRole('radio', { name: choice }).check();
  await region.getByLabel(/Your full name/).fill(name);
  await region.getByRole('button', { name: 'Sign and send my answer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
  return region;
}
