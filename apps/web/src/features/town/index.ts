/** The town feature's page: the router loads this module, and so the feature, on demand. */
export { TownDashboardPage } from './components/TownDashboardPage.tsx';
