/** The meetings feature's page: the router loads this module, and so the feature, on demand. */
export { MeetingsPage } from './components/MeetingsPage.tsx';
