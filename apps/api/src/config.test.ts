import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEFAULT_MUNICIPALITY: 'development',
      GOOGLE_ANALYTICS_ID: '',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.firm.phone).toMatch(/\d{3}.*\d{4}/);
  });

  it('takes an accessibility e-mail only when set, and only a real address', () => {
    expect(loadConfig({}).firm).not.toHaveProperty('accessibilityEmail');
    expect(loadConfig({ ACCESSIBILITY_EMAIL: ' ' }).firm).not.toHaveProperty('accessibilityEmail');
    expect(
      loadConfig({ ACCESSIBILITY_EMAIL: 'access@firm.example.com' }).firm.accessibilityEmail,
    ).toBe('access@firm.example.com');
    expect(() => loadConfig({ ACCESSIBILITY_EMAIL: 'not an address' })).toThrow(
      /ACCESSIBILITY_EMAIL: must be an e-mail address/,
    );
  });

  it('treats empty optional variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DEFAULT_MUNICIPALITY: 'Atlantis!',
        DATABASE_URL: 'mysql://root@localhost/x',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DEFAULT_MUNICIPALITY', 'DATABASE_URL', 'LOG_LEVEL']) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
  });

  it('never echoes secrets in the error', () => {
    try {
      loadConfig({ DATABASE_URL: 'ftp://admin:hunter2@db/x' });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).not.toContain('hunter2');
    }
  });

  it('requires what a real deployment needs in production, and refuses TRUST_PROXY=true', () => {
    const problems = problemsOf({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
    expect(problems).toEqual([
      expect.stringMatching(/^CAPTCHA_HMAC_KEY: is required when NODE_ENV=production/),
      expect.stringMatching(/^EMAIL_LINK_KEY: is required when NODE_ENV=production/),
      expect.stringMatching(/^MFA_ENCRYPTION_KEY: is required when NODE_ENV=production/),
      expect.stringMatching(/^PUBLIC_URL: is required when NODE_ENV=production/),
      expect.stringMatching(/^CLAMAV_URL: is required when NODE_ENV=production/),
      expect.stringMatching(/^SMTP_URL: is required when NODE_ENV=production/),
      expect.stringMatching(/^TRUST_PROXY: cannot be true when NODE_ENV=production/),
    ]);
  });

  it('refuses moved clocks in production, and takes them on a test server', () => {
    expect(problemsOf({ ...PRODUCTION, TEST_CLOCK_OFFSETS_FILE: '/tmp/offsets.json' })).toEqual([
      expect.stringMatching(/^TEST_CLOCK_OFFSETS_FILE: cannot be set when NODE_ENV=production/),
    ]);
    expect(problemsOf({ NODE_ENV: 'test', TEST_CLOCK_OFFSETS_FILE: '/tmp/offsets.json' })).toEqual(
      [],
    );
  });

  it('needs no PUBLIC_URL in production when the default municipality has a canonical host', () => {
    const { PUBLIC_URL: _publicUrl, ...withoutPublicUrl } = PRODUCTION;
    expect(problemsOf({ ...withoutPublicUrl, DEFAULT_MUNICIPALITY: 'kent' })).toEqual([]);
    expect(problemsOf(withoutPublicUrl)).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL: is required when NODE_ENV=production and DEFAULT_MUNICIPALITY is development/,
      ),
    ]);
  });

  it('accepts production with a key, a public address, a mail server and a counted proxy', () => {
    for (const TRUST_PROXY of ['1', '10.0.0.1,10.0.0.2', 'false']) {
      expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY })).not.toThrow();
    }
  });

  it('requires every signing and encryption key with a shared database or an https address, whatever NODE_ENV', () => {
    const keys = (when: string) => [
      expect.stringMatching(new RegExp(`^CAPTCHA_HMAC_KEY: is required when ${when}`)),
      expect.stringMatching(new RegExp(`^EMAIL_LINK_KEY: is required when ${when}`)),
      expect.stringMatching(new RegExp(`^MFA_ENCRYPTION_KEY: is required when ${when}`)),
    ];
    for (const NODE_ENV of ['development', 'test']) {
      expect(problemsOf({ NODE_ENV, DATABASE_URL: 'postgres://db.example/ir' })).toEqual(
        keys('DATABASE_URL is set'),
      );
      expect(problemsOf({ NODE_ENV, PUBLIC_URL: 'https://review.example.com' })).toEqual(
        keys('PUBLIC_URL is https'),
      );
    }
    // Each one alone is still refused.
    for (const missing of Object.keys(KEYS)) {
      const { [missing]: _missing, ...others } = KEYS;
      expect(problemsOf({ DATABASE_URL: 'postgres://db.example/ir', ...others })).toEqual([
        expect.stringMatching(new RegExp(`^${missing}: is required when DATABASE_URL is set`)),
      ]);
    }
    expect(() => loadConfig({ PUBLIC_URL: 'http://localhost:3000' })).not.toThrow();
    const shared = loadConfig({ DATABASE_URL: 'postgres://db.example/ir', ...KEYS });
    expect(shared.emailLinkKey).toBe(KEYS.EMAIL_LINK_KEY);
    expect(shared.mfa.encryptionKey).toEqual(Buffer.from(KEYS.MFA_ENCRYPTION_KEY, 'hex'));
    expect(() => loadConfig({ PUBLIC_URL: 'https://review.example.com', ...KEYS })).not.toThrow();
  });
});

const KEYS: Record<string, string> & { EMAIL_LINK_KEY: string; MFA_ENCRYPTION_KEY: string } = {
  CAPTCHA_HMAC_KEY: 'k',
  EMAIL_LINK_KEY: 'e'.repeat(32),
  MFA_ENCRYPTION_KEY: 'c'.repeat(64),
};

describe('reminder settings', () => {
  it('wants EMAIL_LINK_KEY long enough, and the reminder interval in seconds', () => {
    expect(problemsOf({ EMAIL_LINK_KEY: 'short' })).toEqual([
      expect.stringMatching(/^EMAIL_LINK_KEY: must be at least 32 characters/),
    ]);
    expect(loadConfig({ EMAIL_LINK_KEY: 'k'.repeat(32) }).emailLinkKey).toBe('k'.repeat(32));
    expect(loadConfig({}).REMINDER_INTERVAL_SECONDS).toBe(3600);
    expect(loadConfig({ REMINDER_INTERVAL_SECONDS: '2' }).REMINDER_INTERVAL_SECONDS).toBe(2);
    expect(problemsOf({ REMINDER_INTERVAL_SECONDS: '0' })).toHaveLength(1);
  });
});

describe('two-factor settings', () => {
  it('reads MFA_ENCRYPTION_KEY as hex or base64 and refuses any other length', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(loadConfig({ MFA_ENCRYPTION_KEY: bytes.toString('hex') }).mfa.encryptionKey).toEqual(
      bytes,
    );
    expect(loadConfig({ MFA_ENCRYPTION_KEY: bytes.toString('base64') }).mfa.encryptionKey).toEqual(
      bytes,
    );
    expect(
      loadConfig({ MFA_ENCRYPTION_KEY: bytes.toString('base64url') }).mfa.encryptionKey,
    ).toEqual(bytes);
    expect(problemsOf({ MFA_ENCRYPTION_KEY: 'short' })).toEqual([
      expect.stringMatching(/^MFA_ENCRYPTION_KEY: must be 32 bytes/),
    ]);
    expect(problemsOf({ MFA_ENCRYPTION_KEY: Buffer.alloc(16).toString('hex') })).toHaveLength(1);
  });

  it('takes a METRICS_TOKEN of 32 characters or more, never echoing a refused one', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    const token = 'a'.repeat(64);
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    for (const bad of ['short-token-123', `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      const problems = problemsOf({ METRICS_TOKEN: bad });
      expect(problems).toEqual([
        'METRICS_TOKEN: must be at least 32 printable characters without spaces (e.g. openssl rand -hex 32) (got "***")',
      ]);
    }
  });

  it('makes staff enrol by default in production only', () => {
    expect(loadConfig({}).mfa.staff).toBe('optional');
    expect(loadConfig(PRODUCTION).mfa.staff).toBe('required');
    expect(loadConfig({ ...PRODUCTION, STAFF_MFA: 'optional' }).mfa.staff).toBe('optional');
    expect(loadConfig({ STAFF_MFA: 'required' }).mfa.staff).toBe('required');
    expect(problemsOf({ STAFF_MFA: 'sometimes' })).toHaveLength(1);
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  MFA_ENCRYPTION_KEY: 'a'.repeat(64),
  CAPTCHA_HMAC_KEY: 'a-production-key',
  EMAIL_LINK_KEY: 'b'.repeat(64),
  PUBLIC_URL: 'https://review.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  CLAMAV_URL: 'tcp://clamd.example.com:3310',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}
