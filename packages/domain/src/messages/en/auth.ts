/** Signing up and in, two-factor sign-in, passwords, e-mail verification and the account pages. */
export const AUTH_MESSAGES = {
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
    /** Not in SPEC: every field is filled and only the captcha is left, so say which. */
    tickCaptcha: "Tick “I'm not a robot” to create your account.",
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
} as const;
