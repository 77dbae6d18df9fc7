/**
 * Where a sign-in goes on to: `/login?redirectTo=<path>`. A link anyone can write sets it, so
 * only a path of this site is taken (an open redirect otherwise): one leading '/', not '//' or
 * '/\' (both read as another host), no scheme, no control characters or spaces (a browser drops
 * a tab or a newline from a URL, so '/\t/evil.com' would become '//evil.com'), and the same
 * once percent-decoded (a reader that decodes again must not find another host). Anything else is ignored: the account's own home is used.
 */

/** The name of the query parameter. */
export const REDIRECT_TO = 'redirectTo';

const BASE = 'https://this-site.invalid';

/** A starting '//' or '/\' (a path of another host), before or after one decoding. */
const OTHER_HOST = /^\/[/\\]/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/;

function decodedOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The same-site path (query and hash kept) `value` names, or undefined if it is not one. */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  const decoded = decodedOnce(value);
  if (decoded === undefined) return undefined;
  if (!value.startsWith('/') || OTHER_HOST.test(value) || UNSAFE_CHARACTERS.test(value)) {
    return undefined;
  }
  // Decoded, with what a browser would drop dropped, it must still be a path of this site.
  const folded = decoded.replace(new RegExp(UNSAFE_CHARACTERS, 'g'), '');
  if (!folded.startsWith('/') || OTHER_HOST.test(folded)) return undefined;
  // The browser's own reading must agree: still this site, at this path.
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return OTHER_HOST.test(path) ? undefined : path;
}

/**
 * The documents the API sends a signed-out browser to sign in for (a filing's decision notice,
 * agreement and grievance packet PDFs, opened from an e-mail): `/api/applications/<id>/
 * (notice|agreement|grievance).pdf`, with a query (`?lang=`) or none. Not pages of the app, so a
 * sign-in goes on to them by loading them; no other `/api` path is ever a way on.
 */
const DOCUMENT_PATH =
  /^\/api\/applications\/[1-9][0-9]*\/(?:notice|agreement|grievance)\.pdf(?:\?[^#]*)?$/;

/** The document `value` names (a same-site path first, as above), or undefined. */
export function documentPath(value: string | null | undefined): string | undefined {
  const path = safeRedirectPath(value);
  return path !== undefined && DOCUMENT_PATH.test(path) ? path : undefined;
}

/** A path of the API rather than of the app: the router has no page there. */
export function isApiPath(path: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(path);
}

/** `page` with the place to go on to afterwards, e.g. `/login?redirectTo=%2Ffile%2Fvalue`. */
export function withRedirectTo(page: string, to: string | undefined): string {
  const path = safeRedirectPath(to);
  return path === undefined ? page : `${page}?${new URLSearchParams({ [REDIRECT_TO]: path })}`;
}

/** The sign-in page, going on to `to` (a path of this site) afterwards. */
export function loginPath(to?: string): string {
  return withRedirectTo('/login', to);
}
