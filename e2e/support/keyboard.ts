import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only walking (WCAG 2.1.1, 2.4.3, 2.4.7): Tab, Shift+Tab, Enter, Space, arrows and
 * typing, never the mouse, with the focus checked visible on every element it lands on.
 */

/** Whether `target` has the focus, looking into shadow roots (the captcha widget's checkbox). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });
}

/**
 * How the focused element shows its focus, or null when it does not: an outline of its own or of
 * a wrapper drawn around it (daisyUI's `.input` draws it on the label that holds the input), or
 * a box-shadow that only focus gives it.
 */
export async function focusIndicator(
  page: Page,
): Promise<{ element: string; shown: string | null }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const el = active as HTMLElement | null;
    if (!el || el === document.body) return { element: 'body', shown: null };
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(
      el.getAttribute('aria-label') ??
      el.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)}"`;
    const outline = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
        ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : null;
    };
    const own = outline(el);
    if (own) return { element: name, shown: `outline ${own}` };
    // A wrapper that draws the focus of what it holds (:focus-within), three levels up at most.
    let wrapper = el.parentElement;
    for (let i = 0; wrapper && i < 3; i++, wrapper = wrapper.parentElement) {
      if (wrapper.matches(':focus-within')) {
        const around = outline(wrapper);
        if (around) return { element: name, shown: `outline of its wrapper ${around}` };
      }
    }
    // A focus ring drawn with box-shadow (Tailwind's ring): present only while focused.
    const shadow = getComputedStyle(el).boxShadow;
    if (
      shadow !== 'none' &&
      /(^|,)\s*(rgb|oklch|oklab|color|#)[^,]*\)?\s+0px 0px 0px [1-9]/.test(shadow)
    ) {
      return { element: name, shown: `ring ${shadow}` };
    }
    return { element: name, shown: null };
  });
}

/**
 * Fails unless the focused element shows its focus (2.4.7). `leftPage`: the focus may also have
 * left the page for the browser's own controls, as Tab does past the last element.
 */
export async function expectVisibleFocus(
  page: Page,
  step: string,
  { leftPage = false } = {},
): Promise<void> {
  const { element, shown } = await focusIndicator(page);
  if (leftPage && element === 'body') return;
  expect(shown, `focus visible on ${element} (${step})`).not.toBeNull();
}

/**
 * Presses a key and checks the focus is visible wherever it went. Only Tab and Shift+Tab may
 * take it out of the page (past the last or first element); anything else that drops it to the
 * page's body lost it.
 */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, `after ${key}`, { leftPage: /^(Shift\+)?Tab$/.test(key) });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through
 * the page, checking the focus visible on every element on the way; fails when `target` is not
 * reached within `max` presses (so it is not in the tab order).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 40 } = {},
): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page, `reaching ${target}`);
      return;
    }
    await press(page, back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `${target} reached by ${back ? 'Shift+' : ''}Tab`).toBe(true);
}

/** Tabs to a field (within `max` presses) and types into it. */
export async function typeInto(page: Page, target: Locator, text: string, max = 40): Promise<void> {
  await tabTo(page, target, { max });
  await page.keyboard.type(text);
}
