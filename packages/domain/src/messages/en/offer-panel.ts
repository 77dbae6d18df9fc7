/** Not in SPEC: the preliminary offer on the owner's filing page, and the owner's answer. */
export const OFFER_PANEL_MESSAGES = {
  offerPanel: {
    intro:
      "The assessor's office offers to settle your informal review at the value below. This is not the final decision: you may accept it, propose another value, or ask to talk to a reviewer.",
    valueBefore: 'Assessed value now',
    valueOffered: 'Offered assessed value',
    landBefore: 'Land value now',
    landOffered: 'Offered land value',
    reason: 'Reason',
    reviewerWords: "In the reviewer's words",
    respondBy: 'Respond by {date} (end of the day, ET).',
    question: 'Your answer to the offer',
    acceptLabel: 'Accept the offer',
    acceptHint:
      'You sign an agreement at the offered value and your review is completed. No grievance is needed.',
    counterLabel: 'Propose another value',
    counterHint: 'Your review goes back to a reviewer, who decides it or makes one more offer.',
    meetingLabel: 'Talk to a reviewer',
    meetingHint: 'Book a phone or video meeting. The offer stays open until the meeting is held.',
    chooseAnswer:
      'Choose whether you accept the offer, propose another value, or want to talk to a reviewer.',
    counterValueLabel: 'The value you propose',
    counterValueHint: 'In whole dollars, below the assessed value of {value}.',
    counterReasonLabel: 'Why you propose this value',
    counterReasonHint: 'At most 2,000 characters.',
    evidence: 'To add evidence, such as an appraisal or photos, use {link} on this page.',
    evidenceLink: 'Add a file to your filing',
    send: 'Send my answer',
    acceptTitle: 'Accept the offer?',
    acceptConfirm:
      'You agree to a total assessed value of {value}, signed "{name}". An answer cannot be changed.',
    acceptButton: 'Accept and sign',
    failed: 'Your answer could not be sent just now. Please try again in a moment.',
    meetingAsked:
      'You asked to talk to a reviewer. The offer stays open until the meeting is held.',
    bookMeeting: 'Book or see your meeting',
    accepted: 'You accepted this offer on {date}. Your review is completed at the offered value.',
    countered: 'You proposed a value of {value} on {date}.',
    counteredNext: 'A reviewer will look at it and send you a decision, or one more offer.',
    yourReason: 'Your reason',
    lapsed: 'This offer was not answered by {date}, so it has lapsed.',
    lapsedNext: 'Your review continues: a reviewer will decide it and send you a decision.',
    closed: 'This offer is closed: a reviewer has decided your review.',
  },
} as const;
