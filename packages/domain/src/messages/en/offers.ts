/** Preliminary offers: the API's refusals and the owner's e-mails about an offer. */
export const OFFERS_MESSAGES = {
  offers: {
    /** The label the owner reads on every offer (Nassau's rule: say it is not final). */
    preliminary: 'Preliminary determination (not final)',
    totalRequired: 'Enter the offered total value in whole dollars, digits only.',
    respondDaysRange: 'Give the owner between 3 and 30 days to answer.',
    offerOpen:
      'An offer on this filing is waiting for the owner. It must be answered or lapse before another is sent.',
    offerLimit: 'A filing may receive at most 2 offers. Complete the review instead.',
    reviewComplete: 'This review is complete: an offer can no longer be sent.',
    noRespondDay:
      'Grievance Day is {date}: no day is left for the owner to answer an offer. Complete the review instead.',
    noOpenOffer: 'This filing has no offer waiting for your answer.',
    meetingAlreadyRequested: 'You have already asked to talk to a reviewer about this offer.',
    counterDigits: 'Enter the value you propose in whole dollars, digits only.',
    counterTooHigh: 'The value you propose must be below the assessed value of {value}.',
    counterEqualsOffer:
      'The value you propose is the offer itself. To agree to it, accept the offer.',
    counterReasonRequired: 'Tell us why you propose this value.',
    counterReasonTooLong: 'The reason must be at most 2,000 characters.',
    mail: {
      sentSubject: 'A preliminary offer on your {short} informal review {number}',
      sentIntro:
        "The {name} assessor's office has made a preliminary offer on informal review {number} of {address} (SBL {sbl}).",
      notFinal:
        'This is a preliminary determination (not final). You may accept it, propose another value, or ask to talk to a reviewer.',
      values: 'Assessed total value: {before}. Offered total value: {offered}.',
      landValues: 'Assessed land value: {before}. Offered land value: {offered}.',
      reason: 'Reason: {reason}',
      explanation: "The reviewer's explanation: {explanation}",
      respondBy:
        'Please answer by {date}. If you do not answer by then, the offer lapses and your review continues.',
      lapsedSubject: 'The offer on your {short} informal review {number} has lapsed',
      lapsedText:
        'The preliminary offer on informal review {number} of {address} (SBL {sbl}) was not answered by {date}, so it has lapsed.',
      lapsedNext:
        'Your review continues: a reviewer will look at it again and send you a decision.',
      openOffer: 'Open the offer',
    },
  },
} as const;
