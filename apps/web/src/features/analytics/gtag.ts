declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/** Query parameters that carry secrets: e-mailed reset and verify tokens, Google's reply. */
const SECRET_PARAMS = ['token', 'code', 'state'];

/** `href` without its secret query parameters. */
export function withoutSecrets(href: string): string {
  const url = new URL(href);
  for (const name of SECRET_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/**
 * Takes the secrets out of the address bar. The page that needs one has read it into the
 * router's state at its first render, so it keeps working; the address that analytics,
 * extensions and screenshots see no longer holds it.
 */
export function removeSecretsFromAddress(): void {
  const clean = withoutSecrets(window.location.href);
  if (clean !== window.location.href) window.history.replaceState(window.history.state, '', clean);
}

/**
 * Loads gtag.js for a measurement id, once the address holds no token. The CSP allows no
 * inline script, so Google's usual inline snippet is reproduced here. Anything that is not a
 * measurement id is ignored, and the tag is set up at most once per page.
 */
export function loadGoogleAnalytics(measurementId: string): void {
  if (!MEASUREMENT_ID.test(measurementId) || window.gtag) return;
  // Before anything of Google's runs: gtag.js reads the page's address as page_location.
  removeSecretsFromAddress();
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = function gtag() {
    // gtag.js only acts on Arguments objects in the data layer, not on plain arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}
