/**
 * Representatives' e-signed authorizations (decision 052): the owner's page, the statement they
 * sign, the representative's list, the e-mails and the designation. `{firm}` is the
 * representative's firm (or e-mail), `{address}` and `{sbl}` the parcel, `{year}` the tax year.
 */
export const REPRESENTATIVES_MESSAGES = {
  authorizations: {
    scope: {
      informal_review: 'Informal review only',
      all_stages: 'Informal review and grievance (all stages)',
    },
    status: {
      pending: 'Waiting for the owner',
      active: 'Signed',
      declined: 'Declined',
      revoked: 'Revoked',
      expired: 'Expired',
    },
    /** The statement the owner reads and signs; its exact text is kept with its SHA-256. */
    statement: {
      title: 'Designation of a representative',
      grant:
        'I, the owner of the property at {address} (SBL {sbl}) in {municipality}, authorize {firm} ({email}) to act as my representative for the {year} assessment roll.',
      informal_review:
        '{firm} may file an informal review of the assessed value of this property for me, add information and files to it, and receive its outcome. {firm} may not file a grievance with the Board of Assessment Review for me.',
      all_stages:
        '{firm} may file an informal review of the assessed value of this property for me, add information and files to it, and receive its outcome. {firm} may also file a grievance (form RP-524) with the Board of Assessment Review for me, appear at its hearing, and receive its decision.',
      revoke:
        'This authorization lasts for the {year} roll until I revoke it. I may revoke it at any time, from the link in the confirmation e-mail or from My Applications. Revoking it does not withdraw a filing already made.',
      confirm:
        'I confirm that I own this property or may sign for its owner, and that typing my full name below is my electronic signature.',
    },
    errors: {
      required:
        "This municipality needs the owner's signed authorization before a representative files for this property: ask the owner to sign one for {sbl} and the {year} roll, then file again.",
      fileRequired:
        "This municipality needs the owner's authorization as a file attached to a representative's filing: attach the signed authorization, then file again.",
      revoked:
        'The owner revoked your authorization for {sbl} and the {year} roll, so you may not file for this property.',
      invalidToken: 'This link is not valid. Please use the link in the e-mail you received.',
      expiredToken:
        'This link has expired. Please ask the representative to send you a new request.',
      usedToken: 'This request was already answered, so the link can no longer be used.',
      notFound: 'This authorization was not found.',
      alreadyRevoked: 'This authorization was already revoked.',
      notActive: 'Only a signed authorization can be revoked.',
      nameRequired: 'Please type your full name to sign.',
      nameTooLong: 'Please type at most 100 characters.',
      textChanged:
        'The text of this authorization changed since the page was opened. Please read it again and sign.',
      pending:
        'A request for this property, owner and year is already waiting for the owner. It can be answered until {date}.',
      active: 'The owner already authorized you for this property and year.',
      badYear: 'The tax year must be {current} or {next}.',
      dailyLimit:
        'You have sent the most authorization requests allowed in a day ({max}). Please try again tomorrow.',
      ownerLimit:
        'This owner has received the most authorization requests allowed in a day. Please try again tomorrow.',
      noDesignation: 'This authorization has not been signed, so it has no designation.',
    },
    /** The owner's page, /authorize/{token}. */
    page: {
      title: 'Authorize a representative',
      loading: 'Loading the request…',
      intro: '{firm} asks you to authorize them to act for you on this property.',
      firm: 'Representative',
      property: 'Property',
      sbl: 'SBL',
      scope: 'What it permits',
      year: 'Tax year',
      expires: 'This request can be answered until {date}.',
      statementHeading: 'What you would sign',
      nameLabel: 'Your full name',
      nameHint: 'Type your name as the owner of record, or as the person who may sign for them.',
      consent: 'I have read the text above and I agree to sign it electronically.',
      consentRequired: 'Please tick the box to agree.',
      sign: 'Sign the authorization',
      decline: 'Decline',
      declineHeading: 'Decline the request?',
      declineConfirm:
        '{firm} will not be authorized to act for you on this property. You may still file yourself.',
      signed: 'You signed the authorization. A confirmation was e-mailed to you.',
      declined: 'You declined the request. {firm} is not authorized to act for you.',
      revokeHeading: 'Revoke the authorization',
      revokeIntro:
        '{firm} is authorized to act for you on this property for the {year} roll. If you revoke it, they may no longer file or act for you on it. A filing already made is not withdrawn.',
      revoke: 'Revoke',
      revokeConfirm: 'Revoke the authorization of {firm}?',
      revoked: 'The authorization was revoked. {firm} may no longer act for you on this property.',
      signedOn: 'Signed by {name} on {date}.',
      failed: 'This could not be done just now. Please try again in a moment.',
      problem: 'There is a problem',
    },
    /** The representative's page, /representative/authorizations. */
    list: {
      title: 'Owner authorizations',
      tools: "Your firm's tools",
      intro:
        "Ask an owner to sign an authorization for a property. The owner receives an e-mail with a link, signs on any device, and you see the answer here. This municipality's rule for representatives' filings: {rule}.",
      rule: {
        file: 'a file attached to the filing',
        e_sign: "the owner's signed authorization",
        either: "a file attached or the owner's signed authorization",
      },
      requestHeading: 'Request an authorization',
      sbl: 'SBL of the property',
      ownerName: "Owner's name",
      ownerEmail: "Owner's e-mail address",
      ownerNameRequired: "Please type the owner's name.",
      scope: 'Scope',
      taxYear: 'Tax year',
      send: 'Send the request',
      sent: 'The request was e-mailed to {email}.',
      listHeading: 'Your requests',
      filter: 'Show',
      all: 'All',
      empty: 'No authorizations to show.',
      columns: {
        property: 'Property',
        owner: 'Owner',
        scope: 'Scope',
        year: 'Year',
        status: 'Status',
        updated: 'Last change',
        designation: 'Designation',
      },
      download: 'Designation (PDF)',
      loadFailed: 'The authorizations could not be loaded. Please try again in a moment.',
      notRepresentative:
        "Owner authorizations are for representatives the assessor's office has approved. To ask for approval, please call {phone} with your firm's name and the e-mail you sign in with.",
    },
    /** My Applications: filings a representative made for the owner's parcels. */
    owner: {
      heading: 'Filed for you by a representative',
      intro:
        'A representative you authorized filed these reviews for your property. You can read them here; only the representative can change them.',
      filedBy: 'Filed by {firm}',
      authorizationsHeading: 'Representatives you authorized',
      revoke: 'Revoke',
      none: 'You have not authorized a representative.',
    },
    /** The staff's view of a filing. */
    staff: {
      filer: 'Filed by',
      owner: 'Owner',
      representative: 'Representative',
      firm: 'Firm',
      authorization: 'Authorization',
      noAuthorization: 'No e-signed authorization (file attached)',
      signedRecord: 'Signed by {name} on {date}',
    },
    /** The e-mails. */
    mail: {
      requestSubject: '{firm} asks you to authorize them for your {short} property',
      request:
        '{firm} ({email}) asks you to authorize them to act as your representative for your property {address} (SBL {sbl}) for the {year} assessment roll: {scope}.',
      requestOpen:
        'Open the link to read what you would authorize, then sign or decline. You do not need an account. The link can be used once and works until {date}.',
      requestAction: 'Read and answer the request',
      requestNotYou:
        'If you do not know {firm} or do not own this property, you can ignore this e-mail or decline the request.',
      signedSubject: 'You authorized {firm} for your {short} property',
      signed:
        'You signed an authorization for {firm} to act as your representative for {address} (SBL {sbl}) for the {year} roll: {scope}. Signed by {name} on {date}.',
      signedRevoke:
        'You may revoke it at any time with the link below or from My Applications. A filing already made is not withdrawn.',
      revokeAction: 'Revoke the authorization',
      revokedSubject: 'You revoked the authorization of {firm}',
      revoked:
        '{firm} is no longer authorized to act for you on {address} (SBL {sbl}) for the {year} roll.',
    },
    /** The designation PDF, for the Board of Assessment Review. */
    designation: {
      title: 'Designation of representative {id}',
      heading: 'Designation of a representative (signed electronically)',
      owner: 'Owner',
      ownerEmail: "Owner's e-mail",
      representative: 'Representative',
      property: 'Property',
      scope: 'Scope',
      year: 'Tax year',
      status: 'Status',
      statement: 'The text the owner read and signed',
      signature: 'Electronic signature',
      signedBy: 'Signed by {name}',
      signedAt: 'Signed on {date}',
      revokedAt: 'Revoked on {date}',
      verification:
        'Authorization {id} · SHA-256 of the signed text: {hash}. The record keeps the address and browser it was signed from.',
    },
  },
} as const;
