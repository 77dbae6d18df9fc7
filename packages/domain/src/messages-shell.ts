/**
 * The texts of the site's frame: the session's alerts, the header, footer, drawer, landing and
 * contact pages, and the shared dialogs. The web's first script carries only these; every other
 * text comes with the feature that shows it (decision 037). MESSAGES holds them too.
 */
export const SHELL_MESSAGES = {
  session: {
    signoutFailed: 'Warning: please refresh your page and try again.',
    idleLogout: "You've been automatically logged out due to inactivity.",
    /** Not in SPEC: the title of the idle sign-out's alert. */
    idleLogoutTitle: 'Signed out',
    /** Not in SPEC: the title of the sign-out failure's alert. */
    signoutFailedTitle: 'Sign out failed',
    /** Not in SPEC (WCAG 2.2.1): the dialog SESSION_TIMING.idleWarningMs before the idle sign-out. */
    idleWarning: {
      title: 'Are you still there?',
      message:
        'For your security, you will be signed out in {minutes} minutes because nothing has happened on this page. Anything you have not saved will be lost.',
      stay: 'Stay signed in',
      signOut: 'Sign out now',
    },
  },
  /**
   * Not in SPEC's messages: the texts of the public pages and the layout (moved
   * here from the components, decision 037, so each has its Spanish beside it). ICU arguments in braces.
   */
  site: {
    /** Hidden until focused (WCAG 2.4.1). */
    skipLinks: {
      navigation: 'Skip to main navigation',
      main: 'Skip to main content',
      footer: 'Skip to footer',
    },
    /** PRODUCT_TITLE, and the site's name after the municipality's short name. */
    productTitle: 'Informal Review',
    siteName: '{short} Informal Review',
    language: {
      label: 'Language',
    },
    header: {
      openMenu: 'Open menu',
      primaryNav: 'Primary',
    },
    drawer: {
      title: 'Menu',
      label: 'Site menu',
      close: 'Close menu',
      darkMode: 'Toggle Dark Mode',
      home: 'Home',
      admin: 'Admin Controls',
      review: 'Review Applications',
      town: 'Town Dashboard',
      meetings: 'Meetings',
      applications: 'My Applications',
      twoFactor: 'Two-Factor Sign-In',
      signOut: 'Sign Out',
    },
    footer: {
      phone: 'Phone:',
      links: 'Links',
      websiteOf: '{name} website',
      about: 'About',
      aboutUs: 'About us',
      contact: 'Contact',
      terms: 'Terms of Use',
      privacy: 'Privacy Policy',
      accessibility: 'Accessibility',
      /** Not in SPEC: shown when the municipality publishes its review outcomes. */
      outcomes: 'Review outcomes',
    },
    landing: {
      expired:
        "The Informal Review period for {name} has expired (submissions were due {deadline}). Please contact your local Assessor's Office about Formal Grievance Day.",
      openBefore:
        'If you disagree with your new assessed value, you can submit an Informal Review. A second value notice will be mailed in early {month}. Submissions are due',
      login: 'Login',
      getStarted: 'Get Started',
      haveAccount: 'Already have an account?',
      logIn: 'Log in',
      grievanceTitle: 'Formal Grievance Day',
      grievanceText:
        "If you still disagree with your assessment, you can file a formal grievance with the Board of Assessment Review. Your local Assessor's Office can tell you when Grievance Day is and how to file.",
      alreadyFiled:
        'Already filed an Informal Review? Log in to see the status of your application.',
      visitWebsite: 'Visit the {name} website',
      howItWorks: 'How it works',
      step1Title: 'Create an account',
      step1Text: 'Sign up with your e-mail address and confirm it from the link we send you.',
      step2Title: 'Tell us about your property',
      step2Text:
        'Find your property by address or SBL number, then give the value you believe is right and why.',
      step3Title: 'Add evidence and submit',
      step3Text:
        'Attach an appraisal, photos or comparable sales, check the summary and submit once.',
      onePerProperty:
        'You can file one Informal Review per property. Once it is submitted you can still add files until the review is complete, or withdraw it before a reviewer starts.',
    },
    contact: {
      title: 'Contact Us',
      intro:
        '{firm} runs the Informal Review on behalf of {name}. If you have a question about your application, your account or this website, please give us a call.',
      callUs: 'Call us',
      hours:
        'Our phones are answered Monday through Friday, 9:00 a.m. to 5:00 p.m. Eastern Time, except on holidays. Outside those hours, leave a message with your name, phone number and property address and we will call you back.',
      writeUs: 'Write to us',
      otherQuestions:
        "For questions about Formal Grievance Day, exemptions or your tax bill, please contact the {name} Assessor's Office through the",
    },
    notFound: {
      title: 'Page not found',
      goBack: 'Go Back',
    },
    /** The Show/Hide button of every password field, and what it announces. */
    passwordField: {
      show: 'Show',
      hide: 'Hide',
      showLabel: 'Show password',
      hideLabel: 'Hide password',
      visible: 'Your password is visible',
      hidden: 'Your password is hidden',
    },
    /** The app's alert dialog (the idle sign-out's, the sign-out failure's). */
  },
  common: {
    loading: 'Loading',
    ok: 'OK',
    close: 'Close',
    cancel: 'Cancel',
    noAccess: {
      title: 'No access',
      body: 'Your account does not have access to this page.',
      home: 'Home',
      myApplications: 'My Applications',
    },
    loadError: {
      body: 'We could not reach the server. Please check your connection and try again.',
      retry: 'Try again',
    },
    routeError: {
      title: 'Something went wrong',
      body: 'This page could not be shown. Please reload it; if the problem continues, call us at the number below.',
      reload: 'Reload page',
    },
    captchaFailed:
      'The captcha could not be loaded. Please check your connection and reload the page.',
    /** The ALTCHA widget's own texts (its i18n keys), set for the language in force. */
    captcha: {
      ariaLinkLabel: 'Altcha (official website)',
      cancel: 'Cancel',
      enterCode: 'Enter code',
      enterCodeAria: 'Enter code you hear. Press Space to play audio.',
      enterCodeFromImage: 'To proceed, please enter the code from the image below.',
      error: 'Verification failed. Try again later.',
      expired: 'Verification expired. Try again.',
      footer:
        'Protected by <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="Altcha (official website)">ALTCHA</a>',
      getAudioChallenge: 'Get an audio challenge',
      label: "I'm not a robot",
      loading: 'Loading...',
      reload: 'Reload',
      verify: 'Verify',
      verificationRequired: 'Verification required!',
      verified: 'Verified',
      verifying: 'Verifying...',
      waitAlert: 'Verifying... please wait.',
    },
    comparables: {
      rank: 'Rank',
      sbl: 'SBL',
      address: 'Address',
      style: 'Build Style',
      built: 'Yr Built',
      condition: 'Condition',
      sqft: 'Sq Feet',
      saleDate: 'Sale Date',
      salePrice: 'Sale Price',
      pricePerSqft: 'Price/SqFt',
      why: 'Why',
      delete: 'Delete',
      deleteOne: 'Delete comparable {sbl}',
    },
  },
} as const;
