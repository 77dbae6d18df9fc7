import path from 'node:path';
import { z } from 'zod';
import { MUNICIPALITY_KEY_PATTERN } from '@ir/domain';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every environment variable the server reads, with its default. README lists the same. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'must be a postgres:// or postgresql:// URL',
    ),
    /** Connections of one instance's request pool (decision 025 sizes it). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
    PUBLIC_URL: optionalUrl,
    DEFAULT_MUNICIPALITY: z
      .string()
      .regex(MUNICIPALITY_KEY_PATTERN, 'must be a municipality key')
      .default('development'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    GOOGLE_ANALYTICS_ID: z
      .string()
      .trim()
      .regex(/^(G-[A-Z0-9]+)?$/, 'must look like G-XXXXXXX')
      .default(''),
    /** clamd for upload scanning: tcp://host:port or unix:///path/to/clamd.ctl. */
    CLAMAV_URL: optionalUrl.refine(
      (v) => v === undefined || /^(tcp:\/\/[^/]+\/?|unix:\/\/\/.+)$/.test(v),
      'must be tcp://host:port or unix:///path/to/clamd.ctl',
    ),
    CAPTCHA_HMAC_KEY: optionalText,
    /**
     * Signs the opt-out links of reminder e-mails (HMAC-SHA256, decision 033). Changing it
     * makes the links already sent stop working; the page then asks to sign in.
     */
    EMAIL_LINK_KEY: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      'must be at least 32 characters (e.g. `openssl rand -hex 32`)',
    ),
    /**
     * Test servers only (refused in production): a JSON file of municipality keys and the
     * milliseconds their time is moved forward (plugins/moved-clocks.ts), so a browser test
     * lapses an offer or holds a meeting without waiting days. A missing file moves nothing.
     */
    TEST_CLOCK_OFFSETS_FILE: optionalText,
    /** How often each instance looks for reminder e-mails that are due (decision 033). */
    REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** How often each instance looks for meeting reminders that are due (decision 055). */
    MEETING_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** How often each instance lapses the preliminary offers whose last day has passed. */
    OFFER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /**
     * 32 bytes, as 64 hex digits or base64: the AES-256-GCM key of the TOTP secrets at rest.
     * Changing it turns every enrolled authenticator off (their secrets no longer decrypt).
     */
    MFA_ENCRYPTION_KEY: optionalText.refine(
      (v) => v === undefined || parseKey(v) !== undefined,
      'must be 32 bytes as 64 hex digits or as base64',
    ),
    /** required: super, admin and mega-admin enrol an authenticator before anything else. */
    STAFF_MFA: z.enum(['required', 'optional']).optional(),
    /** ALTCHA proof-of-work size; lower in tests so they solve real challenges quickly. */
    CAPTCHA_COMPLEXITY: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
    FIRM_NAME: z.string().trim().min(1).default('Sample Assessment Services, LLC'),
    FIRM_ADDRESS: z.string().trim().min(1).default('100 State Street, Suite 200, Albany, NY 12207'),
    FIRM_PHONE: z
      .string()
      .trim()
      .regex(/^[0-9()+\-. ]{7,20}$/, 'must be a phone number')
      .default('(518) 555-0142'),
    FIRM_WEBSITE: z.url().default('https://assessment-firm.example.com'),
    /** Where the accessibility statement (/accessibility) asks to report a barrier, besides the phone. */
    ACCESSIBILITY_EMAIL: optionalText.refine(
      (v) => v === undefined || z.email().safeParse(v).success,
      'must be an e-mail address',
    ),
    /** Rows one account may send in batches over 24 hours (decision 043). */
    BULK_DAILY_PARCELS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    /** Calls one API key may make per minute to /api/v1, on every instance together (decision 053). */
    API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Days a delivered or dropped webhook delivery stays in the log before it is pruned (decision 054). */
    WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** How often each instance prunes webhook deliveries past their retention. */
    WEBHOOK_PRUNE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Which proxies to believe for X-Forwarded-For/-Proto: 'false' (default: the socket's
     * address is the client), 'true' (outside production only), a hop count, or a
     * comma-separated list of addresses. Believing a header anyone can send would let a
     * client choose its rate-limit key.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((v): boolean | number | string => {
        if (v === 'false' || v === '') return false;
        if (v === 'true') return true;
        return /^\d+$/.test(v) ? Number(v) : v;
      }),
    /**
     * On SIGTERM, the longest wait for a load balancer to take this instance out of its pool
     * before it closes (docs/operations.md); 0, the default, when no balancer sends it traffic.
     */
    DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
    /** The balancer's failed health checks that take an instance out (HAProxy's `fall`). */
    DRAIN_CHECKS: z.coerce.number().int().min(1).max(20).default(2),
    /**
     * The bearer token GET /metrics answers to; unset, /metrics answers 404. At least 32
     * characters (e.g. `openssl rand -hex 32`): it is all that guards the figures.
     */
    METRICS_TOKEN: optionalText.refine(
      (v) => v === undefined || (v.length >= 32 && /^[\x21-\x7e]+$/.test(v)),
      'must be at least 32 printable characters without spaces (e.g. openssl rand -hex 32)',
    ),
    /** Where the built web app is; the server serves it when present. */
    WEB_DIST_DIR: z.string().trim().min(1).optional(),
  })
  .superRefine((e, ctx) => {
    const production = e.NODE_ENV === 'production';
    const problem = (name: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message });
    // The public development keys let anyone sign captchas and opt-out links, and read the
    // authenticator secrets; a shared database or an https address means real users,
    // whatever NODE_ENV says.
    const realUsers = production
      ? 'when NODE_ENV=production'
      : e.DATABASE_URL !== undefined
        ? 'when DATABASE_URL is set'
        : e.PUBLIC_URL?.startsWith('https://')
          ? 'when PUBLIC_URL is https'
          : undefined;
    if (realUsers !== undefined) {
      if (e.CAPTCHA_HMAC_KEY === undefined) {
        problem(
          'CAPTCHA_HMAC_KEY',
          `is required ${realUsers}: every instance signs captchas with it (the development key is public)`,
        );
      }
      if (e.EMAIL_LINK_KEY === undefined) {
        problem(
          'EMAIL_LINK_KEY',
          `is required ${realUsers}: the opt-out links of reminder e-mails are signed with it (the development key is public)`,
        );
      }
      if (e.MFA_ENCRYPTION_KEY === undefined) {
        problem(
          'MFA_ENCRYPTION_KEY',
          `is required ${realUsers}: the authenticator secrets are encrypted with it (the development key is public)`,
        );
      }
    }
    if (!production) return;
    // Links are built on the municipality's canonical host, or on PUBLIC_URL; the
    // development municipality has no canonical host, so unknown hosts need PUBLIC_URL.
    if (e.PUBLIC_URL === undefined && e.DEFAULT_MUNICIPALITY === 'development') {
      problem(
        'PUBLIC_URL',
        "is required when NODE_ENV=production and DEFAULT_MUNICIPALITY is development: e-mailed links are built on it (or on a municipality's canonical host), never on a request's Host",
      );
    }
    if (e.CLAMAV_URL === undefined) {
      problem(
        'CLAMAV_URL',
        'is required when NODE_ENV=production: uploads are scanned for malware by clamd',
      );
    }
    if (e.SMTP_URL === undefined) {
      problem(
        'SMTP_URL',
        'is required when NODE_ENV=production: without it e-mails would only be written to files',
      );
    }
    if (e.TEST_CLOCK_OFFSETS_FILE !== undefined) {
      problem(
        'TEST_CLOCK_OFFSETS_FILE',
        "cannot be set when NODE_ENV=production: it moves a municipality's time",
      );
    }
    if (e.TRUST_PROXY === true) {
      problem(
        'TRUST_PROXY',
        "cannot be true when NODE_ENV=production: any client could choose its address; give the hop count or the proxies' addresses",
      );
    }
  });

export type Env = z.infer<typeof envSchema>;

/**
 * Only for a private development or test server (production, a shared database and an https
 * PUBLIC_URL require MFA_ENCRYPTION_KEY): public, so secrets encrypted with it are as good as
 * plain text; it only lets `npm start` work unconfigured.
 */
const DEVELOPMENT_MFA_KEY = Buffer.from(
  '6465762d6f6e6c792d6d66612d6b65792d6e6f742d666f722d70726f6475637e',
  'hex',
);

/** Only for a private development or test server (see EMAIL_LINK_KEY): public, so it protects nothing. */
const DEVELOPMENT_EMAIL_LINK_KEY = 'development-email-link-key-not-for-production';

/** 32 bytes from 64 hex digits or from base64 (standard or url-safe), else undefined. */
function parseKey(value: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const bytes = Buffer.from(value.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** EMAIL_LINK_KEY, or on a private development or test server a public development key. */
  emailLinkKey: string;
  mfa: {
    /** MFA_ENCRYPTION_KEY's 32 bytes, or on a private development server the public one. */
    encryptionKey: Buffer;
    /** STAFF_MFA, defaulting to required in production and optional elsewhere. */
    staff: 'required' | 'optional';
  };
  firm: {
    name: string;
    address: string;
    phone: string;
    website: string;
    /** ACCESSIBILITY_EMAIL, when set. */
    accessibilityEmail?: string;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; one error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        const shown = value === undefined ? '' : ` (got ${JSON.stringify(redact(name, value))})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    emailLinkKey: e.EMAIL_LINK_KEY ?? DEVELOPMENT_EMAIL_LINK_KEY,
    mfa: {
      encryptionKey:
        (e.MFA_ENCRYPTION_KEY === undefined ? undefined : parseKey(e.MFA_ENCRYPTION_KEY)) ??
        DEVELOPMENT_MFA_KEY,
      staff: e.STAFF_MFA ?? (e.NODE_ENV === 'production' ? 'required' : 'optional'),
    },
    firm: {
      name: e.FIRM_NAME,
      address: e.FIRM_ADDRESS,
      phone: e.FIRM_PHONE,
      website: e.FIRM_WEBSITE,
      ...(e.ACCESSIBILITY_EMAIL ? { accessibilityEmail: e.ACCESSIBILITY_EMAIL } : {}),
    },
  };
}

function redact(name: string, value: string): string {
  if (/SECRET|KEY|PASSWORD|TOKEN/.test(name)) return '***';
  if (name.endsWith('_URL')) return value.replace(/\/\/([^@/]*)@/, '//***@');
  return value;
}
