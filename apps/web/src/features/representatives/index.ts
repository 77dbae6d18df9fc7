/** Representatives' pages and the owner's authorization page: the router loads this module on demand. */
export { AuthorizePage } from './components/AuthorizePage.tsx';
export { AuthorizationsPage } from './components/AuthorizationsPage.tsx';
export { WebhooksPage } from './components/WebhooksPage.tsx';
export { ApiKeysPage } from './components/ApiKeysPage.tsx';
