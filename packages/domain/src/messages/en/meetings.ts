/**
 * Informal meetings (decision 055): the API's refusals, the kinds' names and the e-mails with
 * their calendar invitations. ICU arguments in braces; {short} and {name} are the
 * municipality's short and display names, {time} a start written in America/New_York with ET.
 */
export const MEETINGS_MESSAGES = {
  meetings: {
    kinds: {
      phone: 'Phone',
      video: 'Video',
      either: 'Phone or video',
    },
    statuses: {
      booked: 'Booked',
      cancelled: 'Cancelled',
      held: 'Held',
      no_show: 'Missed',
    },
    errors: {
      badStartsAt:
        'Enter the start as a date and time in New York (ET), e.g. 2026-12-03T09:00, on the quarter hour or a full minute.',
      startsInPast: 'The first time starts in the past. Choose a later start.',
      badMinutes: 'Each time lasts 10 to 60 minutes.',
      badCount: 'Publish 1 to 48 consecutive times at once.',
      badKind: 'Choose phone, video, or either.',
      badOwnerKind: 'Choose a phone or a video meeting.',
      overlap:
        'These times overlap a time the same reviewer already has, starting {time}. Choose another start or reviewer.',
      notStaff: 'The reviewer must be a staff member of this municipality.',
      badRange:
        'Enter the dates as YYYY-MM-DD, the first not after the last and at most 92 days apart.',
      unknownSlot: 'This meeting time was not found.',
      slotTaken: 'Someone else has just booked this time. Please choose another.',
      slotUnavailable:
        'This time can no longer be booked: times can be booked from tomorrow up to 30 days ahead. Please choose another.',
      kindMismatch:
        'This time is not offered for that kind of meeting. Choose another time or kind.',
      phoneRequired: 'Enter the phone number the reviewer should call.',
      videoUnavailable:
        'Video meetings are not offered here yet. Please choose a phone meeting instead.',
      filingComplete: 'This review is complete, so a meeting can no longer be booked.',
      filingWithdrawn: 'This filing was withdrawn, so a meeting can no longer be booked.',
      noMeeting: 'This filing has no booked meeting.',
      tooLate:
        'A meeting can be changed or cancelled until 2 hours before it starts. Please call {phone}.',
      unknownBooking: 'This meeting was not found.',
      notStarted: 'The outcome can be recorded once the meeting has started, at {time}.',
      closed: 'This meeting was cancelled or its outcome is already recorded.',
      notesTooLong: 'The notes are longer than 2,000 characters.',
    },
    mail: {
      booked: {
        subject: 'Your {short} informal meeting: {time}',
        text: 'Your informal meeting with a reviewer of the {name} about {address} (filing {number}) is booked for {time}, for {minutes} minutes.',
      },
      moved: {
        subject: 'Your {short} informal meeting moved to {time}',
        text: 'Your informal meeting with a reviewer of the {name} about {address} (filing {number}) has moved. It is now on {time}, for {minutes} minutes.',
      },
      cancelled: {
        subject: 'Your {short} informal meeting on {time} was cancelled',
        byOwner:
          'Your informal meeting about {address} (filing {number}) on {time} is cancelled, as you asked.',
        byOffice:
          "The assessor's office cancelled your informal meeting about {address} (filing {number}) on {time}. We are sorry for the change.",
        byFiling:
          'Your informal meeting about {address} (filing {number}) on {time} is cancelled, because the review is complete or withdrawn.',
        again: 'While the review is open you can book another time from your filing page: {link}',
      },
      reminder: {
        subject: 'Reminder: your {short} informal meeting is on {time}',
        text: 'This is a reminder of your informal meeting with a reviewer of the {name} about {address} (filing {number}) on {time}, for {minutes} minutes.',
      },
      phone: 'A reviewer will call you at {phone}.',
      video: 'Join the video meeting at this link: {link}',
      calendar: 'The attached invitation (meeting.ics) adds the meeting to your calendar.',
      calendarCancel: 'The attached file (meeting.ics) removes the meeting from your calendar.',
      change: 'To change or cancel it, until 2 hours before it starts, open your filing: {link}',
      eventSummary: '{short} informal meeting ({number})',
      eventPhone: 'Phone meeting: a reviewer calls {phone}.',
      eventVideo: 'Video meeting: {link}',
    },
  },
} as const;
