/** The published review outcomes' pages: the router loads this module, and so the feature, on demand. */
export { OutcomesPage } from './components/OutcomesPage.tsx';
export { OutcomesDictionaryPage } from './components/OutcomesDictionaryPage.tsx';
