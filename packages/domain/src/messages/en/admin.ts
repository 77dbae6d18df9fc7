/** Admin Controls, staff invitations and the town's dashboard. */
export const ADMIN_MESSAGES = {
  admin: {
    escalateFailed: 'could not update user access',
    restrictFailed: 'could not restrict user',
    setPasswordSuccess: 'success',
    /** SPEC §4: the green badge after a role change, and after an escalation (3 seconds). */
    roleUpdated: 'updated',
    accessUpdated: 'user access updated',
    /** Not in SPEC (it shows the codes): the user-access screen's roles, in words. */
    roleNames: {
      user: 'Filer: an owner or a representative',
      town: 'Town: reads the dashboard',
      super: 'Reviewer: reviews filings',
      admin: 'Admin: reviews and assigns',
      'mega-admin': 'Mega-admin: administers accounts and settings',
    },
    /** SPEC §2's escalate/update action, in words. */
    updateAccess: 'Update access',
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
    badMeetingUrlTemplate:
      'Enter the video meeting link as an https:// address whose only {…} parts are {municipality}, {filingNumber} and {token}.',
    badIntegrityGuard: 'Choose off, warn or require a note for the integrity check.',
    badGrievanceDay: 'Enter Grievance Day as a real date (YYYY-MM-DD).',
    badAssessorName: "Enter the assessor's name, 2 to 100 characters (e.g. Jane Smith).",
    badAssessorAddress:
      "Enter the assessor's office address on one line, 5 to 200 characters (e.g. 25 Sybil's Crossing, Kent Lakes, NY 10512).",
    badEqualizationRate:
      'Enter the equalization rate as a percentage between 0.01 and 200, with at most two decimals (e.g. 85.5).',
    badEqualizationRateYear: 'Enter the equalization rate year as four digits (e.g. 2026).',
    rateNeedsYear: 'Enter the year the equalization rate is for.',
    yearNeedsRate: 'Enter the equalization rate for this year, or leave the year empty.',
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
} as const;
