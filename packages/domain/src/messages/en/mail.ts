/** The e-mails an owner receives, and the page that turns reminders off and on. */
export const MAIL_MESSAGES = {
  /**
   * Not in SPEC: the e-mails an owner receives, in the account's language (decision 040). ICU
   * arguments in braces; {short} and {name} are the municipality's short and display names.
   */
  mail: {
    buttonFallback: 'If the button does not work, copy this address into your browser:',
    optOut:
      'You get this reminder because of your informal review account. To stop reminder e-mails (you still get receipts and decisions), open:',
    /** The same, before the link in the HTML part. */
    optOutHtml:
      'You get this reminder because of your informal review account. To stop reminder e-mails (you still get receipts and decisions).',
    optOutLink: 'Turn off reminder e-mails',
    notOnRecord: 'not on record',
    questions: 'If you have questions, please call {phone}.',
    openFiling: 'Open your filing',
    openApplications: 'Open My Applications',
    verification: {
      subject: 'Confirm your {short} informal review account',
      thanks:
        'Thank you for creating an account for the {name} informal review of your property assessment.',
      confirm: 'Please confirm your account by opening the link below. It expires in 24 hours.',
      action: 'Confirm your account',
      notYou: 'If you did not create this account, you can ignore this e-mail.',
    },
    passwordReset: {
      subject: 'Reset your {short} informal review password',
      asked: 'Someone asked to reset the password of your {name} informal review account.',
      open: 'Open the link below to choose a new password. It is valid for 60 minutes and works once.',
      action: 'Reset your password',
      notYou: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    passwordChanged: {
      subject: 'Your {short} informal review password was changed',
      changed:
        'The password of your {name} informal review account was just changed, and every device signed in to it was signed out.',
      notYou:
        'If this was you, there is nothing more to do. If it was not you, please call {phone} right away.',
    },
    adminPasswordSet: {
      subject: 'An administrator changed your {short} informal review password',
      set: 'An administrator of the {name} informal review set a new password for your account, and every device signed in to it was signed out.',
      ask: 'Ask the administrator for the new password, or use "Forgot password" on the login page to choose your own. If you did not expect this, please call {phone}.',
    },
    receipt: {
      subject: 'Your {short} informal review was received ({number})',
      thanks:
        'Thank you. Your request for an informal review of your assessment in the {name} was received. Please keep this e-mail and quote your filing number {number} whenever you contact us.',
      filingNumber: 'Filing number: {value}',
      property: 'Property: {value}',
      sbl: 'SBL: {value}',
      assessedValue: 'Assessed value: {value}',
      requestedValue: 'Requested assessment: {value}',
      reason: 'Reason: {value}',
      comments: 'Additional comments: {value}',
      files: 'Files submitted: {value}',
      submitted: 'Submitted: {value}',
      /** The stage names are filled from applications.page.stages, as the pages show them. */
      next: "What happens next: the assessor's office reviews your request and the evidence you sent. Until a reviewer starts you may withdraw it, and until the review is complete you may add files to it, from its page. You can follow its status ({received}, {inReview}, {completed}) under My Applications, and the result is mailed to the property owner with the second notice in {month}.",
      action: 'My Applications',
      questions: 'If you have questions about your application, please call {phone}.',
      /** The owner's copy of a filing a representative made for them (decision 035). */
      filedForSubject: 'An informal review of your {short} assessment was filed ({number})',
      filedFor:
        'Your representative filed a request for an informal review of your assessment in the {name}. This is your copy of the receipt. Please keep it and quote the filing number {number} whenever you contact us.',
      filedForNext:
        "What happens next: the assessor's office reviews the request and the evidence sent with it. The result is mailed to you with the second notice in {month}.",
      filedForQuestions: 'If you have questions about this application, please call {phone}.',
      /** Who filed it: the representative's account, so the owner knows whom to ask. */
      filedBy: 'Filed by: {value}',
      /** Who filed it, by the name the representative's account gives and its e-mail. */
      filedByNamed: 'Filed by: {name} ({email})',
      filedForFacts:
        "This copy states the facts of the filing only. The representative's comments and files are with the application.",
    },
    outcome: {
      subject: 'Your {short} informal review is complete',
      complete: 'The {name} informal review of your property assessment is complete.',
      changed: 'The assessor changed the assessment of {address} (SBL {sbl}).',
      unchanged:
        'The assessor reviewed {address} (SBL {sbl}) and made no change to its assessment.',
      changedValues:
        'Total assessed value: {totalBefore} before, {totalAfter} now. Land value: {landBefore} before, {landAfter} now.',
      values: 'Total assessed value: {total}. Land value: {land}.',
      seeOutcome: 'You can see the outcome under My Applications.',
      grievanceOn:
        "An informal review is not a formal grievance. If you still disagree with your assessment, you can file a formal grievance (form RP-524) with the {name} Board of Assessment Review on or before Grievance Day, {day}. The assessor's office ({website}) has the form and the board's hours, or call {phone}.",
      grievance:
        "An informal review is not a formal grievance. If you still disagree with your assessment, you can file a formal grievance (form RP-524) with the Board of Assessment Review on or before Grievance Day. Ask the {name} assessor's office ({website}) for this year's Grievance Day, or call {phone}.",
    },
    furtherReview: {
      subject: 'Your {short} informal review needs further review',
      text: 'The {name} informal review of {address} (SBL {sbl}) needs further review before a decision is made, so it will take a little longer.',
      nothingToDo:
        'You do not need to do anything. You may still add files to your filing until the review is complete.',
    },
    /** A filing the assessor's office voided (decision 043): to the filer, and to the owner when known. */
    voided: {
      subject: 'Your {short} informal review {number} was voided',
      text: "The {name} assessor's office voided informal review {number} of {address} (SBL {sbl}). It will not be reviewed.",
      ownerSubject: 'An informal review of your {short} property was voided ({number})',
      ownerText:
        "The {name} assessor's office voided informal review {number}, which was filed for your property {address} (SBL {sbl}). It will not be reviewed.",
      reason: 'Reason: {reason}',
      again: 'The property may be filed again while the filing period is open.',
    },
    withdrawal: {
      subject: 'Your {short} informal review was withdrawn',
      text: 'You withdrew your {name} informal review {number} of {address} (SBL {sbl}). The assessor will not review it.',
      again:
        'While the filing period is open you may file again for this property from My Applications.',
      notYou: 'If you did not withdraw it, please call {phone}.',
    },
    accepted: {
      subject: 'Your agreement to the {short} assessment of {address}',
      text: 'You accepted the outcome of informal review {number} of {address} (SBL {sbl}): a total assessed value of {total}.',
      ready:
        'Your signed agreement is ready to download. The assessor signs it and gives it to the Board of Assessment Review, which ratifies the agreed value. You do not need to file a grievance.',
      action: 'Download your agreement (PDF)',
      filing: 'Your filing and its history stay under My Applications: {link}',
      notYou: 'If you did not accept this value, please call {phone}.',
    },
    disagreed: {
      subject: 'Your grievance packet for {address}',
      text: 'You disagreed with the outcome of informal review {number} of {address} (SBL {sbl}). Your grievance packet is filled in with everything your filing holds.',
      toFileOn:
        'To file a grievance: sign the official form RP-524 (on the New York State Department of Taxation and Finance website), attach this packet and your evidence, and file them with the assessor or the {name} Board of Assessment Review on or before Grievance Day, {day}.',
      toFile:
        "To file a grievance: sign the official form RP-524 (on the New York State Department of Taxation and Finance website), attach this packet and your evidence, and file them with the assessor or the {name} Board of Assessment Review on or before Grievance Day (the assessor's office has this year's date).",
      action: 'Download your grievance packet (PDF)',
      filing:
        'Your filing, with a checklist and a countdown to Grievance Day, is under My Applications: {link}',
    },
    draftReminder: {
      subjectLastDay: 'Last day to file your {short} informal review: {deadline}',
      subject: 'Your {short} informal review is not submitted yet: due {deadline}',
      text: 'You started {count, plural, one {an informal review} other {# informal reviews}} in the {name} and {count, plural, one {it is} other {they are}} not submitted yet. The filing deadline is {deadline}: a draft not submitted by the end of that day cannot be filed.',
      open: 'Open My Applications to continue where you stopped and submit.',
      action: 'Continue on My Applications',
    },
    responseClosing: {
      subject: 'Your answer to the {short} review of {address} is due {day}',
      text: 'The outcome of informal review {number} of {address} (SBL {sbl}) is waiting for your answer.',
      until:
        'You can accept it, or disagree and get your grievance packet, until the end of Grievance Day, {day}. After that day the outcome can no longer be answered here.',
    },
  },
  emailPreferences: {
    title: 'E-mail reminders',
    badLink:
      'This link does not work. Please open the most recent reminder e-mail again, or call {phone}.',
    loadFailed: 'Your e-mail preferences could not be loaded. Please try again in a moment.',
    saveFailed: 'Your choice could not be saved. Please try again in a moment.',
    intro:
      'Reminder e-mails tell you when a filing deadline is near and you have a draft that is not submitted, and when the outcome of your review is waiting for your answer.',
    transactional:
      'E-mails about what you did or what happened to your filing (receipts, decisions, password and sign-in links) are always sent.',
    on: 'Reminder e-mails are on for {email}.',
    off: 'Reminder e-mails are off for {email}.',
    turnOff: 'Turn off reminder e-mails',
    turnOn: 'Turn reminder e-mails back on',
    turnedOff: 'Reminder e-mails are turned off. You can turn them back on here at any time.',
    turnedOn: 'Reminder e-mails are turned back on.',
    loading: 'Loading your preferences…',
    home: 'Home',
  },
} as const;
