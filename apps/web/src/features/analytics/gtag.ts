declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/**
 * Loads gtag.js for a measurement id. The CSP allows no inline script, so Google's usual
 * inline snippet is reproduced here. Anything that is not a measurement id is ignored, and
 * the tag is set up at most once per page.
 */
export function loadGoogleAnalytics(measurementId: string): void {
  if (!MEASUREMENT_ID.test(measurementId) || window.gtag) return;
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
