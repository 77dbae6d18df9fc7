import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  bigint,
  text,
  integer,
  timestamp,
  index,
  uniqueIndex,
  primaryKey,
  check,
  jsonb,
  boolean,
} from 'drizzle-orm/pg-core';
import { municipalities } from './municipalities.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An account belongs to one municipality; the same e-mail may exist in another. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    /** Trimmed and lower-cased before it is stored. */
    email: text('email').notNull(),
    /** argon2id; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('awaiting verification'),
    googleSubject: text('google_subject'),
    verifiedAt: at('verified_at'),
    /** What the account's e-mails are written in: the page's language at sign-up, then its choice (decision 037). */
    language: text('language').notNull().default('en'),
    /**
     * A mega-admin approved the account to file in bulk for owners (decision 043): a batch
     * holds many parcels at once, so a fresh self-registered account may not send one.
     */
    representative: boolean('representative').notNull().default(false),
    /** The firm a representative files for, as the mega-admin approved it; owners read it. */
    firmName: text('firm_name'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_muni_email_key').on(t.municipalityKey, t.email),
    check('users_role_check', sql`${t.role} in ('user', 'town', 'super', 'admin', 'mega-admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
    check(
      'users_status_check',
      sql`${t.status} in ('awaiting verification', 'active', 'restricted')`,
    ),
  ],
);

/** Server-side sessions; the cookie holds a random id, only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Moves only with real use; the idle expiry counts from here. */
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: at('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use e-mail tokens (verification, password reset, staff invitation); only the hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_key').on(t.tokenHash),
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_check', sql`${t.purpose} in ('verify', 'reset', 'invite')`),
  ],
);

/** Transactional outbox: written with the change that causes the e-mail, sent by a worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra message headers (List-Unsubscribe on reminders); null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the message (a meeting's calendar invitation); null for none. */
    attachments: jsonb('attachments').$type<
      { filename: string; contentType: string; content: string }[]
    >(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** Set while a worker holds the message, so a crash mid-send is retried, not lost. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** Fixed-window counters shared by every instance (rate limits on credential endpoints). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Captcha solutions already accepted, so each is accepted once. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** An OpenID Connect sign-in in flight: state, nonce and PKCE verifier, single use. */
export const oidcFlows = pgTable('oidc_flows', {
  state: text('state').primaryKey(),
  municipalityKey: text('municipality_key')
    .notNull()
    .references(() => municipalities.key),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * An account's TOTP authenticator (RFC 6238). The secret is AES-256-GCM ciphertext under
 * MFA_ENCRYPTION_KEY, never the secret itself. A row with no `enabled_at` is an enrolment
 * begun and not yet confirmed with a code: it does not guard sign-in.
 */
export const userMfa = pgTable(
  'user_mfa',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url: the version names the key and the cipher. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    enabledAt: at('enabled_at'),
    /**
     * The last 30-second step a code was accepted for: only a later step is accepted, so a
     * code seen over a shoulder or replayed from a log is worthless.
     */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_mfa_muni_idx').on(t.municipalityKey)],
);

/** Single-use recovery codes, shown once at enrolment; only their SHA-256 is stored. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);
