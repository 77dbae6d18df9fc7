/** The Terms of Use, the Privacy Policy and the accessibility statement. */
export const LEGAL_MESSAGES = {
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
      'The answers of a submission cannot be edited once it has been submitted. Files may be added to it until its review is complete, and it may be withdrawn before a reviewer acts on it.',
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
      "The same pages are checked by two more tools: the HTML of each is validated against the HTML standard (html-validate, set to the rules of the W3C's Nu Html Checker), and HTML_CodeSniffer tests it against WCAG 2.1 AA. Neither may report an error.",
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
      'The PDF copies of the decision notice, the agreement and the grievance packet are tagged PDFs (headings, tables, lists, language and reading order), but they do not claim PDF/UA conformance: most use the standard fonts a PDF reader supplies rather than embedded ones. Each names the page of the application on this website, which has the same content.',
    ],
    reportHeading: 'Report a barrier',
    report:
      'If part of this website does not work for you, please tell us which page, what you were trying to do and how we can reach you. We answer within 5 business days.',
    phone: 'Phone: {phone}',
    email: 'E-mail: {email}',
    mail: 'Mail: {firm}, {address}',
  },
} as const;
