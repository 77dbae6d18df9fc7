/**
 * Informal meetings (decision 055): staff publish times, owners book, move and cancel them,
 * e-mails carry calendar invitations, and a sweep sends the reminders. Owns meeting_slots
 * and meeting_bookings.
 */
export { meetingRoutes } from './routes.ts';
export { meetingReminderPlugin, sendMeetingReminders } from './reminder-worker.ts';
/** For withdraw, void and COMPLETE: the filing's booked meeting is cancelled with it. */
export { cancelFilingMeeting } from './cancel-filing-meeting.ts';
export type { RecordMeetingHistory } from './history.ts';
/** For the town dashboard: meetings booked, held and missed. */
export { countMeetings, meetingSummaries, type MeetingStatus } from './repository.ts';
/** For the bench: the invitation file alone. */
export { meetingCalendar, type MeetingInvitation } from './calendar.ts';
