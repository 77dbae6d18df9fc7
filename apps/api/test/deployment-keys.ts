/**
 * The keys a configuration must name once it has DATABASE_URL or an https PUBLIC_URL (the
 * development keys are public): for tests that build such a configuration.
 */
export const DEPLOYMENT_KEYS = {
  CAPTCHA_HMAC_KEY: 'test-key',
  EMAIL_LINK_KEY: 'an-e-mail-link-key-of-32-characters',
  MFA_ENCRYPTION_KEY: '5c1a29a75ae64a2b230d1d10f00d5d32ac875df6ba9d4d35dd13bb179dce9213',
};
