/**
 * Leaves the app for another site, such as an identity provider's sign-in page. A module of its
 * own because jsdom cannot navigate and will not let tests spy on window.location.
 */
export function goToExternalUrl(url: string): void {
  window.location.assign(url);
}

let leavingFor: string | undefined;

/**
 * Replaces this page with one of this site the app does not draw, such as a PDF of the API a
 * sign-in goes on to. Replaced, as a redirect would: Back does not come to the sign-in again.
 */
export function replaceWithServerPage(path: string): void {
  // Once: the sign-in's answer and the signed-in page both go on, and a second replace would
  // restart the load.
  if (leavingFor === path) return;
  leavingFor = path;
  window.location.replace(path);
}
