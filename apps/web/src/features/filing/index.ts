/** The filing feature's pages: the router loads this module, and so the feature, on demand. */
export { FilingWizardPage } from './components/FilingWizardPage.tsx';
export { ConfirmPage } from './components/ConfirmPage.tsx';
export { MyApplicationsPage } from './components/MyApplicationsPage.tsx';
export { FilingPage } from './components/FilingPage.tsx';
export { BulkFilingPage } from './components/BulkFilingPage.tsx';
export { BulkBatchPage } from './components/BulkBatchPage.tsx';
