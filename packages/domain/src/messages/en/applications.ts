/** My Applications: the filed applications, the answer to a decision and the saved drafts. */
export const APPLICATIONS_MESSAGES = {
  /** Not in SPEC: the owner's page of one filing. */
  applications: {
    notFound: 'This filing was not found among your applications.',
    loadFailed: 'This filing could not be loaded. Please try again in a moment.',
    reviewComplete: 'The review of this filing is complete: no more files can be added to it.',
    withdrawnNoFiles: 'This filing was withdrawn: no more files can be added to it.',
    tooManyFiles: 'This filing has the most files it can hold (20).',
    fileAdded: 'The file was added to your filing.',
    fileAlreadyThere: 'This file is already part of your filing.',
    cannotWithdraw:
      'A reviewer has already acted on this filing, so it can no longer be withdrawn. Please call {phone} if you have questions.',
    withdrawConfirm:
      'Your filing will be withdrawn and the assessor will not review it. You may file again for this property while the filing period is open.',
    withdrawn: 'Your filing was withdrawn.',
    withdrawFailed: 'Your filing could not be withdrawn just now. Please try again in a moment.',
    noNotice: 'There is no decision notice for this filing: its review is not complete.',
    /** Not in SPEC: the filing's page, its status and the filing as submitted. */
    page: {
      title: 'Filing {number}',
      titleLoading: 'Your filing',
      back: 'Back to My Applications',
      notFoundHeading: 'Filing not found',
      tryAgain: 'Try again',
      status: 'Status',
      /**
       * The one name of each stage, in every place that names it to the owner: this page, My
       * Applications' status and the receipt e-mail ({received}, {inReview}, {completed}).
       */
      stages: {
        received: 'Received',
        inReview: 'In review',
        furtherReview: 'Further review',
        /** A preliminary offer waits for the owner's answer (not final). */
        offer: 'Preliminary offer',
        completed: 'Completed',
        withdrawn: 'Withdrawn',
        voided: "Voided by the assessor's office",
        accepted: 'Accepted',
        disagreed: 'Disagreed',
      },
      /** A voided filing (decision 043): why, and that the property is free again. */
      voidReason: 'Reason given: {reason}',
      voidedAgain:
        'The property may be filed again while the filing period is open. If you have questions, please call {phone}.',
      notYet: 'Not yet',
      noChange: 'No change to the assessed value',
      newValue: 'New assessed value {after} (was {before})',
      asSubmitted: 'As submitted',
      property: 'Property',
      sbl: 'SBL',
      address: 'Address',
      assessedValue: 'Assessed value',
      landValue: 'Land value',
      requestedChange: 'Requested change',
      requested: 'Requested assessment',
      reason: 'Reason',
      comments: 'Comments',
      comps: 'Comparable sales',
      none: 'None',
      owner: 'Property owner',
      applicant: 'Applicant',
      name: 'Name',
      phone: 'Phone',
      files: 'Supporting files',
      noFiles: 'No files were attached.',
      fileDetails: '({size} KB, added {date})',
      withdraw: 'Withdraw this filing',
      withdrawTitle: 'Withdraw this filing?',
      withdrawButton: 'Withdraw filing',
      /** A withdrawn filing: the wizard again, for the same property. */
      fileAgain: 'File again',
      fileAgainIntro: 'You may file again for this property while the filing period is open.',
      fileAgainFailed: 'The property could not be opened just now. Please try again in a moment.',
      addFile: 'Add a file to your filing',
      addFileHint:
        'Until the review is complete you may add evidence, such as an appraisal or photos. PDF, PNG, JPG, DOC, DOCX, XLS, XLSX or HEIF, under 25MB.',
    },
    /** Not in SPEC: the decision notice on the filing's page (the accessible version of its PDF). */
    notice: {
      heading: 'Decision notice',
      filing: 'Filing',
      property: 'Property',
      propertyValue: '{address} (SBL {sbl})',
      before: 'Assessed value before',
      now: 'Assessed value now',
      reason: 'Reason',
      notGiven: 'Not given',
      /** Above the explanation: the reviewer's own words, shown as written. */
      reviewerWords: "In the reviewer's words",
      reasons: {
        comparable_sales_support: 'Sales of comparable properties support the assessment',
        inventory_corrected: "The property's inventory (its size, features or class) was corrected",
        condition_considered: "The property's condition was taken into account",
        insufficient_evidence: 'The evidence given was not enough to change the assessment',
        other: 'Other (explained below)',
      },
      download: 'Download the decision notice (PDF)',
      next: 'What happens next',
      accept:
        'If you agree with the new value, accept it below: you sign an agreement and need not file a grievance.',
      acceptBy:
        'If you agree with the new value, accept it below by the end of Grievance Day, {date}: you sign an agreement and need not file a grievance.',
      grieve:
        'If you still disagree, you may file a formal grievance (form RP-524) with the Board of Assessment Review on or before Grievance Day (ask the assessor for this year’s date). Bring this notice, your evidence and the signed form.',
      grieveBy:
        'If you still disagree, you may file a formal grievance (form RP-524) with the Board of Assessment Review on or before Grievance Day, {date}. Bring this notice, your evidence and the signed form.',
      scar: 'If the Board does not change the assessment, you may then ask for small claims assessment review (SCAR) in court.',
    },
  },
  /** Not in SPEC: the owner's answer to a completed review's decision. */
  response: {
    nameRequired: 'Type your full name to sign.',
    nameTooLong: 'Your name must be at most 200 characters.',
    chooseDecision: 'Choose whether you accept the new value or disagree with it.',
    notComplete:
      'This filing cannot be answered yet: its review is not complete. You will get an e-mail when it is.',
    alreadyResponded: 'You have already answered this decision.',
    closed: 'Answers to this decision closed at the end of Grievance Day, {date}.',
    closedEarlierRoll: "Answers to this decision closed at the end of its roll's Grievance Day.",
    failed: 'Your answer could not be saved just now. Please try again in a moment.',
    noAgreement: 'There is no signed agreement for this filing.',
    noPacket: 'There is no grievance packet for this filing: the owner has not disagreed.',
    /** Not in SPEC: the answer's section of the filing's page. */
    heading: 'Your answer to the decision',
    answerBeforeGrievanceDay:
      'Answer before Grievance Day. The assessor’s office has this year’s date.',
    countdown: 'Grievance Day is {date}: {when}.',
    daysFromToday: '{days} days from today',
    tomorrow: 'tomorrow',
    today: 'today',
    passed: 'passed',
    question: 'Do you accept the new assessed value of {value}?',
    acceptLabel: 'I accept the new assessed value',
    acceptHint:
      'You sign an agreement; the Board of Assessment Review ratifies the value. No grievance is needed.',
    disagreeLabel: 'I disagree and will file a grievance',
    disagreeHint:
      'You get a grievance packet filled in from this filing, to attach to the official form RP-524.',
    nameLabel: 'Your full name, as your signature',
    nameHint: 'Typing your name signs your answer, as a handwritten signature would.',
    send: 'Sign and send my answer',
    acceptTitle: 'Accept the new value?',
    disagreeTitle: 'Disagree with the decision?',
    acceptConfirm:
      'You agree to a total assessed value of {value}, signed "{name}". An answer cannot be changed.',
    disagreeConfirm:
      'You will get a grievance packet to file with the Board of Assessment Review, signed "{name}". An answer cannot be changed.',
    acceptButton: 'Accept and sign',
    disagreeButton: 'Disagree and sign',
    accepted: 'You accepted the new assessed value of {value} on {date}, signed {name}.',
    acceptedNext:
      'The assessor signs the agreement and gives it to the Board of Assessment Review, which ratifies the value. You do not need to file a grievance.',
    downloadAgreement: 'Download your agreement (PDF)',
    disagreed: 'You disagreed with the decision on {date}, signed {name}.',
    downloadPacket: 'Download your grievance packet (PDF)',
    toFile: 'To file your grievance',
    fillForm:
      'Fill in and sign the official form RP-524, from this packet. The form is on the {link}.',
    formSite: 'New York State Department of Taxation and Finance website',
    attach: 'Attach this packet, your evidence and any appraisal.',
    fileThem:
      'File them with the assessor or the Board of Assessment Review on or before Grievance Day.',
    fileThemBy:
      'File them with the assessor or the Board of Assessment Review on or before Grievance Day, {date}.',
    scar: 'If the Board does not change the assessment, you may then ask for small claims assessment review (SCAR) in court.',
  },
  /** Not in SPEC: drafts kept on the server so they follow the owner to another device. */
  drafts: {
    notFound: 'There is no saved draft for this property.',
    tooMany: 'You have too many saved drafts. Submit or discard one before starting another.',
    intro:
      'Your answers are saved as you go, on any device you sign in on. Continue where you left off, or discard a draft you no longer need.',
    continueFailed: 'This draft could not be opened. Please try again in a moment.',
    discardFailed: 'This draft could not be discarded. Please try again in a moment.',
    discardConfirm:
      'The answers and the files you uploaded for this property will be deleted. This cannot be undone.',
    /** Not in SPEC: the list of saved drafts on My Applications. */
    heading: 'Not yet submitted',
    list: 'Drafts not yet submitted',
    sbl: 'SBL',
    lastSaved: 'Last saved',
    step: 'Step',
    files: 'Files',
    discard: 'Discard',
    discardFor: 'Discard the draft for {address}',
    continue: 'Continue',
    continueFor: 'Continue the draft for {address}',
    discardTitle: 'Discard this draft?',
    discardButton: 'Discard draft',
  },
} as const;
