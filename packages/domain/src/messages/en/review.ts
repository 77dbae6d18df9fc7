/** The staff's review of an application. */
export const REVIEW_MESSAGES = {
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
    /** Not in SPEC: the language the filer's e-mails and documents are in (decision 037). */
    filerReads: 'Owner reads {language}',
    /** The explanation goes on the notice as written: in the language the owner reads. */
    explanationLanguage: 'Write it in {language}: the owner reads {language}.',
    /** Language names as an English-speaking reviewer reads them. */
    languageNames: { en: 'English', es: 'Spanish' },
  },
} as const;
