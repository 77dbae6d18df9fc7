import { DRAFT_FILES_MAX, UPLOAD_DAILY_QUOTA_BYTES } from '../../limits.ts';

/** The filing wizard's reason hints, comparable sales, uploads and the submission's answers. */
export const FILING_SUBMISSION_MESSAGES = {
  /** SPEC §5 reason hints, shown under the reason once one is chosen. */
  reasonHints: {
    recent_appraisal: 'Please attach a copy of the appraisal on the next page.',
    building_condition_issue: 'Please provide photos of the building condition on the next page.',
    incorrect_property_inventory: 'Please detail the inventory issues in the comment box below.',
    comparable_sales:
      "Use the link to the municipality's property comparison site to research comparable sales.",
    other: '',
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
      requestedValue: 'Requested assessment',
      reason: 'Reason',
      comments: 'Additional comments',
      fileCount: 'Files submitted',
      next: "What happens next: the assessor's office reviews your application, and a second value notice will be mailed in early {month}. You can follow its status in My Applications.",
      print: 'Please print this page or save it as a PDF for your records.',
      printButton: 'Print',
    },
    /**
     * Not in SPEC: My Applications' screen. Its status names are the filing page's stages
     * (applications.page.stages), which the receipt e-mail names too, the owner's answer
     * (Accepted, Disagreed) among them.
     */
    list: {
      title: 'My Applications',
      newApplication: 'New Application',
      tryAgain: 'Try again',
      /** The heading above the submitted filings, as the saved drafts have theirs. */
      heading: 'Submitted filings',
      submitted: 'Submitted applications',
      sbl: 'SBL',
      address: 'Address',
      date: 'Date Submitted',
      /** SPEC §2 names the column Desired Value; the owner reads the wizard's word for it. */
      desiredValue: 'Requested assessment',
      status: 'Status',
      voidReason: 'Reason: {reason}',
      noChange: 'No change to the assessed value',
      newValue: 'New assessed value {after} (was {before})',
      /** A completed review's decision awaiting the owner's answer: the last day to give it. */
      answerBy: 'Answer by {date}',
      /** The same, when no Grievance Day is set to end the answers. */
      answerAwaited: 'Awaiting your answer',
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
} as const;
