import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { MESSAGES as EN } from '@ir/domain/messages.ts';
import { MESSAGES_ES as ES } from '@ir/domain/messages.es.ts';
import { expect, test } from '../fixtures/test.ts';
import { municipalityUrl } from '../fixtures/axe.ts';
import { scan, settled } from '../support/a11y.ts';
import { logIn, signUpAndVerify } from '../support/auth.ts';
import { browserRequest } from '../support/browser-request.ts';
import { SHOTS, fileThroughApi } from '../support/filing.ts';
import {
  E2E_TAGHKANIC_REVIEWER,
  E2E_TAGHKANIC_SOLD_FILE,
  E2E_TAGHKANIC_TOWN,
} from '../support/stack.ts';

/**
 * Roll integrity on Taghkanic (start-stack.ts: a generated roll with sales in its roll year's
 * window, the integrity guard asking for a note, outcomes published). No other spec uses it.
 */
const MUNI = 'taghkanic';
const PASSWORD = 'Integrity-Passw0rd-1';
const I = EN.integrity;

/** The "All sales" table's cells of one figure: before and after the reviews. */
async function beforeAndAfter(page: Page, figure: string): Promise<[string, string]> {
  const row = page
    .getByRole('table', { name: 'All sales' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: figure, exact: true }) });
  // Both stages are loaded apart: wait until each cell has its figure.
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(/\d/);
  await expect(cells.nth(1)).toHaveText(/\d/);
  return [(await cells.nth(0).textContent()) ?? '', (await cells.nth(1).textContent()) ?? ''];
}

test('a deep reduction turns the integrity check, needs a note to complete, moves the town figures, and the outcomes read in Spanish with small cells suppressed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const contexts: BrowserContext[] = [];
  const open = async (options: Parameters<typeof browser.newContext>[0] = {}) => {
    const context = await browser.newContext({
      baseURL: municipalityUrl(baseURL, MUNI),
      ...options,
    });
    contexts.push(context);
    return context.newPage();
  };
  try {
    // An owner files for a house that sold in the ratio study's window.
    const [sbl] = JSON.parse(readFileSync(E2E_TAGHKANIC_SOLD_FILE, 'utf8')) as string[];
    const owner = await open();
    const email = `integrity-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await signUpAndVerify(owner, email, PASSWORD);
    await logIn(owner, email, PASSWORD);
    const id = await fileThroughApi(browserRequest(owner), sbl as string);

    // Before any decision, the town reads the same figures before and after the reviews.
    const town = await open();
    await logIn(town, E2E_TAGHKANIC_TOWN.email, E2E_TAGHKANIC_TOWN.password);
    await town.goto('/town');
    await expect(town.getByRole('heading', { level: 2, name: 'Roll uniformity' })).toBeVisible();
    const [codBefore, codAfterAtFirst] = await beforeAndAfter(town, 'COD');
    expect(codAfterAtFirst).toBe(codBefore);
    await scan(town, '/town with the roll uniformity section');

    // 1. The reviewer proposes a deep reduction: the check turns.
    const reviewer = await open();
    await logIn(reviewer, E2E_TAGHKANIC_REVIEWER.email, E2E_TAGHKANIC_REVIEWER.password);
    await reviewer.goto(`/review/${id}`);
    const panel = reviewer.getByRole('region', { name: I.heading });
    await expect(panel).toBeVisible();
    const receivedText = await reviewer
      .getByRole('region', { name: 'Property' })
      .locator('dt:text-is("Received total value") + dd')
      .textContent();
    const received = Number((receivedText ?? '').replace(/\D/g, ''));
    await reviewer.getByLabel('New total AV').fill(String(Math.round(received * 0.95)));
    await expect(panel).toContainText(I.within);
    await reviewer.getByLabel('New total AV').fill(String(Math.round(received * 0.4)));
    await expect(panel).toContainText(I.crossed);
    await expect(panel).toContainText(I.crossedNeedsNote);
    await scan(reviewer, 'the review screen with the integrity check crossed');
    await reviewer.screenshot({ path: `${SHOTS}/integrity-crossed-1280.png`, fullPage: true });

    // 2. COMPLETE without a note is refused at the note; with one, it completes.
    await reviewer.getByLabel('Reason for the decision').selectOption('condition_considered');
    await reviewer.getByRole('button', { name: 'COMPLETE' }).click();
    // Refused as SPEC §5's failures are: an alert, then back on the form.
    const refusal = reviewer.getByRole('dialog', { name: 'Internal review' });
    await expect(refusal).toContainText(I.noteRequired);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();
    const note = reviewer.getByLabel(I.noteLabel);
    await note.fill('Fire damage left the house uninhabitable; the inspection photos are on file.');
    await reviewer.getByRole('button', { name: 'COMPLETE' }).click();
    await expect(reviewer.getByText('The review was completed.')).toBeVisible();

    // The decision is in the list's guard filter.
    await reviewer.goto('/appreview');
    await settled(reviewer, /Review/);

    // 3. The town sees the figures after the reviews move; before stays.
    await town.reload();
    await expect(town.getByRole('heading', { level: 2, name: 'Roll uniformity' })).toBeVisible();
    const [codBeforeAgain, codAfter] = await beforeAndAfter(town, 'COD');
    expect(codBeforeAgain).toBe(codBefore);
    expect(codAfter).not.toBe(codBefore);
    await town.screenshot({ path: `${SHOTS}/town-uniformity-1280.png`, fullPage: true });

    // The town studies residential property alone: the address keeps the choice, and the class
    // group table holds that group only.
    await town.getByRole('combobox', { name: 'Class group' }).selectOption('residential');
    await expect(town).toHaveURL(/\/town\?class_group=residential$/);
    await expect(
      town.getByRole('table', { name: 'By class group' }).getByRole('rowheader'),
    ).toHaveText(['Residential']);
    await town.reload();
    await expect(town.getByRole('combobox', { name: 'Class group' })).toHaveValue('residential');
    await scan(town, '/town with one class group chosen');

    // 4. A visitor reads the published outcomes in Spanish: one filing, every cell suppressed.
    const visitor = await open({ locale: 'es-US', viewport: { width: 390, height: 844 } });
    await visitor.goto('/outcomes');
    await settled(visitor, ES.outcomes.title);
    await expect(visitor.getByText(ES.outcomes.suppressed).first()).toBeVisible();
    await scan(visitor, 'es: /outcomes');
    await visitor.screenshot({ path: `${SHOTS}/es-outcomes-390.png`, fullPage: true });
    await visitor.goto('/outcomes/dictionary');
    await settled(visitor, ES.outcomes.dictionary.title);
    await scan(visitor, 'es: /outcomes/dictionary');
  } finally {
    for (const context of contexts) await context.close();
  }
});
