/** Answers to any page or request: the missing page, refused fields, a busy server. */
export const GENERAL_MESSAGES = {
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
} as const;
