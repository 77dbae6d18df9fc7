/** The page a reminder e-mail's opt-out link opens: the router loads this module on demand. */
export { EmailPreferencesPage } from './components/EmailPreferencesPage.tsx';
