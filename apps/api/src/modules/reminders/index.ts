/**
 * Reminder e-mails (drafts near their deadline, decisions near Grievance Day), their worker,
 * and the opt-out link's preferences.
 */
export { reminderRoutes } from './routes.ts';
export { reminderPlugin } from './reminder-worker.ts';
export { sendDueReminders, type ReminderDeps, type ReminderResult } from './send-due-reminders.ts';
