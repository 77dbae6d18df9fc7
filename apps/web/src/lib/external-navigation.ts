/**
 * Leaves the app for another site, such as an identity provider's sign-in page. A module of its
 * own because jsdom cannot navigate and will not let tests spy on window.location.
 */
export function goToExternalUrl(url: string): void {
  window.location.assign(url);
}
