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
  check,
  jsonb,
} from 'drizzle-orm/pg-core';
import { municipalities } from './municipalities.ts';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An owner's authorization of a representative for one parcel, scope and tax year, signed
 * electronically (decision 052). The request's link token and the confirmation's revoke token
 * are random; only their SHA-256 is kept. A signed row keeps what proves the signature: the
 * typed name, when, from where, and the exact text shown with its SHA-256.
 */
export const representativeAuthorizations = pgTable(
  'representative_authorizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    representativeUserId: bigint('representative_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    sbl: text('sbl').notNull(),
    /** The parcel's address when asked, as the owner's page and the designation show it. */
    parcelAddress: text('parcel_address').notNull(),
    ownerName: text('owner_name').notNull(),
    /** Trimmed and lower-cased, as account e-mails are. */
    ownerEmail: text('owner_email').notNull(),
    scope: text('scope').notNull(),
    taxYear: integer('tax_year').notNull(),
    /** What the request e-mail and the owner's page are written in first. */
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('pending'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    signedAt: at('signed_at'),
    signedName: text('signed_name'),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    /** The statement exactly as the owner read it when signing, and its SHA-256. */
    signedText: text('signed_text'),
    signedTextSha256: text('signed_text_sha256'),
    signedLanguage: text('signed_language'),
    declinedAt: at('declined_at'),
    revokeTokenHash: text('revoke_token_hash'),
    revokedAt: at('revoked_at'),
    /** 'link' (the confirmation e-mail's) or 'account' (the signed-in owner). */
    revokedVia: text('revoked_via'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('representative_authorizations_token_key').on(t.tokenHash),
    uniqueIndex('representative_authorizations_revoke_token_key').on(t.revokeTokenHash),
    index('representative_authorizations_rep_idx').on(
      t.municipalityKey,
      t.representativeUserId,
      t.status,
    ),
    index('representative_authorizations_parcel_idx').on(t.municipalityKey, t.sbl, t.taxYear),
    index('representative_authorizations_owner_idx').on(t.municipalityKey, t.ownerEmail),
    check(
      'representative_authorizations_status_check',
      sql`${t.status} in ('pending', 'active', 'declined', 'revoked')`,
    ),
    check(
      'representative_authorizations_scope_check',
      sql`${t.scope} in ('informal_review', 'all_stages')`,
    ),
    check('representative_authorizations_language_check', sql`${t.language} in ('en', 'es')`),
    check(
      'representative_authorizations_signed_check',
      sql`(${t.status} in ('pending', 'declined')) = (${t.signedAt} is null) and (${t.signedAt} is null) = (${t.signedTextSha256} is null)`,
    ),
  ],
);

/**
 * A representative's API keys: `irk_` and random bytes, shown once; only the SHA-256 is kept,
 * with the first characters to tell keys apart in a list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
    index('api_keys_user_idx').on(t.municipalityKey, t.userId),
  ],
);

/**
 * An Idempotency-Key's first answer: a repeat with the same body gets it again, another body
 * is refused. Keyed by the account, so a new API key does not forget what an old one filed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestSha256: text('request_sha256').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_key').on(t.municipalityKey, t.userId, t.key)],
);

/** A representative's webhook: where events are posted, and the secret that signs them. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    /** Kept as given: an HMAC needs the secret itself, not a hash of it. */
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('webhooks_user_idx').on(t.municipalityKey, t.userId)],
);

/**
 * One event for one webhook, delivered through this outbox: retried with backoff, held by a
 * lease so one instance sends it, dropped after a day of failures and kept for the log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    municipalityKey: text('municipality_key')
      .notNull()
      .references(() => municipalities.key),
    webhookId: bigint('webhook_id', { mode: 'number' })
      .notNull()
      .references(() => webhooks.id),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_hook_idx').on(t.webhookId, t.createdAt),
    uniqueIndex('webhook_deliveries_event_key').on(t.webhookId, t.eventId),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'delivered', 'dropped')`,
    ),
  ],
);
