import { DRAFT_FILES_MAX, UPLOAD_DAILY_QUOTA_BYTES } from './limits.ts';
import { SHELL_MESSAGES } from './messages-shell.ts';

/**
 * Every user-facing text of SPEC §5 and §8, verbatim. `{phone}` is replaced with the
 * configured firm phone number by `withPhone`.
 */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  signup: {
    general_error: 'There was a problem creating your account. Please call {phone}',
    dup_user: 'Error: user already exists. Please try logging in.',
    bad_email: 'Invalid email format.',
    bad_password: 'Password needs lowercase, uppercase, number, and min 8 characters.',
    bad_captcha: 'Captcha not valid. Please refresh and try again.',
    network: 'There was a problem creating your account. Please try again later.',
    success: 'Sign up successful',
    invalidEmail: 'Must be a valid email.',
    passwordRules: 'Must include a lowercase, an uppercase, a number, and at least 8 characters.',
    passwordMismatch: 'Must be the same as password.',
    fillAllFields: 'Please fill out all fields.',
    correctErrors: 'Please correct form errors.',
    /** Not in SPEC: the password rule, said under the field before it is broken. */
    passwordHint:
      'At least 8 characters, with a lowercase letter, an uppercase letter and a number.',
  },
  login: {
    general_error:
      'There was a problem login. Please try again later. If the problem persists, please call {phone}',
    no_user: 'User not found. You may need to create an account.',
    not_verified:
      'This user has not been verified. Please check your email, including your spam folder.',
    bad_password: 'Invalid password.',
    bad_captcha: 'Captcha not valid. Please refresh and try again.',
    network:
      'Network connection issue. Please try again later. If the problem persists, please call us at {phone}',
    googleForbidden: 'Could not log user in.',
    /** Not in SPEC: the Google button's call on a deployment without Google sign-in. */
    googleNotConfigured: 'Google sign-in is not configured.',
    invalidEmail: 'Please enter a valid email.',
    emptyEmail: 'Email field empty.',
    invalidPassword: 'Password is not valid.',
    emptyPassword: 'Password field empty.',
    /** Not in SPEC: a restricted account is refused with its own clear message. */
    restricted:
      'This account has been restricted. Please call {phone} if you believe this is a mistake.',
    /** Not in SPEC: two-factor sign-in (decision 020), after a correct password only. */
    mfa_required: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
    bad_otp: 'Invalid authentication code.',
    emptyOtp: 'Authentication code field empty.',
    invalidOtp: 'Please enter the 6-digit code or a recovery code.',
  },
  /** Not in SPEC: enrolling an authenticator app (decision 020). */
  mfa: {
    bad_otp: 'That code is not valid. Check the time on your device and try again.',
    notEnrolling: 'Start the setup again: no authenticator is waiting for a code.',
    alreadyEnabled: 'Two-factor sign-in is already on for this account.',
    enrollmentRequired: 'Set up two-factor sign-in before you continue.',
    enrolled: 'Two-factor sign-in is on.',
    sixDigits: 'Please enter the 6-digit code from your authenticator app.',
    enrollFailed: 'Could not start the setup. Please try again.',
    copied: 'Recovery codes copied.',
    notEnrolled: 'This account has no two-factor sign-in to reset.',
    ownReset: 'You cannot reset your own two-factor sign-in.',
    resetSuccess: 'Two-factor sign-in reset.',
    resetFailed: 'could not reset two-factor sign-in',
    /** Not in SPEC: asked in a dialog before the reset, which ends the account's sessions. */
    resetConfirm: 'Reset two-factor sign-in of {email}? Their sessions end.',
  },
  password: {
    network: 'Network connection issue.',
    networkLater: 'Network connection issue. Please try again later.',
    forgotSuccess:
      'Email will be sent to your inbox within the next 10 minutes. You will have 60 min before the password reset expires.',
    invalidEmail: 'Please enter a valid email.',
    rules: 'Password needs lowercase, uppercase, number, and min 8 characters.',
    mismatch: "passwords don't match.",
    /** Not in SPEC: AUTH_LIMITS.passwordMax, for a password set by an operator or admin. */
    tooLong: 'Passwords are at most 128 characters.',
  },
  /** Not in SPEC: the answers of GET /auth/verifyuser. */
  verify: {
    success: 'account is confirmed',
    invalid:
      'This verification link is not valid. Please open the link exactly as it appears in the e-mail.',
    expired:
      'This verification link has expired or was replaced by a newer one. Use "Send the link again" to get a new one by e-mail.',
    used: 'This verification link has already been used. Please log in.',
    /**
     * Not in SPEC: the one answer of POST /auth/resend_verification, whatever the address (an
     * account awaiting verification, an active or restricted one, none).
     */
    resent:
      'If this address has an account waiting for verification, a new link will arrive within the next 10 minutes. Please check your spam folder too. Links sent before it no longer work.',
  },
  /** Not in SPEC: refusals of a password reset link. */
  resetLink: {
    invalid: 'This password reset link is not valid. Please request a new one.',
    expired:
      'This password reset link has expired or was replaced by a newer one. Please request a new one.',
    used: 'This password reset link has already been used. Please request a new one if you need it.',
  },
  owner: {
    minTwo: 'Must be at least 2 characters long.',
    zip: 'Must be at least 5 digits.',
    phone: 'Must be at least 10 digits.',
    /** Not in SPEC: what a spreadsheet would run as a formula (a bulk CSV refuses it too). */
    formulaStart: 'Must not start with =, +, - or @.',
  },
  filing: {
    noProperty: 'No property found. Please revise your search results.',
    propertyLoadFailed:
      'There was a problem getting the info for that property. Please try refreshing the page or call {phone}',
    applicationExists: 'Application exists for the selected property, please call: {phone}',
    submitFailed:
      'There was a problem submitting your application. Please try again later. If the problem persists, please call {phone}',
    compEmpty: 'Please enter an SBL.',
    compMax: 'Max 5 comps.',
    compDuplicate: 'SBL already added.',
    compInvalid: 'Invalid sbl',
    warnNoAppraisal: 'WARNING: No recent appraisal documents attached.',
    warnNoConditionFiles: 'WARNING: No files attached to justify condition change.',
    warnNoComps: 'WARNING: No comparable sales selected.',
    warnNoInventoryComments: 'WARNING: No comments about your inventory change.',
    warnNoIncomeExpense: 'WARNING: No files attached. Please upload the Commercial I&E Form.',
    /** Not in SPEC: the property search could not be run (the server or network failed). */
    searchFailed: 'The property search is not working right now. Please try again.',
    /** Not in SPEC: said beside a disabled Next, so it is clear what is missing. */
    completeStep: 'Complete this step to continue.',
    /** Not in SPEC: the heading of the list of what a step still needs (GOV.UK error summary). */
    errorSummary: 'There is a problem',
    /** Not in SPEC: error summary items that no field's own message covers. */
    missingProperty: 'Search for your property and choose it from the list.',
    missingReason: 'Choose a reason.',
    missingState: 'Choose a state.',
    filesUploading: 'Wait until every file has finished uploading, or remove it.',
    /** Not in SPEC: the requested value beside its box, as an amount and a percentage. */
    requestedLess: '{amount} less than your assessment ({percent})',
    requestedMore: '{amount} more than your assessment ({percent})',
    requestedSame: 'The same as your assessment',
    /** Not in SPEC: said, without blocking, of a requested value that is likely mistyped. */
    requestedAbove:
      'This is more than your current assessment. An informal review usually asks for a lower value: please check the amount.',
    requestedBelowTenth:
      'This is less than a tenth of your current assessment. Please check the amount, in whole dollars.',
    /** SPEC §2: the wizard's leave-page warning. */
    leavePage: 'Unsaved changes will be deleted. Do you want to leave this page?',
    submitOnce:
      'You can only submit once. You will not be able to edit this form once submitted. Make sure you include all relevant files and information.',
    /** Not in SPEC: the property calls' refusals and the comparable lookup's err_msg texts. */
    unknownProperty: 'There is no property with this SBL in this municipality.',
    compMultiSite:
      'This parcel has more than one site, so its sale cannot be used as a comparable.',
    compNoSale: 'This parcel has no arms-length sale to compare with.',
    compOtherClass:
      'This parcel is in another property class group than yours, so it is not comparable.',
    compIsSubject: 'This is the property under review. Please enter another SBL.',
    /** Not in SPEC: submit_review's refusals beyond SPEC §8's app_exists and general failure. */
    badCaptcha: 'Captcha not valid. Please refresh and try again.',
    periodExpired:
      'The filing period for this municipality has ended, so a new application cannot be submitted. If you have questions, please call {phone}',
    parcelNotFound:
      'That property was not found in this municipality. Please search for it again. If the problem persists, please call {phone}',
    /** Not in SPEC: the requested value's rules (domain desiredValueSchema), said in the wizard. */
    desiredValueDigits: 'Enter the requested assessment in whole dollars, digits only.',
    desiredValueMax: 'The requested assessment can have at most 12 digits.',
    /** Not in SPEC: the wizard's own screens (decision 037 moved them here from the components). */
    reasons: {
      recent_appraisal: 'Recent Appraisal',
      building_condition_issue: 'Building condition issue',
      incorrect_property_inventory: 'Incorrect property inventory',
      comparable_sales: 'Comparable sales',
      other: 'Other',
    },
    wizard: {
      title: 'File an Informal Review',
      steps: {
        propertySearch: 'Property Search',
        applicantInfo: 'Applicant Info',
        valueChange: 'Value Change',
        supportingFiles: 'Supporting Files',
        reviewSubmit: 'Review and Submit',
      },
      stepsLabel: 'Application steps',
      stepOf: 'Step {step} of {count}:',
      previous: 'Previous',
      next: 'Next',
    },
    search: {
      heading: 'Find Your Property',
      intro: "Search by the property's address or by its Section Block Lot number (SBL).",
      address: 'Address',
      sbl: 'SBL',
      clearSbl: 'Clear the SBL box to search by address.',
      clearAddress: 'Clear the address box to search by SBL.',
      sblExample: 'Example: 123.45-67-89',
      found: 'Found: {total}',
      foundFirst: 'Found: {total} (the first {shown} are listed; add to your search to narrow it)',
      results: 'Properties found',
      loading: 'Loading the property…',
      selected: 'Selected property',
      assessed: 'Assessed value {value}',
      assessedClass: 'Assessed value {value}, property class {propClass}',
      sblHelp: 'How to find my SBL?',
      sblHelpText:
        "Your SBL (Section Block Lot number) is the highlighted number under the 'PARCEL INFORMATION' section, above the parcel address, on your Disclosure Notice.",
      close: 'Close',
      noticeTitle: 'Sample Disclosure Notice',
      noticeDescription:
        'A notice whose PARCEL INFORMATION section shows the SBL 123.45-67-89 highlighted, with the parcel address 123 MAIN ST below it.',
      yourSbl: 'Your SBL',
    },
    person: {
      isOwner: 'I am the property owner',
      ownerHeading: 'Property Owner Information',
      requiredBefore: 'Fields marked',
      requiredStar: 'with a star',
      requiredAfter: 'are required.',
      applicantHeading: 'Applicant Information',
      applicantIntro: "The person filing on the owner's behalf.",
      saveApplicant: 'Save applicant information for next time',
      firstName: 'First name',
      lastName: 'Last name',
      address1: 'Address line 1',
      address2: 'Address line 2',
      address2Optional: 'Address line 2 (optional)',
      city: 'City',
      state: 'State',
      zipCode: 'Zip code',
      phone: 'Phone',
      chooseState: 'Choose a state',
      phoneHint: 'US number, e.g. (518) 555-0142',
      owner: 'Owner',
      applicant: 'Applicant',
      /** An error summary item: "Owner zip code: Must be at least 5 digits." */
      issue: '{who} {field}: {message}',
    },
    value: {
      assessedAt: '{address}: assessed at {value}',
      requested: 'Requested assessment',
      requestedHint: 'The total assessed value you believe is right, in whole US dollars.',
      reason: 'Reason',
      chooseReason: 'Choose a reason',
      comments: 'Comments',
      comparisonSite: 'Property comparison site',
      newTab: '(opens in a new tab)',
      incomeExpenseBefore: 'For a commercial property, please fill in the',
      incomeExpenseLink: 'Commercial I&E form',
      incomeExpenseAfter: 'and upload it on the next page.',
    },
    comps: {
      heading: 'Comparable sales',
      intro: 'Add up to {max} recent sales of properties like yours, by their SBL.',
      sbl: 'Comparable SBL',
      add: 'Add',
      addSbl: 'Add {sbl}',
      added: 'Added',
      yours: 'Your comparable sales',
      suggested: 'Suggested comparable sales',
      suggestedLoading: 'Looking for similar recent sales…',
      suggestedFailed: 'Suggestions are not available right now.',
      suggestedNone: 'No similar recent sales were found.',
      sold: 'Sold {date} for {price}',
      whySuggested: 'Why {sbl} was suggested',
    },
    propertyInfo: {
      show: 'Show property information',
      hide: 'Hide property information',
      loading: 'Loading property information…',
      propertyType: 'Property type',
      types: { residential: 'Residential', commercial: 'Commercial', vacant: 'Vacant' },
      residentialUnits: 'Residential units',
      totalSites: 'Total sites',
      rentableArea: 'Rentable area',
      buildingArea: 'Building area',
      acres: 'Acres',
      frontage: 'Frontage',
      depth: 'Depth',
      lastSalePrice: 'Last sale price',
      lastSaleDate: 'Last sale date',
      squareFeet: '{area} sq ft',
    },
    files: {
      chooseProperty: 'Please select your property first.',
      intro:
        "Attach anything that supports your request: an appraisal, photos of the building's condition, the Commercial I&E form. Accepted: PDF, PNG, JPG, DOC, DOCX, XLS, XLSX and HEIF files, each under 25MB.",
      dragAndDrop: 'Drag and drop files here, or',
      choose: 'Choose files to upload',
      list: 'Files',
      remove: 'Remove',
      removeFile: 'Remove {name}',
      removed: '{name}: Removed',
      tryAgain: 'Try again',
      tryFileAgain: 'Try {name} again',
      dismiss: 'Dismiss',
      dismissFile: 'Dismiss {name}',
    },
    summary: {
      property: 'Property Information',
      requestedChange: 'Requested Change',
      owner: 'Property Owner',
      applicant: 'Applicant Info',
      files: 'Supporting Files',
      sbl: 'SBL',
      address: 'Address',
      propertyClass: 'Property class',
      assessedTotal: 'Assessed total value',
      assessedLand: 'Assessed land value',
      requested: 'Requested assessment',
      reason: 'Reason',
      comments: 'Comments',
      name: 'Name',
      cityStateZip: 'City, state, zip',
      phone: 'Phone',
      noFiles: 'No files attached.',
      compsHeading: 'Comparable Sales',
      compsCaption: 'Comparable sales',
      noComps: 'No comparable sales added.',
      beforeSubmit: 'Before you submit',
      incomplete:
        'Some required information is missing. Please go back and complete the earlier steps.',
      submit: 'Submit',
    },
  },
  /** SPEC §5 reason hints, shown under the reason once one is chosen. */
  reasonHints: {
    recent_appraisal: 'Please attach a copy of the appraisal on the next page.',
    building_condition_issue: 'Please provide photos of the building condition on the next page.',
    incorrect_property_inventory: 'Please detail the inventory issues in the comment box below.',
    comparable_sales:
      "Use the link to the municipality's property comparison site to research comparable sales.",
    other: '',
  },
  upload: {
    noResponse: 'Upload issue, please refresh the page',
    tooLarge: 'File too large, must be under 25MB',
    badType: 'Invalid file type.',
    malware: 'Unable to accept this file.',
    internalFailed: 'could not upload that file',
    internalSuccess: 'File uploaded successfully.',
    /** Not in SPEC: a file could not be taken back out of the draft. */
    removeFailed: 'Could not remove that file. Please try again.',
    /** Not in SPEC: each file's state in its row, and announced as it changes (WCAG 4.1.3). */
    status: { uploading: 'Uploading', uploaded: 'Uploaded', error: 'Error' },
    /** Not in SPEC: a single-file uploader's progress (staff files, the signed agreement). */
    uploadingNow: 'Uploading…',
  },
  /** Not in SPEC unless said: the wizard's submission, the confirmation and My Applications. */
  submission: {
    /** submit_review refused with period_expired (role user after the deadline). */
    periodExpired:
      "The Informal Review period has expired, so this application cannot be submitted. Please contact your local Assessor's Office about Formal Grievance Day.",
    /** /confirm opened without a submission in this tab (a new tab, or typed in). */
    noConfirmation:
      'There is no recent submission to show here. Your submitted applications are listed in My Applications.',
    /** SPEC §2 My Applications, empty list. */
    applicationsEmpty: 'The status of your application(s) will be displayed here upon completion.',
    applicationsLoadFailed: 'Your applications could not be loaded. Please try again.',
    /** My Applications when the period has ended and the account may not file late. */
    periodClosed:
      "The Informal Review period has ended, so new applications can no longer be filed. Please contact your local Assessor's Office about Formal Grievance Day.",
    /** Not in SPEC: the confirmation page (decision 037 moved its texts here). */
    confirm: {
      title: 'Application Submitted',
      noneHeading: 'No submission to show',
      myApplications: 'My Applications',
      thanks: 'Thank You',
      submitted:
        'Your Informal Review application for {name} has been submitted. Please keep your filing number, {number}, for your records.',
      receipt: 'Submission receipt',
      filingNumber: 'Filing number',
      submittedAt: 'Submitted',
      address: 'Property address',
      sbl: 'SBL',
      assessedValue: 'Assessed value',
      requestedValue: 'Requested value',
      reason: 'Reason',
      comments: 'Additional comments',
      fileCount: 'Files submitted',
      next: "What happens next: the assessor's office reviews your application, and a second value notice will be mailed in early {month}. You can follow its status in My Applications.",
      print: 'Please print this page or save it as a PDF for your records.',
      printButton: 'Print',
    },
    /** Not in SPEC: My Applications' screen; the status names are our addition to SPEC §2. */
    list: {
      title: 'My Applications',
      newApplication: 'New Application',
      tryAgain: 'Try again',
      submitted: 'Submitted applications',
      sbl: 'SBL',
      address: 'Address',
      date: 'Date Submitted',
      desiredValue: 'Desired Value',
      status: 'Status',
      statuses: {
        incomplete: 'Received',
        far: 'In review',
        complete: 'Completed',
        withdrawn: 'Withdrawn',
      },
      /** A filing the assessor's office voided (decision 043): withdrawn, but not by the owner. */
      voided: "Voided by the assessor's office",
      voidReason: 'Reason: {reason}',
      noChange: 'No change to the assessed value',
      newValue: 'New assessed value {after} (was {before})',
    },
  },
  /**
   * The texts POST /ir/uploadfile answers (SPEC §7): the client matches 'already exists',
   * 'bad file type', 'Malicious software or virus found' and 'Request Entity Too Large' and
   * shows its own texts above; the others are ours, for the cases SPEC does not name.
   */
  uploadAnswer: {
    uploaded: 'Uploaded',
    alreadyExists: 'already exists',
    badFileType: 'bad file type',
    tooLarge: 'Request Entity Too Large: File too large, must be under 25MB',
    malware: 'Malicious software or virus found',
    scannerUnavailable:
      'The file could not be checked for viruses just now, so it was not accepted. Please try again in a few minutes.',
    noFile: 'No file was sent.',
    noPrintkey: 'No property was given for this file (printkey).',
    unknownParcel: 'This property was not found in this municipality.',
    tooManyFiles: `Too many files for this property: at most ${DRAFT_FILES_MAX} can be attached.`,
    storeFailed: 'The file could not be stored just now. Please try again.',
    /** Not in SPEC: UPLOAD_DAILY_QUOTA_BYTES, counted over the account's last 24 hours. */
    dailyQuota: `Upload limit reached: one account can upload at most ${UPLOAD_DAILY_QUOTA_BYTES / 1024 / 1024} MB of files in 24 hours. Please try again tomorrow.`,
  },
  draftFiles: {
    notInDraft: 'That file is not among the files you uploaded for this property.',
  },
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
      stages: {
        received: 'Received',
        inReview: 'In review',
        furtherReview: 'Further review',
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
  /** Not in SPEC: a representative's batch of filings from a CSV and a ZIP (docs/bulk-filing.md). */
  bulk: {
    noCsv: 'Choose the CSV file of the properties to file.',
    csvTooLarge: 'The CSV is larger than 10 MB. A batch takes at most 1,000 rows.',
    zipTooLarge: 'The ZIP is larger than 500 MB. Split the batch into smaller ones.',
    notUtf8: 'The CSV is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
    empty: 'The CSV has no rows below its header.',
    wrongDelimiter:
      'The CSV columns are separated by {delimiter}. Separate them with commas, as in the template.',
    missingColumns: 'The CSV header lacks these columns: {columns}.',
    unknownColumns: 'The CSV header has columns that are not in the layout: {columns}.',
    duplicateColumns: 'The CSV header names these columns more than once: {columns}.',
    tooManyRows:
      'The CSV has more than {max} rows; a batch takes at most {max}. Split it into several files.',
    csvSyntax: 'The CSV cannot be read at line {line}: {detail}. Nothing was filed.',
    zipEntryPath:
      'The ZIP holds "{name}": every file must be at the top of the ZIP, with no folders or paths. Nothing was filed.',
    zipDuplicate: 'The ZIP holds "{name}" more than once. Nothing was filed.',
    zipBroken:
      'The ZIP cannot be read, is encrypted or expands too much. Make a new ZIP of the files and upload it again. Nothing was filed.',
    cellCount: 'The row has {got} cells; the header has {want}.',
    formulaCell:
      '{column}: a cell may not start with =, +, - or @ (a spreadsheet would run it as a formula).',
    ownerEmail: 'owner_email: Must be a valid email.',
    noFiles: "files: list the representative's authorization, by its name in the ZIP.",
    noZip: 'files: this row names files, but no ZIP was uploaded.',
    fileNotInZip: 'files: "{name}" is not in the ZIP.',
    fileTwice: 'files: "{name}" is listed twice.',
    tooManyFiles: 'files: at most 20 files per property.',
    fileRefused: 'files: "{name}": {reason}',
    duplicateRow: 'sbl: this property is already on line {line} of this batch.',
    parcelNotFound:
      "No property of this municipality has this SBL. Check it against the municipality's assessment roll.",
    failed:
      'This row could not be filed just now. Please upload it again. If the problem persists, please call {phone}',
    /** The web page. */
    title: 'File several properties',
    intro:
      'File an informal review for each property in a CSV, with their supporting files in one ZIP. Rows that pass every check are filed; the report lists the others with the reason, so you can correct and upload only those.',
    summary: '{filed} filed, {refused} refused.',
    uploadFailed: 'The batch could not be uploaded just now. Please try again in a moment.',
    /** The page's own texts (decision 037 moved them here). */
    back: 'My Applications',
    layoutHeading: 'The CSV and the ZIP',
    layoutColumns: 'UTF-8, comma-separated, with a header row of exactly these columns: {columns}.',
    layoutRows: 'One property per row, at most {max} rows.',
    layoutReason:
      '{reason} is one of recent_appraisal, building_condition_issue, incorrect_property_inventory, comparable_sales or other.',
    layoutFiles:
      "{files} names the row's files in the ZIP, separated by {separator}, with your authorization to represent the owner among them.",
    layoutZip:
      'The ZIP (at most 500 MB) holds the files at its top level, no folders. Each file is checked like any upload: PDF, image, Word or Excel, under 25MB.',
    layoutEmail: 'When a row has {column}, the owner gets a copy of its receipt.',
    template: 'Download the CSV template',
    csvLabel: 'CSV of the properties',
    zipLabel: 'ZIP of the supporting files (optional)',
    submit: 'File these properties',
    report: 'Report',
    downloadReport: 'Download the report (CSV)',
    reportRegion: 'Report per row',
    reportCaption: 'Report per row of the CSV',
    line: 'Line',
    sbl: 'SBL',
    status: 'Status',
    result: 'Filing number or reason',
    filed: 'Filed',
    refused: 'Refused',
    /** A row's reason that is not one of the codes. */
    reasonCodes: 'reason: use one of {codes}',
    /** Not in SPEC: the hardening of bulk filing (decision 043). */
    notRepresentative:
      "Filing in bulk is for representatives the assessor's office has approved. To ask for approval, please call {phone} with your firm's name and the e-mail you sign in with.",
    dailyLimit:
      'An account may file {max} properties in bulk in 24 hours. Yours has filed {used}, and this batch holds {rows}. Send it tomorrow, or split it.',
    dailyLimitReached:
      'An account may file {max} properties in bulk in 24 hours, and yours has reached it. Please send this batch tomorrow.',
    zipEntryRatio:
      'The ZIP entry "{name}" expands far more than a real document does. Remove it and make the ZIP again. Nothing was filed.',
    zipRatio:
      'The ZIP as a whole expands far more than real documents do. Make a new ZIP of the files and upload it again. Nothing was filed.',
    zipEntries: 'The ZIP holds more than {max} files. Split the batch. Nothing was filed.',
    zipTotal: 'The files in the ZIP add up to more than 2 GB. Split the batch. Nothing was filed.',
    zipEncrypted:
      'The ZIP entry "{name}" is encrypted. Make the ZIP without a password. Nothing was filed.',
    accepted:
      'The batch was received. Its rows are being filed one by one: this page shows the report when they are done. You may leave it and come back.',
    queued: 'Waiting to start…',
    progress: 'Filed or checked {done} of {total} rows…',
    progressLabel: 'Rows filed or checked',
    done: 'Every row of the batch has been filed or refused.',
    batchFailed:
      'The batch stopped before every row could be filed. The rows not filed are marked below: send them again in a new batch.',
    batchNotFound: 'There is no such batch for this account.',
    batchTitle: 'Batch {id}',
    pollFailed: 'The report could not be loaded just now. It will be tried again in a moment.',
    ownerCopy: "Owner's copy",
    ownerCopySent: 'Sent',
    ownerCopyLimited: 'Not sent: too many owner copies in 24 hours',
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
  /** Not in SPEC: the account pages' own words (decision 037); SPEC §5 and §8 texts are above. */
  account: {
    loginSignup: {
      title: 'Log in or create an account',
      dismiss: 'Dismiss',
    },
    login: {
      title: 'Login',
      email: 'Email',
      password: 'Password',
      otp: 'Authentication code',
      otpHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
      forgotPassword: 'Forgot password?',
      submit: 'Login',
      google: 'Sign in with Google',
    },
    signup: {
      title: 'Create Account',
      email: 'Email',
      password: 'Password',
      retype: 'Re-type password',
      submit: 'Create Account',
      google: 'Sign up with Google',
    },
    signupComplete: {
      linkSent:
        'We sent a verification link to your e-mail address. Open it to activate your account before you log in. If it has not arrived within a few minutes, check your spam or junk folder.',
      goToLogin: 'Go to Login',
      stillNothing: 'Still no e-mail after a few minutes, spam folder included?',
    },
    verify: {
      title: 'Account verification',
      checking: 'Checking your verification link…',
      login: 'Login',
    },
    forgotPassword: {
      title: 'Forgot password',
      intro:
        'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      email: 'Email',
      submit: 'Reset Password',
      backToLogin: 'Back to Login',
    },
    /** The fields of a page that sets a password from an e-mailed link. */
    newPassword: {
      password: 'New password',
      retype: 'Re-type new password',
    },
    resetPassword: {
      title: 'Reset password',
      intro:
        'Choose a new password with a lowercase and an uppercase letter, a number and at least 8 characters. Changing it signs you out on every device.',
      submit: 'Change Password',
    },
    /** verify.expired names `title`: the two must agree in each language. */
    resend: {
      title: 'Send the link again',
      goesTo: 'A new verification link goes to {email}. Links sent before it stop working.',
      email: 'Email',
      emailHint: 'The address you signed up with.',
      submit: 'Send the link again',
    },
    /** The banners /login shows for its `msg` parameter (SPEC §2). */
    notices: {
      confirmed: 'Your account is confirmed. You can log in now.',
      passwordUpdated: 'Your password was updated. Log in with your new password.',
      accountReady: 'Your account is ready. Log in with your e-mail and new password.',
    },
    /** Not in SPEC: the two-factor sign-in page (decision 020). */
    twoFactor: {
      title: 'Two-factor sign-in',
      enabledText:
        'Each sign-in asks for a code from your authenticator app after your password. You have {left, plural, one {# unused recovery code} other {# unused recovery codes}}. Lost your phone? Sign in with a recovery code, or ask an administrator to reset your two-factor sign-in.',
      intro:
        'With two-factor sign-in, signing in takes your password and a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like), so a stolen password alone is not enough.',
      setUp: 'Set up authenticator app',
      scan: 'Scan this QR code with your authenticator app.',
      qrLabel: 'QR code for your authenticator app',
      typeKey: 'Or type this key into the app (time-based):',
      code: 'Authentication code',
      codeHint: 'The 6-digit code the app shows now.',
      turnOn: 'Turn on',
      recoveryHeading: 'Your recovery codes',
      recoveryText:
        'Keep these somewhere safe. Each one signs you in once in place of a code, if you lose your phone. They are shown only now.',
      recoveryList: 'Recovery codes',
      copy: 'Copy codes',
      download: 'Download codes',
      continue: 'Continue',
    },
  },
  /**
   * Not in SPEC: the Terms of Use, /terms-of-use. {municipality}, {firm}, {deadline}, {phone},
   * {address} and {privacy} (the link to the Privacy Policy) are filled in by the page.
   */
  terms: {
    title: 'Terms of Use',
    intro:
      'These terms govern your use of the {municipality} Informal Review website, which {firm} (“we”, “us”) operates on behalf of {municipality} (the “Municipality”). By creating an account or using the website you agree to them. If you do not agree, please do not use the website.',
    purposeHeading: 'What this website is for',
    purpose:
      "The website lets owners of property in {municipality}, and people acting for them, ask the Municipality's assessor for an informal review of a property's assessed value, and follow the status of that request.",
    notGrievanceHeading: 'An Informal Review is not a formal grievance',
    notGrievance: [
      'An Informal Review is a voluntary step the Municipality offers before its assessment roll is final. It is not a complaint under Article 5 of the New York Real Property Tax Law, it does not extend any deadline, and it does not preserve your right to any further review.',
      "If you still disagree with your assessment afterwards, you must file a formal complaint (form RP-524) with the Board of Assessment Review on or before Grievance Day. Your local Assessor's Office can tell you the date.",
    ],
    whoHeading: 'Who may file',
    who: 'You may file for a property only if you own it or the owner has authorized you to act for them, for example as their attorney or tax representative. One Informal Review can be filed per property, and submissions are accepted through {deadline}.',
    accountHeading: 'Your account',
    account: [
      'You need an account with an e-mail address you can receive mail at; we send a link to confirm it.',
      'Keep your password to yourself. You are responsible for what is done with your account, and you should call us right away if you think someone else has used it.',
      'We may suspend or restrict an account that is misused.',
    ],
    submitHeading: 'What you submit',
    submit: [
      'Owner and applicant details, the value you request, your reasons, comments, comparable sales and files must be true and complete to the best of your knowledge.',
      'Upload only files you have the right to share. Files are checked before they are accepted, and files of the wrong type, too large, or carrying malicious software are refused.',
      'A submission cannot be edited once it has been submitted.',
      'You allow the Municipality, its assessor and us to use your submission to review the assessment, and the Municipality to keep it as part of its records.',
    ],
    decisionsHeading: 'Decisions and property data',
    decisions:
      "The assessor decides the outcome of every Informal Review; filing one does not guarantee a change in value. Property data, values and comparable sales shown on the website come from the Municipality's assessment records and are provided for reference. If you believe something is wrong, explain it in your submission.",
    useHeading: 'Acceptable use',
    use: "Do not try to reach accounts or information that are not yours, get around the website's security or captcha, overload or interfere with it, collect information from it by automated means, or use it to send anything unlawful or harmful.",
    liabilityHeading: 'Availability and liability',
    liability:
      'We work to keep the website available and accurate, but it is provided “as is” and may be unavailable at times for maintenance or for reasons beyond our control, so please do not leave your submission until the last day. To the extent the law allows, neither the Municipality nor {firm} is liable for losses arising from the use of, or inability to use, the website.',
    lawHeading: 'Governing law and changes',
    law: 'These terms are governed by the laws of the State of New York. We may update them; the version posted on this page applies from the time it is posted.',
    contactHeading: 'Contact',
    contact:
      'Questions about these terms? Call {firm} at {phone} or write to {address}. How we handle your information is described in our {privacy}.',
    privacyLink: 'Privacy Policy',
  },
  /**
   * Not in SPEC: the Privacy Policy, /privacy. Each list item is a bold lead and its text;
   * {municipality}, {firm}, {phone}, {address} and {terms} (the link) are filled in by the page.
   */
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what information the {municipality} Informal Review website collects, why, and what happens to it. {firm} (“we”, “us”) operates the website on behalf of {municipality} (the “Municipality”), which uses it to review property assessments.',
    collectHeading: 'Information we collect',
    collect: [
      {
        lead: 'Your account:',
        text: 'your e-mail address and password. The password is stored only as a one-way hash that cannot be turned back into the password.',
      },
      {
        lead: 'Owner and applicant details:',
        text: 'names, mailing addresses and phone numbers of the property owner and, if someone files for them, of the applicant. If you choose, the applicant details are saved to fill in your next application.',
      },
      {
        lead: 'Your application:',
        text: 'the property (address and SBL number), its assessed value, the value you request, your reason and comments, and any comparable sales you add.',
      },
      {
        lead: 'Uploaded files:',
        text: 'appraisals, photos, forms and other documents you attach.',
      },
      {
        lead: 'Technical information:',
        text: 'server logs of requests, including IP address, browser type and time, used to keep the website secure and working.',
      },
    ],
    useHeading: 'How we use it',
    use: "We use this information only to run the informal review of assessments: to create and secure your account, to let the Municipality's assessor and our reviewers consider your application, to contact you about it (for example to confirm your e-mail address or reset your password), and to protect the website against misuse. We do not use it for marketing.",
    shareHeading: 'Who we share it with',
    share: [
      {
        lead: 'The Municipality:',
        text: "your application and files go to the Municipality's assessor, who decides on it and keeps it as part of the Municipality's records.",
      },
      {
        lead: 'Service providers:',
        text: 'companies that host the website or deliver its e-mail, only as needed for that work and under a duty to keep it confidential.',
      },
      {
        lead: 'When the law requires it:',
        text: "for example in answer to a subpoena. Records held by the Municipality may have to be disclosed under New York's Freedom of Information Law, subject to its exemptions for personal privacy.",
      },
    ],
    noSale: 'We do not sell, rent or trade your personal information.',
    cookiesHeading: 'Cookies and local storage',
    cookies: [
      {
        lead: 'One session cookie.',
        text: 'When you sign in, we set a single cookie that keeps you signed in. It is strictly necessary, cannot be read by scripts on the page, is sent only to this website and ends when you sign out or your session expires.',
      },
      {
        lead: 'Your theme and language.',
        text: "If you switch to dark mode or choose a language, the choice is saved in your browser's local storage, on your device. The language is also sent with each request so that pages and e-mails come in it, and if you are signed in it is saved with your account.",
      },
      {
        lead: 'Google Analytics, only when enabled.',
        text: "The Municipality may turn on Google Analytics to learn, in aggregate, how the website is used. When it is on, Google sets its own cookies and receives information about your visit, such as the pages you view and your browser and device type, under Google's own privacy policy. We do not use it for advertising. You can block it in your browser settings or with Google's opt-out browser add-on.",
      },
    ],
    keepHeading: 'How long we keep it',
    keep: 'Applications, supporting files and related correspondence are records of the Municipality. They are kept for as long as the Retention and Disposition Schedule for New York Local Government Records (LGS-1), issued by the New York State Archives, requires for assessment records, and are then securely destroyed. Account information is kept while your account is in use and for as long as an application it belongs to must be kept. Server logs are kept for a limited time for security.',
    protectHeading: 'How we protect it',
    protect:
      "Information travels over encrypted connections. Uploaded files are checked before they are accepted and are stored outside the public website. Only authorized staff of the Municipality and of {firm} can see applications, and their actions are recorded. If a breach of your personal information occurs, we will notify you as New York's information security breach law (General Business Law § 899-aa) requires.",
    choicesHeading: 'Your choices',
    choices:
      'You can ask to see or correct the information we hold about you, or to close your account, by calling us. Information that must be kept under the records rules above is kept even after you close your account. A submitted application cannot be edited online; call us if something in yours is wrong.',
    childrenHeading: 'Children',
    children:
      'The website is meant for property owners and their representatives. It is not directed at children under 13, and we do not knowingly collect their information.',
    changesHeading: 'Changes to this policy',
    changes:
      'We may update this policy. The version posted on this page applies from the time it is posted; if a change affects how information you already gave us is used, we will say so on the website.',
    contactHeading: 'Contact',
    contact:
      'Questions about your information? Call {firm} at {phone} or write to {address}. See also our {terms}.',
    termsLink: 'Terms of Use',
  },
  review: {
    assignNone: 'Please select one or more applications.',
    assignFailed: 'Error saving assignees.',
    /** Beyond SPEC: one request assigns at most MAX_ASSIGNMENTS (decision 023). */
    assignTooMany: 'Please select at most 20,000 applications at a time.',
    /** Beyond SPEC: the Assign button was pressed before an assignee was chosen. */
    assignNoAssignee: 'Please choose who to assign them to.',
    totalRequired: 'Please enter a New total AV or check "no total_av change"',
    landRequired: 'Please enter a New land AV or check "no land_av change"',
    landOverTotal: 'Land should not be more than total value.',
    totalOver100: 'Total change is greater that 100%.',
    landOver100: 'Land change is greater that 100%.',
    farComment: 'please add a FAR comment',
    /** Not in SPEC: the decision notice's reason, chosen on COMPLETE. */
    decisionReason: 'Choose the reason for the decision.',
    decisionExplanation: 'Explain the decision for the owner when the reason is Other.',
    dataChangePending: 'Data change must be in RPS before completion.',
    sketchChangePending: 'Sketch change must be in RPS before completion.',
    unreachable: 'Server could not be reached.',
    /** Not in SPEC: the API's refusals of a review action (decision 021). */
    conflict: 'This review was changed by someone else. Reload to see it.',
    notFound: 'There is no such review.',
    completeIsFinal: 'This review is complete. Only an administrator can reopen it to FAR.',
    dataCompleteWithoutNeeded: 'Data change can only be complete when a data change is needed.',
    sketchCompleteWithoutNeeded:
      'Sketch change can only be complete when a sketch change is needed.',
    fileNotFound: 'There is no such file.',
    /** Not in SPEC: assigning is offered only in the review and FAR views (SPEC §2). */
    assignComplete: 'A completed review cannot be assigned.',
    /** Not in SPEC: the bulk assignment's success, announced (WCAG 4.1.3). */
    assigned: 'Assigned {count} to {email}.',
    unassignedDone: 'Removed the assignee of {count}.',
    /** Not in SPEC: the owner withdrew the filing before a reviewer acted on it. */
    withdrawn: 'The owner withdrew this filing: it is not reviewed.',
    /** Not in SPEC: an administrator voided the filing (decision 043). */
    voided: "The assessor's office voided this filing: it is not reviewed.",
    voidReasonShort: 'Give the reason for voiding, in at least 10 characters.',
    voidReasonLong: 'The reason for voiding must be at most 500 characters.',
    voidComplete:
      'A completed review cannot be voided: its decision stands. Reopen it to FAR first if it must change.',
    voidWithdrawn: 'This filing is already withdrawn, so there is nothing to void.',
    voidAlready: 'This filing is already voided.',
    voidConfirm:
      'The filing for {address} (SBL {sbl}) will be withdrawn and the property freed to be filed again. The filer, and the owner when their e-mail is known, are e-mailed the reason. This cannot be undone.',
    voidDone: 'The filing was voided. The filer was e-mailed the reason.',
    voidFailed: 'The filing could not be voided just now. Please try again in a moment.',
    /** Not in SPEC: an admin's path back from a completed review (decision 021). */
    reopenHint: 'This review is complete. FAR reopens it, with the FAR comment as the reason.',
    /** Not in SPEC: the heading of the list of refusals above the review form (GOV.UK pattern). */
    refusalSummary: 'There is a problem',
    /** Not in SPEC (it shows a blank): a review nobody is assigned to. */
    unassigned: 'Unassigned',
  },
  admin: {
    escalateFailed: 'could not update user access',
    restrictFailed: 'could not restrict user',
    setPasswordSuccess: 'success',
    /** SPEC §4: the green badge after a role change, and after an escalation (3 seconds). */
    roleUpdated: 'updated',
    accessUpdated: 'user access updated',
    /** Not in SPEC: the API's refusals of an admin action, shown where the screen shows a server text. */
    unknownUser: 'There is no account with this e-mail.',
    ownRole: 'You cannot change your own role.',
    ownRestriction: 'You cannot restrict your own account.',
    lastMegaAdmin: 'The municipality must keep at least one active mega-admin.',
    awaitingVerification: 'An account awaiting verification cannot be restricted.',
    /** Not in SPEC: asked in a dialog before restricting, which ends the account's sessions. */
    restrictConfirm:
      'Restrict {email}? They are signed out at once and cannot sign in until the account is un-restricted.',
    /** Not in SPEC: a mega-admin's approval of an account to file in bulk (decision 043). */
    representative: 'Approved representative',
    notRepresentative: 'Not an approved representative',
    approveRepresentative: 'Approve as representative',
    removeRepresentative: 'Remove representative approval',
    representativeHint:
      'An approved representative may file many properties at once for their owners.',
    representativeFailed: 'could not change the representative approval',
  },
  /** Not in SPEC: staff invitations (decision 018), sent by a mega-admin and accepted by the invitee. */
  invite: {
    badEmail: 'Please enter a valid e-mail address.',
    alreadyRegistered: 'This e-mail already has an account in this municipality.',
    unknownInvitation: 'There is no pending invitation for this e-mail.',
    invalid: 'This invitation link is not valid. Please ask your administrator for a new one.',
    expired:
      'This invitation link has expired or was replaced by a newer one. Please ask your administrator for a new one.',
    used: 'This invitation link has already been used. Please log in.',
    badRole: 'Please choose a role.',
    sent: 'Invitation sent. The link works once, for 7 days.',
    sendFailed: 'Could not send the invitation. Please try again.',
    revoked: 'Invitation revoked.',
    revokeFailed: 'Could not revoke the invitation. Please try again.',
    loadFailed: 'Could not load the invitations.',
  },
  general: {
    notFound: 'Sorry, the page you are looking for does not exist.',
  },
  /** Not in SPEC: refusals of any request field, whatever the route (decision 026). */
  input: {
    invalidRequest: 'The request is not valid.',
    /** Not in SPEC: the readiness check's answer, for the operator's load balancer. */
    databaseUnreachable: 'The database is not reachable.',
    forbiddenCharacters:
      'Please remove control characters and text-direction marks from this field.',
    /** Not in SPEC: a character the documents cannot print (decision 042). */
    notPrintable:
      'Please remove the characters our documents cannot print, such as emoji and most symbols. Latin letters (Vietnamese too), Greek, Cyrillic, Chinese and Japanese are all fine.',
    /** Not in SPEC: the policy's 401 and 403, the rate limit's 429 and the plain 500. */
    signIn: 'Please log in.',
    forbidden: 'You do not have access to this.',
    tooManyAttemptsMinute: 'Too many attempts. Please try again in 1 minute.',
    tooManyAttempts: 'Too many attempts. Please try again in {minutes} minutes.',
    serverFailure: 'Something went wrong on our side.',
  },
  /**
   * Not in SPEC: the server is saturated and answered 503 with Retry-After (decision 025).
   * Said where an upload or a submission was refused; nothing the owner typed is lost.
   */
  busy: {
    serverBusy:
      'Many people are filing right now. Your information is kept; try again in a minute.',
  },
  filingPeriod: {
    badDeadline: 'Enter the deadline as a real date (YYYY-MM-DD).',
    badRollYear: 'Enter the roll year as four digits between 2000 and 2100.',
    deadlineOutsideRollYear: 'The deadline must fall within a year of the roll year.',
    saved: 'Filing period saved.',
    reset: 'Filing period reset to the default.',
    saveFailed: 'could not save the filing period',
  },
  /** Not in SPEC: a municipality's settings on /admin (decision 034). */
  municipalitySettings: {
    badDisplayName: 'Enter the display name, 3 to 100 characters (e.g. Town of Greece).',
    badShortName: 'Enter the short name, 2 to 40 characters (e.g. Greece).',
    badWebsite: 'Enter the website as an https:// address.',
    badPhone: 'Enter the phone number with at least 7 digits, e.g. (585) 555-0100.',
    badComparisonTemplate:
      'Enter an https:// address whose only {…} parts are {municipality}, {parcelId}, {swis} and {compType}.',
    badIncomeExpenseForm: 'Enter the form link as an https:// address.',
    badGrievanceDay: 'Enter Grievance Day as a real date (YYYY-MM-DD).',
    saved: 'Municipality settings saved. They apply to every page at once.',
    saveFailed: 'could not save the municipality settings',
    loadFailed: 'could not load the municipality settings',
  },
  auditLog: {
    badRange: 'The start date must not be after the end date.',
    loadFailed: 'could not load the audit log',
  },
  /** Not in SPEC: the town's dashboard (decision 022). */
  town: {
    loadFailed: 'could not load the town dashboard',
    noFilings:
      'No applications have been filed yet. Their counts, values and a chart of filings per day will show here once the first one arrives.',
  },
  /** Not in SPEC: the PDFs' first line (decision 036): pdfmake cannot tag a PDF for screen readers. */
  documents: {
    accessibleVersion:
      'The accessible version of this document is the web page {url} (this PDF is not tagged for screen readers).',
    /** Not in SPEC: the decision notice, agreement and grievance packet (decision 040). */
    notOnRecord: 'not on record',
    notGiven: 'Not given',
    propertyWithSbl: '{address} (SBL {sbl})',
    questions: 'Questions: call {phone}.',
    scar: 'If the Board does not change the assessment, you may then ask for small claims assessment review (SCAR) in court.',
    terms: {
      filing: 'Filing',
      informalReview: 'Informal review',
      property: 'Property',
      owner: 'Owner',
      decided: 'Decided',
      propertyClass: 'Property class',
      rollYear: 'Roll year',
      assessedValue: 'Assessed value',
      total: 'Total',
      land: 'Land',
      reason: 'Reason',
      explanation: 'Explanation',
    },
    notice: {
      title: 'Decision notice {number}',
      heading: 'Informal Review Decision Notice',
      before: 'Before',
      after: 'After the review',
      reasonHeading: 'Reason for the decision',
      nextHeading: 'What happens next',
      acceptOn:
        "If you agree with the new value, accept it on your filing's page under My Applications by the end of Grievance Day, {day}: you sign an agreement and need not file a grievance.",
      accept:
        "If you agree with the new value, accept it on your filing's page under My Applications before Grievance Day: you sign an agreement and need not file a grievance.",
      disagree:
        "If you still disagree, you may file a formal grievance (form RP-524) with the Board of Assessment Review on or before Grievance Day; the assessor's office ({website}) has this year's date. Bring this notice, your evidence and the signed form.",
    },
    agreement: {
      title: 'Agreement to the assessed value {number}',
      heading: 'Agreement to the assessed value',
      tentativeRoll: 'On the tentative roll',
      agreed: 'Agreed',
      text: 'The owner and the assessor agree that the assessed value of the property above is the agreed value shown. The assessor files this agreement with the {municipality} Board of Assessment Review, which may ratify the agreed value (Real Property Tax Law §524(3) and §525(3)(a)). By signing, the owner gives up a grievance of this assessment for this roll year.',
      ownerSignature: "Owner's signature",
      signedBy: 'Signed electronically by {name}',
      record: 'From {ip}. Record {hash}',
      assessorSignature: "Assessor's signature",
      assessor: 'Assessor',
      date: 'Date: ____________________',
    },
    packet: {
      title: 'Grievance packet {number}',
      heading: 'Grievance packet for form RP-524',
      prepared:
        'Prepared from informal review {number}, whose outcome the owner disagreed with on {date} ({name}). Copy these facts onto the official form RP-524, sign it, and attach this packet.',
      partOne: 'Part One. Owner and property',
      owner: '1. Owner',
      applicant: '2. Applicant or representative',
      ownerFiled: 'The owner filed for themselves.',
      property: '3. Property',
      name: 'Name',
      mailingAddress: 'Mailing address',
      daytimePhone: 'Daytime phone',
      taxMapNumber: 'Tax map number (SBL)',
      location: 'Location',
      municipality: 'Municipality',
      partTwo: 'Part Two. Assessment and the value asked for',
      totalAssessed: 'Total assessed value',
      landAssessed: 'Land assessed value',
      requested: "Owner's requested value",
      partThree: 'Part Three. Grounds for the complaint',
      unequal: 'Unequal assessment',
      excessive: 'Excessive assessment',
      unlawful: 'Unlawful assessment',
      misclassification: 'Misclassification',
      reasonGiven: 'Reason given',
      comments: 'Comments',
      comparableSales: 'Comparable sales',
      noComps: 'The filing named no comparable sales.',
      sbl: 'SBL',
      address: 'Address',
      saleDate: 'Sale date',
      salePrice: 'Sale price',
      noSale: 'no sale on record',
      partFour: "Part Four. The informal review's outcome",
      totalAfter: 'Total value after review',
      landAfter: 'Land value after review',
      nextHeading: 'What to do next',
      getForm:
        "Get the official form RP-524 from the New York State Department of Taxation and Finance website (tax.ny.gov) or the assessor's office, fill it in from this packet, and sign it.",
      attach: 'Attach this packet, your evidence and any appraisal.',
      fileBy:
        'File them with the assessor or the {municipality} Board of Assessment Review on or before {day}.',
      unknownDay: "Grievance Day (ask the assessor's office for this year's date)",
      footer: '{number} · page {page} of {pages}',
    },
  },
  /**
   * Not in SPEC: the accessibility statement, /accessibility (decision 036). {firm},
   * {municipality}, {phone} and {email} are filled in by the page.
   */
  accessibility: {
    title: 'Accessibility',
    intro:
      '{firm} runs the {municipality} Informal Review website and wants everyone to be able to use it, including people who use a screen reader, the keyboard alone, screen magnification or voice control.',
    standardHeading: 'The standard',
    standard:
      'This website is built to conform to the Web Content Accessibility Guidelines (WCAG) 2.1, Level AA.',
    adaRule:
      "The U.S. Department of Justice's rule under Title II of the Americans with Disabilities Act (ADA) requires the websites of state and local governments to meet WCAG 2.1 Level AA: by April 26, 2027 for a government serving 50,000 people or more, and by April 26, 2028 for a smaller one.",
    testingHeading: 'How we test it',
    testingIntro:
      'Every change to the website is checked in a real browser (Chromium) before it is released:',
    testing: [
      'axe-core scans every page and every step of the application form, in English and in Spanish, signed in as each kind of user who can see it, in the light and dark themes, at desktop (1280 pixels) and phone (390 pixels) widths. No finding of any severity is allowed.',
      'Reflow: at 320 pixels wide and at the equivalent of 200% zoom, no page scrolls sideways; a wide table scrolls inside its own box, which the keyboard can reach.',
      'Keyboard alone: the whole application form, the staff review (list, filter, select, assign, open, review and complete) and Admin Controls are walked with Tab, Shift+Tab, Enter, Space and the arrow keys, checking on every step that the focus is visible.',
      'With "reduce motion" set in the device, nothing on the page moves.',
      'Status messages (upload progress, "Uploaded", saved and assigned) are announced to screen readers; the warning two minutes before an idle sign-out lets you stay signed in; all four colour themes meet the contrast ratios (4.5:1 for text, 3:1 for controls).',
    ],
    testingSpecs:
      "The checks are in the website's source code: the browser tests e2e/specs/accessibility.spec.ts, e2e/specs/spanish-owner.spec.ts, e2e/specs/keyboard.spec.ts and e2e/specs/filing-keyboard.spec.ts, and the component tests of the idle warning and the status messages.",
    limitsHeading: 'Known limits',
    limits: [
      'Files that owners and staff upload (appraisals, photos, forms and letters) are shown as they were uploaded. Their contents are in the hands of whoever made them, and we cannot make them accessible. If you need one in another format, call us.',
      'The PDF copies of the decision notice, the agreement and the grievance packet are not tagged PDFs. Each says on its first line that the page of the application on this website is the accessible version; that page has the same content.',
    ],
    reportHeading: 'Report a barrier',
    report:
      'If part of this website does not work for you, please tell us which page, what you were trying to do and how we can reach you. We answer within 5 business days.',
    phone: 'Phone: {phone}',
    email: 'E-mail: {email}',
    mail: 'Mail: {firm}, {address}',
  },
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
      requestedValue: 'Requested value: {value}',
      reason: 'Reason: {value}',
      comments: 'Additional comments: {value}',
      files: 'Files submitted: {value}',
      submitted: 'Submitted: {value}',
      next: "What happens next: the assessor's office reviews your request and the evidence you sent. It cannot be changed once submitted. You can follow its status (Received, In review, Completed) under My Applications, and the result is mailed to the property owner with the second notice in {month}.",
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
  /** Not in SPEC: why a comparable sale was suggested, and the condition codes as owners read them. */
  comparables: {
    reasons: {
      sameNeighbourhood: 'Same neighbourhood',
      sameLivingArea: 'Same living area',
      livingAreaWithin: 'Living area within {percent}% of yours ({area, number} sq ft)',
      livingAreaLarger: 'Living area {percent}% larger',
      livingAreaSmaller: 'Living area {percent}% smaller',
      builtSameYear: 'Built the same year ({year})',
      builtWithin: 'Built within {years, plural, one {# year} other {# years}} of yours',
      soldThisMonth: 'Sold this month',
      soldMonthsAgo: 'Sold {months, plural, one {# month} other {# months}} ago',
      sameStyleNamed: 'Same building style ({style})',
      sameStyle: 'Same building style',
      sameCondition: 'Same condition ({condition})',
      similarCondition: 'Similar condition ({condition})',
    },
    /** CONDITIONS (codes.ts). */
    conditions: { '1': 'Poor', '2': 'Fair', '3': 'Average', '4': 'Good', '5': 'Excellent' },
  },
} as const;

export function withPhone(message: string, phone: string): string {
  return message.replaceAll('{phone}', phone);
}

/** A message with each `{name}` put in from `values`; a placeholder not given stays as it is. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : all,
  );
}
