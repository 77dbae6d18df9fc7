import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '../fixtures/test.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { logIn } from '../support/auth.ts';
import {
  SHOTS,
  fileThroughApi,
  findResidentialParcel,
  newSignedInOwner,
} from '../support/filing.ts';
import { parseCsv } from '../support/csv.ts';
import { account } from '../support/stack.ts';

const HEADER = [
  'Filing number',
  'SBL',
  'Class',
  'Number',
  'Name',
  'Submitted (ET)',
  'Status',
  'Original value',
  'New assessed value',
  'Change in assessed value',
  'Data change needed',
  'Data change complete',
  'Sketch change needed',
  'Sketch change complete',
  'Owner response',
  'Offers sent',
  'Latest offer',
  'Meeting',
  'Days to decision',
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
/** A change in value as the page writes it: '-$10,000', '+$5,000', '$0'. */
const signed = (n: number) => `${n > 0 ? '+' : ''}${usd.format(n)}`;

/** What the dashboard must show, worked out from the export's rows. */
function figuresOf(records: string[][]) {
  // Every filing is in the export, withdrawn and voided ones with the status withdrawn.
  const rows = records.slice(1).map((r) => Object.fromEntries(HEADER.map((h, i) => [h, r[i]])));
  const status = (s: string) => rows.filter((r) => r.Status === s);
  const value = (text: string | undefined) => (text ? Number(text) : 0);
  const complete = status('complete');
  return {
    'All filings': String(rows.length),
    'Awaiting review': String(status('incomplete').length),
    'Further review (FAR)': String(status('far').length),
    'Offer out': String(status('offer').length),
    Completed: String(complete.length),
    Withdrawn: String(status('withdrawn').length),
    'Received value under review': usd.format(
      [...status('incomplete'), ...status('far'), ...status('offer')].reduce(
        (sum, r) => sum + value(r['Original value']),
        0,
      ),
    ),
    // The export's change column is the amount itself, which the dashboard sums.
    'Change in value of completed reviews': signed(
      complete.reduce((sum, r) => sum + value(r['Change in assessed value']), 0),
    ),
  };
}

/** The chart's table of filings per day, summed: what its bars add up to. */
async function chartTotal(page: Page): Promise<number> {
  const details = page.locator('details').filter({ hasText: 'The numbers of the chart' });
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) {
    await details.getByText('The numbers of the chart').click();
  }
  const table = page.getByRole('table', { name: 'Filings per day (New York time)' });
  const counts = await table.getByRole('row').locator('td:last-child').allTextContents();
  return counts.reduce((sum, cell) => sum + Number(cell.replace(/,/g, '')), 0);
}

/** The figure under a stat's title. */
function stat(page: Page, title: string): Locator {
  const exact = new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`);
  return page
    .getByRole('term')
    .filter({ hasText: exact })
    .locator('xpath=following-sibling::dd[1]');
}

/** Today in New York, as the chart's table writes it ('Mar 1, 2025'). */
function todayInNewYork(): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(new Date());
}

test.describe('the town dashboard', () => {
  test('a town account sees its municipality in figures that match the filings, downloads them as CSV, and opens nothing of staff', async ({
    page,
    browser,
  }) => {
    // Three accounts sign in, three filings solve a captcha, one is withdrawn, and the page
    // is scanned at two widths and once more.
    test.setTimeout(180_000);

    // Two filings by a new owner, on a street no other spec files on.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await newSignedInOwner(owner, 'town');
    const first = await findResidentialParcel(owner, 'Onondaga');
    const second = await findResidentialParcel(owner, 'Onondaga', { skip: [first.print_key] });
    const third = await findResidentialParcel(owner, 'Onondaga', {
      skip: [first.print_key, second.print_key],
    });
    const loweredId = await fileThroughApi(owner.request, first.print_key);
    await fileThroughApi(owner.request, second.print_key);
    // The third the owner files and withdraws: it counts as Withdrawn, and in All filings.
    const withdrawnId = await fileThroughApi(owner.request, third.print_key);
    const withdrawn = await owner.request.post('/api/applications/withdraw', {
      data: { id: withdrawnId },
    });
    expect(withdrawn.status(), await withdrawn.text()).toBe(200);
    await ownerContext.close();

    // A reviewer completes the first with a lower value.
    const reviewerContext = await browser.newContext();
    const reviewerPage = await reviewerContext.newPage();
    const reviewer = account('super');
    await logIn(reviewerPage, reviewer.email, reviewer.password);
    const info = (await (
      await reviewerPage.request.get(`/api/super/applicationinfo?id=${loweredId}`)
    ).json()) as { received_total_value: number; received_land_value: number; version: number };
    const newValue = Math.max(
      info.received_land_value,
      Math.round(info.received_total_value * 0.9),
    );
    const completed = await reviewerPage.request.post('/api/super/complete', {
      data: {
        id: loweredId,
        version: info.version,
        review_status: 'complete',
        decision_reason: 'comparable_sales_support',
        land_value_change: 'N',
        total_value_change: 'Y',
        data_change_needed: 'N',
        sketch_change_needed: 'N',
        data_change_complete: 'N',
        sketch_change_complete: 'N',
        partial_assessment: false,
        assessed_total_value: String(newValue),
        assessed_land_value: '',
        ir_notes: '',
        far_why: '',
        documents: [],
      },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    await reviewerContext.close();

    // The town finds its dashboard in the menu, and no staff screen there.
    const town = account('town');
    await logIn(page, town.email, town.password);
    await page.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('navigation', { name: /menu/i });
    await expect(drawer.getByRole('link', { name: 'Review Applications' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Town Dashboard' }).click();
    await expect(page).toHaveURL(/\/town$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Town Dashboard' })).toBeVisible();

    // Other specs file on this municipality at the same time: the figures are checked against
    // the export read right after them, again until no filing slipped in between. Every count
    // agrees: the tiles with the export's rows, the stages (Withdrawn too) with All filings,
    // and All filings with the bars of the chart.
    await expect(async () => {
      await page.reload();
      await expect(stat(page, 'All filings')).toBeVisible();
      const shown: Record<string, string> = {};
      for (const title of Object.keys(figuresOf([HEADER]))) {
        shown[title] = (await stat(page, title).textContent()) ?? '';
      }
      const bars = await chartTotal(page);
      const csv = await page.request.get('/api/town/export');
      expect(csv.status()).toBe(200);
      expect(shown).toEqual(figuresOf(parseCsv(await csv.text())));
      const stages = [
        'Awaiting review',
        'Further review (FAR)',
        'Offer out',
        'Completed',
        'Withdrawn',
      ];
      const all = Number(shown['All filings']?.replace(/,/g, ''));
      expect(stages.reduce((sum, title) => sum + Number(shown[title]?.replace(/,/g, '')), 0)).toBe(
        all,
      );
      expect(bars).toBe(all);
    }).toPass({ timeout: 30_000 });
    await expect(stat(page, 'Withdrawn')).not.toHaveText('0');
    await expect(
      page.getByText("By the owner, or voided by the assessor's office", { exact: false }),
    ).toBeVisible();

    // The chart: one image named by a sentence, and its numbers, today's among them.
    await expect(
      page.getByRole('img', { name: /^(Bar chart of filings per day from|Filings per day:)/ }),
    ).toBeVisible();
    const days = page.getByRole('table', { name: 'Filings per day (New York time)' });
    const today = days.getByRole('row').filter({ hasText: todayInNewYork() });
    await expect(today).toHaveCount(1);
    expect(Number(await today.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/town-dashboard.png`, fullPage: true });

    // The export, downloaded by the button: the header, and the completed filing's outcome.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('filings-development.csv');
    const records = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(records[0]).toEqual(HEADER);
    const lowered = records.find((r) => r[1] === first.print_key);
    expect(lowered).toEqual([
      expect.stringMatching(new RegExp(`^DEVELOPMENT-\\d{4}-0*${loweredId}$`)),
      first.print_key,
      first.prop_class,
      expect.any(String),
      expect.stringContaining('Onondaga'),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      'complete',
      String(info.received_total_value),
      String(newValue),
      // The change in assessed value as an amount: negative, since the value went down.
      String(newValue - info.received_total_value),
      'N',
      'N',
      'N',
      'N',
      // The owner has not answered the decision.
      'No response',
      // No offer and no meeting; decided in whole days after filing.
      '0',
      '',
      '',
      expect.stringMatching(/^\d+$/),
    ]);
    expect(Number(lowered?.[9])).toBeLessThan(0);
    expect(records.find((r) => r[1] === second.print_key)?.slice(6, 10)).toEqual([
      'incomplete',
      expect.stringMatching(/^\d+$/),
      '',
      '',
    ]);
    expect(records.find((r) => r[1] === third.print_key)?.slice(6, 10)).toEqual([
      'withdrawn',
      expect.stringMatching(/^\d+$/),
      '',
      '',
    ]);

    // On a phone: the tiles stack, and the chart's labels keep the page's size, each whole
    // and none over another.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(stat(page, 'Withdrawn')).toBeVisible();
    const chart = page.getByRole('img', {
      name: /^(Bar chart of filings per day from|Filings per day:)/,
    });
    await expect(chart).toBeVisible();
    const labels = page.locator('[data-chart-scale] > span, [data-chart-days] > span');
    expect(await labels.count()).toBeGreaterThanOrEqual(3);
    type Box = { x: number; y: number; width: number; height: number };
    const boxes: Box[] = [];
    for (const label of await labels.all()) {
      await expect(label).toBeVisible();
      const { size, whole } = await label.evaluate((element) => ({
        size: Number.parseFloat(getComputedStyle(element).fontSize),
        whole: element.scrollWidth <= element.getBoundingClientRect().width + 1,
      }));
      expect(size).toBeGreaterThanOrEqual(12);
      expect(whole).toBe(true);
      const box = await label.boundingBox();
      if (!box) throw new Error('a chart label has no box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      boxes.push(box);
    }
    const overlap = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    }
    // Nothing of the page runs off its side.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/town-dashboard-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    // No staff member's address in what the town takes home.
    expect(records.flat().join(' ')).not.toContain(reviewer.email);

    // Nothing else of staff: the screens say so, and the API refuses.
    await page.goto('/appreview');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/review/${loweredId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    for (const url of ['/api/super/list', `/api/super/applicationinfo?id=${loweredId}`]) {
      expect((await page.request.get(url)).status(), url).toBe(403);
    }
  });
});
