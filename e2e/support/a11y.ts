import { expect, type Page } from '../fixtures/test.ts';
import { expectNoAxeFindings } from '../fixtures/axe.ts';
import { expectValidHtml } from '../fixtures/html-validate.ts';
import { expectNoHtmlcsErrors } from '../fixtures/htmlcs.ts';

/**
 * The WCAG 2.1 AA scan of a page (decision 036) by three checkers: its HTML validated against
 * the standard (html-validate set to the Nu Html Checker's rules, decision 050), then axe at
 * every impact and HTML_CodeSniffer's WCAG2AA errors in the light and black themes at 1280 and
 * 390 px, then reflow at 320 px and at the 200% zoom of a 1280 px window.
 * accessibility.spec.ts visits every route with it; the Spanish owner's walk uses it too.
 */

export const THEMES = ['light', 'black'] as const;
export const WIDTHS = [1280, 390] as const;
/**
 * Reflow (1.4.10): 320 CSS px, and 1280 px at 200% zoom. Playwright's deviceScaleFactor is not
 * zoom (it only sharpens the pixels); 200% zoom of a 1280 px window lays the page out in 640
 * CSS px, so a 640 px wide viewport is that zoom.
 */
export const REFLOW_WIDTHS = [320, 640] as const;
export const HEIGHT = 900;

/** Waits until the page is settled: its heading shown, nothing loading. */
export async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('status', { name: /^(Loading|Cargando)$/ })).toHaveCount(0);
}

/**
 * Nothing scrolls the document sideways; a table wider than its box is inside a scrolling
 * region a keyboard can reach and a screen reader names (ScrollRegion).
 */
export async function expectReflow(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) {
      // Name the outermost elements that stick out, to say what to fix.
      const out = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((el) => {
        const right = el.getBoundingClientRect().right + window.scrollX;
        return right > doc.clientWidth + 1 && !el.closest('[role="region"][tabindex="0"]');
      });
      const outermost = out.filter((el) => !out.includes(el.parentElement as HTMLElement));
      const names = outermost
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${el.textContent?.trim().slice(0, 40)}"`,
        );
      found.push(
        `the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}: ${names.join('; ')}`,
      );
    }
    for (const table of Array.from(
      document.querySelectorAll<HTMLElement>('table, [role="table"]'),
    )) {
      let box: HTMLElement | null = table.parentElement;
      while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      const label =
        table.getAttribute('aria-label') ?? table.textContent?.slice(0, 30) ?? 'a table';
      if (!box || box === document.body || box === doc) {
        if (table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1) {
          found.push(`${label} is wider than its box and not in a scroll region`);
        }
        continue;
      }
      if (
        box.tabIndex !== 0 ||
        box.getAttribute('role') !== 'region' ||
        !box.getAttribute('aria-label')
      ) {
        found.push(`${label} scrolls in a box that is not a focusable, named region`);
      }
    }
    return found;
  });
  expect(problems, where).toEqual([]);
}

/**
 * Waits for the colour transitions a theme change starts (daisyUI's buttons fade theirs), so
 * axe reads the colours they end at, not a frame on the way.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/**
 * Validates the page's HTML once (neither a theme nor a width changes the markup: the app
 * lays out by CSS alone), scans it with axe and HTML_CodeSniffer in each theme and width
 * (colours and what is shown do change), then checks its reflow.
 */
export async function scan(page: Page, where: string): Promise<void> {
  await expectValidHtml(page, where);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const theme of THEMES) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await transitionsDone(page);
      await expectNoAxeFindings(page, `${where} in ${theme} at ${width} px`);
      await expectNoHtmlcsErrors(page, `${where} in ${theme} at ${width} px`);
    }
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  for (const width of REFLOW_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expectReflow(page, `${where} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: HEIGHT });
}

export async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await settled(page, heading);
  await scan(page, path);
}
