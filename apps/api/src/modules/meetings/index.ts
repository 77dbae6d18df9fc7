// The module's entry: what other modules may use of meetings.
export { countMeetings, meetingSummaries, type MeetingStatus } from './meeting-figures.ts';
