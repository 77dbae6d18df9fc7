import { expect, test, type APIRequestContext, type Browser, type Page } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../support/auth.ts';
import {
  SHOTS,
  fileThroughApi,
  findResidentialParcel,
  newSignedInOwner,
} from '../support/filing.ts';
import { parseCsv } from '../support/csv.ts';
import { account, type E2eAccount } from '../support/stack.ts';

/** No other spec files on this street, so the list's Name filter shows this spec's rows only. */
const STREET = 'Tamarack';
const SIGNED = 'Pat Tamarack';
const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A signed-in page of its own for `who`. */
async function signedIn(browser: Browser, who: E2eAccount) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, who.email, who.password);
  return { context, page };
}

/** COMPLETE with no change, as the review screen sends it. */
async function completeUnchanged(request: APIRequestContext, id: number) {
  const info = await request.get(`/api/super/applicationinfo?id=${id}`);
  expect(info.status()).toBe(200);
  const { version } = (await info.json()) as { version: number };
  const res = await request.post('/api/super/complete', {
    data: {
      id,
      version,
      review_status: 'complete',
      decision_reason: 'insufficient_evidence',
      land_value_change: 'N',
      total_value_change: 'N',
      data_change_needed: 'N',
      sketch_change_needed: 'N',
      data_change_complete: 'N',
      sketch_change_complete: 'N',
      partial_assessment: false,
      assessed_total_value: '',
      assessed_land_value: '',
      ir_notes: '',
      far_why: '',
      documents: [],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The figure under a stat's title, in `scope`. */
const stat = (page: Page, title: string) =>
  page
    .getByRole('region', { name: "Owners' responses" })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe("the owner's answer, for staff and the town", () => {
  test('staff see Accepted, Disagreed and No response in the Complete view and filter by it, the review screen links the document, and the town counts them', async ({
    browser,
  }) => {
    // Four accounts sign in, three filings solve a captcha, and six pages are scanned.
    test.setTimeout(240_000);

    // An owner files three reviews; a reviewer completes them.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await newSignedInOwner(owner, 'responses');
    const filed: { id: number; sbl: string }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const parcel = await findResidentialParcel(owner, STREET, {
        skip: filed.map((f) => f.sbl),
      });
      filed.push({
        id: await fileThroughApi(owner.request, parcel.print_key),
        sbl: parcel.print_key,
      });
    }
    const [accepted, disagreed, silent] = filed as [
      (typeof filed)[number],
      (typeof filed)[number],
      (typeof filed)[number],
    ];
    const reviewer = await signedIn(browser, account('super'));
    for (const { id } of filed) await completeUnchanged(reviewer.page.request, id);

    // The owner answers two of them; the third stays unanswered.
    for (const [{ id }, decision] of [
      [accepted, 'accept'],
      [disagreed, 'disagree'],
    ] as const) {
      const res = await owner.request.post('/api/applications/respond', {
        data: { id, decision, name: SIGNED },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await ownerContext.close();

    // Staff's list, Complete view: the Response column, then its filter narrowed to Disagreed.
    const page = reviewer.page;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/appreview?view=complete&loc_st_name=${STREET}`);
      const table = page.getByRole('table', { name: 'Complete applications' });
      await expect(table.getByRole('columnheader', { name: /^Response/ })).toBeVisible();
      for (const [{ sbl }, text] of [
        [accepted, 'Accepted'],
        [disagreed, 'Disagreed'],
        [silent, 'No response'],
      ] as const) {
        await expect(table.getByRole('row').filter({ hasText: sbl })).toContainText(text);
      }
      const filter = page.getByRole('combobox', { name: 'Filter Response' });
      await expect(filter.getByRole('option')).toHaveText([
        '(All)',
        'Accepted',
        'Disagreed',
        'No response',
      ]);
      await filter.selectOption({ label: 'Disagreed' });
      await expect(page).toHaveURL(/owner_response=disagree/);
      await expect(table.getByRole('link', { name: /^View / })).toHaveCount(1);
      await expect(table.getByRole('link', { name: `View ${disagreed.sbl}` })).toBeVisible();
      // The wide table scrolls in its own box; the page itself does not scroll sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/responses-list-${size.name}.png`, fullPage: true });
    }

    // The review screen: the answer and its document, or that none came yet.
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/review/${accepted.id}`);
      const answer = page.getByRole('region', { name: "Owner's response" });
      await expect(answer).toContainText(
        /Owner accepted on \w{3} \d{1,2}, \d{4}, signed Pat Tamarack\./,
      );
      const agreement = answer.getByRole('link', { name: 'Agreement (PDF)' });
      await expect(agreement).toHaveAttribute(
        'href',
        `/api/applications/${accepted.id}/agreement.pdf`,
      );
      await expect(page.getByRole('link', { name: 'Decision notice (PDF)' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `${SHOTS}/responses-review-${size.name}.png`,
        fullPage: true,
      });
    }
    const pdf = await page.request.get(`/api/applications/${accepted.id}/agreement.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page.goto(`/review/${disagreed.id}`);
    const disagreement = page.getByRole('region', { name: "Owner's response" });
    await expect(disagreement).toContainText('Owner disagreed on');
    const packet = disagreement.getByRole('link', { name: 'Grievance packet (PDF)' });
    await expect(packet).toHaveAttribute('href', `/api/applications/${disagreed.id}/grievance.pdf`);
    await page.goto(`/review/${silent.id}`);
    await expect(page.getByRole('region', { name: "Owner's response" })).toHaveText(
      /No response yet\./,
    );
    await reviewer.context.close();

    // The town's dashboard counts the answers of completed reviews as its export lists them
    // (other specs complete reviews at the same time: read again until both agree).
    const town = await signedIn(browser, account('town'));
    const townPage = town.page;
    for (const size of SIZES) {
      await townPage.setViewportSize(size);
      await expect(async () => {
        await townPage.goto('/town');
        await expect(stat(townPage, 'Accepted')).toBeVisible();
        const shown = {
          Accepted: await stat(townPage, 'Accepted').textContent(),
          Disagreed: await stat(townPage, 'Disagreed').textContent(),
          'No response': await stat(townPage, 'No response').textContent(),
        };
        const csv = parseCsv(await (await townPage.request.get('/api/town/export')).text());
        const column = csv[0]?.indexOf('Owner response') ?? -1;
        expect(column).toBeGreaterThan(0);
        const status = csv[0]?.indexOf('Status') ?? -1;
        const complete = csv.slice(1).filter((r) => r[status] === 'complete');
        const counted = (text: string) =>
          complete.filter((r) => r[column] === text).length.toLocaleString('en-US');
        expect(shown).toEqual({
          Accepted: counted('Accepted'),
          Disagreed: counted('Disagreed'),
          'No response': counted('No response'),
        });
        for (const [{ sbl }, text] of [
          [accepted, 'Accepted'],
          [disagreed, 'Disagreed'],
          [silent, 'No response'],
        ] as const) {
          // The export lists withdrawn and voided filings too: the parcel's completed one.
          expect(complete.find((r) => r[1] === sbl)?.[column]).toBe(text);
        }
      }).toPass({ timeout: 30_000 });
      await expectNoAxeViolations(townPage);
      await townPage.screenshot({
        path: `${SHOTS}/responses-town-${size.name}.png`,
        fullPage: true,
      });
    }
    await town.context.close();
  });
});
