/**
 * Lighthouse's accessibility score of every page an owner and a reviewer meet, in English and
 * in Spanish: `/`, `/login`, each step of `/file`, `/applications`, a filing's page,
 * `/appreview` and `/review/{id}` (decision 036). Lighthouse user flows in snapshot mode, in
 * Debian's Chromium driven by puppeteer-core: a signed-in page is audited as its role sees it.
 * The wizard's steps are opened as a reload in the middle of a filing opens them, from the
 * tab's draft, so no label of either language is needed to reach them.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import type { PropertyExtra } from '@ir/domain';
import { LANGUAGES, type Language } from '@ir/domain/languages.ts';
import { run } from './processes.ts';

const PASSWORD = 'Bench-A11y-Passw0rd';
export const A11Y_ACCOUNTS = {
  owner: { email: 'a11y-owner@example.com', role: 'user' },
  reviewer: { email: 'a11y-reviewer@example.com', role: 'super' },
} as const;

/** The wizard's steps, by the index its draft keeps (wizard/draft.ts). */
const STEPS = ['Property Search', 'Applicant Info', 'Value Change', 'Supporting Files', 'Review'];

export interface AccessibilityScore {
  page: string;
  language: Language;
  score: number;
  /** The audits that failed, by id, to say what to fix. */
  failing: string[];
  /** The headings the page showed when audited, to see it was the page meant. */
  shown: string;
}

/** Accounts made with the CLI in the data folder, before the server opens it. */
export async function createAccounts(env: Record<string, string>): Promise<void> {
  for (const { email, role } of Object.values(A11Y_ACCOUNTS)) {
    await run(
      'npm',
      [
        'run',
        '--silent',
        'cli',
        '--',
        'user',
        'create',
        '--muni',
        'development',
        '--email',
        email,
        '--role',
        role,
        '--password',
        PASSWORD,
      ],
      env,
    );
  }
}

/** A same-origin JSON call from the page, as the web app makes it (its cookie, its origin). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async (m, p, b) => {
      const res = await fetch(`/api${p}`, {
        method: m,
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, text: await res.text() };
    },
    method,
    path,
    body,
  );
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

async function signIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  await call(page, 'POST', '/auth/signin', { email, password: PASSWORD });
}

/** The ALTCHA widget's work, done here: a challenge from the server, solved. */
async function captcha(page: Page): Promise<string> {
  const challenge = await call<Parameters<typeof solveChallenge>[0]['challenge']>(
    page,
    'GET',
    '/auth/captcha',
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const OWNER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Linden St',
  address2: '',
  city: 'Amherst',
  state: 'NY',
  zipCode: '14221',
  phone: '(518) 555-0142',
};

/** Two residential demo parcels with no filing yet: one to file, one for the wizard. */
async function freeParcels(page: Page): Promise<PropertyExtra[]> {
  const { results } = await call<{ results: { print_key: string }[] }>(
    page,
    'GET',
    '/ir/propertysearch?by=address&q=Linden&limit=100',
  );
  const found: PropertyExtra[] = [];
  for (const { print_key } of results) {
    const extra = await call<PropertyExtra>(page, 'POST', '/ir/propertyextra', { print_key });
    if (!extra.prop_class?.startsWith('2')) continue;
    found.push(extra);
    if (found.length === 2) return found;
  }
  throw new Error('fewer than two residential parcels on Linden in the demo data');
}

async function fileOne(page: Page, sbl: string): Promise<number> {
  const { ir_id } = await call<{ ir_id: number }>(page, 'POST', '/ir/submit_review', {
    captcha: await captcha(page),
    sbl,
    isOwner: true,
    pOFirstName: OWNER.firstName,
    pOLastName: OWNER.lastName,
    pOAddress1: OWNER.address1,
    pOAddress2: '',
    pOCity: OWNER.city,
    pOState: OWNER.state,
    pOZipCode: OWNER.zipCode,
    pOPhone: OWNER.phone,
    desiredValue: '91000',
    reason: 'other',
    valueComments: 'The house needs a new roof.',
    comp1: '',
    comp2: '',
    comp3: '',
    comp4: '',
    comp5: '',
    save_applicant: false,
  });
  return ir_id;
}

/** A draft at `step`, complete up to it, as the wizard keeps it in the tab (draft-storage.ts). */
function draftAt(step: number, property: PropertyExtra) {
  return {
    step,
    property,
    owner: OWNER,
    isOwner: true,
    applicant: { ...OWNER, firstName: '', lastName: '', address1: '', city: '', phone: '' },
    saveApplicant: false,
    desiredValue: '91000',
    reason: 'other',
    valueComments: 'The house needs a new roof.',
    comps: [],
    files: [],
  };
}

/** Waits until the page has drawn its heading and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('main h1, main h2', { visible: true });
  await page.waitForFunction(`!document.querySelector('[role="status"].fixed')`);
}

/** Every page of both languages, audited; the server at `base` has the accounts above. */
export async function measureAccessibility(base: string): Promise<AccessibilityScore[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const scores: AccessibilityScore[] = [];
  let filed: { id: number; wizardParcel: PropertyExtra } | undefined;
  try {
    for (const language of LANGUAGES) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true });
      // Leaving the wizard mid-filing asks "Leave site?" (use-leave-warning.ts): the owner leaves.
      page.on('dialog', (dialog) => void dialog.accept());
      // The language chosen on the site (the switcher keeps it here).
      await page.evaluateOnNewDocument(
        `window.localStorage.setItem('ir-language', ${JSON.stringify(language)})`,
      );
      const flow = await startFlow(page, {
        name: `accessibility, ${language}`,
        config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
      });
      const shown: string[] = [];
      const snapshot = async (name: string, path: string, before?: () => Promise<unknown>) => {
        await before?.();
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        await settled(page);
        shown.push(
          await page.$$eval('main h1, main h2', (headings) =>
            headings
              .slice(0, 2)
              .map((h) => h.textContent?.trim())
              .join(' / '),
          ),
        );
        await flow.snapshot({ name });
      };

      await snapshot('/', '/');
      await snapshot('/login', '/login');

      await signIn(page, base, A11Y_ACCOUNTS.owner.email);
      if (!filed) {
        const [toFile, forWizard] = (await freeParcels(page)) as [PropertyExtra, PropertyExtra];
        filed = { id: await fileOne(page, toFile.print_key), wizardParcel: forWizard };
      }
      const { id, wizardParcel } = filed;
      for (const [step, title] of STEPS.entries()) {
        await snapshot(`/file, step ${step + 1} (${title})`, '/file', async () => {
          // Leaving the wizard forgets its draft (use-leave-warning.ts), so the draft is put in
          // the tab from another page, as a reload would find it.
          await page.goto(`${base}/contact`, { waitUntil: 'load' });
          const draft = JSON.stringify(draftAt(step, wizardParcel));
          await page.evaluate(
            `window.sessionStorage.setItem('ir.filing.draft', ${JSON.stringify(draft)})`,
          );
        });
      }
      await snapshot('/applications', '/applications');
      await snapshot('/applications/{id}', `/applications/${id}`);
      await call(page, 'POST', '/auth/signout');

      await signIn(page, base, A11Y_ACCOUNTS.reviewer.email);
      await snapshot('/appreview', '/appreview');
      await snapshot('/review/{id}', `/review/${id}`);

      const result = await flow.createFlowResult();
      for (const [index, step] of result.steps.entries()) {
        const { lhr } = step;
        scores.push({
          page: step.name,
          language,
          score: lhr.categories.accessibility?.score ?? NaN,
          shown: shown[index] ?? '',
          failing: Object.values(lhr.audits)
            .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
            .map((a) => a.id),
        });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return scores;
}
