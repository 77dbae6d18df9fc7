import type { Config } from '../config.ts';

/**
 * Only this origin, plus what later features need: Google's sign-in redirect (a top-level
 * navigation, so no directive) and Google Analytics when an id is configured. ALTCHA is
 * self-hosted and solves its proof of work in a blob: web worker.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const analytics = config.GOOGLE_ANALYTICS_ID
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...analytics],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...analytics],
    workerSrc: ["'self'", 'blob:'],
    // Only behind https: on plain http (localhost) it would break every script load.
    upgradeInsecureRequests: config.PUBLIC_URL?.startsWith('https://') ? [] : null,
  };
}
