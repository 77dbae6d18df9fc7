import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { DEFAULT_LANGUAGE } from '@ir/domain/languages.ts';
import { loadFormatter, loadPageTexts } from '../lib/language.tsx';

// Pages are lazy chunks: the first test of a file waits while Vite transforms the feature,
// which on a busy 2-core machine (CI runs test files in parallel) can take over the default
// 1 s of findBy/waitFor. A passing test is not slowed; only a failing wait takes longer.
configure({ asyncUtilTimeout: 5000 });

// The ALTCHA widget needs Web Workers and WebCrypto proof of work, which jsdom lacks; tests
// play its events instead (see setCaptchaState).
vi.mock('altcha', () => ({}));

// jsdom has <dialog> but not its modal methods.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// The page texts and the ICU formatter are chunks the routes fetch beside each feature;
// components rendered alone here have no route, so they are loaded once for all.
await Promise.all([loadPageTexts(DEFAULT_LANGUAGE), loadFormatter()]);

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // Every test mocks the endpoints it uses; anything else reaching the network is a bug.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.reject(
        new Error(`Unmocked fetch: ${input instanceof Request ? input.url : String(input)}`),
      ),
    ),
  );
  // jsdom does not implement scrolling; the layout scrolls to the top on every new page.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  // React warnings (act, keys, invalid DOM) arrive through console.error; none is expected.
  expect(consoleError, 'unexpected console.error').not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // The page's language, which a provider put there: the next test's calls start without it.
  document.documentElement.removeAttribute('lang');
  delete document.documentElement.dataset.theme;
  document.title = '';
});
