import { z } from 'zod';
import { refOf, type MessageLike, type MessageRef } from './message-ref.ts';

/**
 * Every `error_message` code the API sends, and nothing else: `AppError` and the server's
 * error plugin take only these, so a code is added here before it can be sent. SPEC §8 names
 * some (the account refusals, app_exists, general_error); the rest are ours.
 */
export const ERROR_CODES = [
  // The error plugin's defaults per status, and the plugins in front of every route.
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'request_timeout',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'request_header_fields_too_large',
  'general_error',
  'unavailable',
  /** A status without a code of its own (a Fastify 4xx none of the above names). */
  'error',
  'validation_error',
  'server_busy',
  'bad_origin',
  'bad_host',
  'mfa_enrollment_required',
  // Accounts: sign-up, sign-in, e-mailed links, passwords, two-factor sign-in.
  'dup_user',
  'bad_email',
  'bad_password',
  'weak_password',
  'bad_captcha',
  'no_user',
  'not_verified',
  'restricted',
  'mfa_required',
  'bad_otp',
  'google_failed',
  'invalid_token',
  'expired_token',
  'used_token',
  'mfa_enabled',
  'not_enrolling',
  // Administration.
  'unknown_user',
  'last_mega_admin',
  'own_role',
  'own_restriction',
  'own_mfa',
  'awaiting_verification',
  'mfa_not_enrolled',
  'unknown_invitation',
  'already_registered',
  'deadline_outside_roll_year',
  'bad_range',
  // Filing and property lookups.
  'app_exists',
  'period_expired',
  'invalid_comp',
  'multi_site',
  'unknown_property',
  'unknown_parcel',
  // A representative's batch (decision 035).
  'bad_csv',
  'too_many_rows',
  'bad_zip',
  'not_representative',
  'bulk_daily_limit',
  // Owners' e-signed authorizations of representatives (decision 052).
  'authorization_required',
  'authorization_revoked',
  'unknown_authorization',
  'authorization_pending',
  'authorization_active',
  'authorization_not_active',
  'authorization_text_changed',
  'authorization_daily_limit',
  // A representative's API keys and the filing API (decision 053).
  'invalid_api_key',
  'too_many_api_keys',
  'idempotency_key_required',
  'idempotency_key_reused',
  // A representative's webhooks (decision 054).
  'bad_webhook_url',
  'too_many_webhooks',
  'unknown_webhook',
  // Uploads: the pipeline's refusals, the draft's and the account's quota.
  'too_large',
  'bad_file_type',
  'malware',
  'scan_failed',
  'no_file',
  'no_printkey',
  'too_many_files',
  'too_many_drafts',
  'store_failed',
  'daily_quota',
  'not_in_draft',
  // Internal review.
  'unknown_review',
  'unknown_file',
  'duplicate_review',
  'not_staff',
  'review_complete',
  'review_acted',
  'review_withdrawn',
  'review_refused',
  'reopen_forbidden',
  'version_conflict',
  // The owner's answer to a decision.
  'review_not_complete',
  'already_responded',
  'response_closed',
  // Preliminary offers and the owner's answer to one.
  'offer_open',
  'offer_limit',
  'no_respond_day',
  'no_open_offer',
  'offer_answered',
  'bad_counter',
  // Reminder e-mails and their opt-out link.
  'bad_link',
  // Informal meetings (decision 055).
  'slot_in_past',
  'slot_overlap',
  'unknown_slot',
  'slot_taken',
  'slot_unavailable',
  'meeting_kind_mismatch',
  'phone_required',
  'video_unavailable',
  'no_meeting',
  'meeting_too_late',
  'unknown_booking',
  'meeting_not_started',
  'meeting_closed',
  // The ratio study's filters (decision 057).
  'unknown_class_group',
  'unknown_nbhd',
  // COMPLETE or an offer below a require_note integrity guard without its note (decision 057).
  'integrity_note_required',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: string): value is ErrorCode {
  return CODES.has(value);
}

/**
 * A refusal answered as text, not as the error shape (SPEC §7's upload answers), carries its
 * code in this header, so a client maps the code, not the words.
 */
export const ERROR_CODE_HEADER = 'x-error-code';

/**
 * The one JSON error shape of the API. `error_message` is the machine-readable code, one of
 * ERROR_CODES (SPEC §8 names some of them); `message` is for people; `field` names the
 * request body field a refusal is about, so a form can show it there; `issues` lists every
 * invalid field at once. `error_message` is read as any string, so a client still understands
 * an answer from a server that knows a code it does not.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error_message: z.string(),
  message: z.string(),
  /** The catalogue key `message` was said from, and its values: a client may say it itself. */
  message_key: z.string().optional(),
  message_values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  field: z.string().optional(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string(), message_key: z.string().optional() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A refusal a service throws (DESIGN §5.13): the HTTP status, the machine code that becomes
 * `error_message`, and the message for people as a reference into the catalogue (said in the
 * reader's language by the error plugin, decision 045); `field` when the refusal is
 * about one field of the request body (`email`, `password`, `comp1`, `far_why`). The server's
 * error plugin turns it into the one error shape above; nothing else writes error answers.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** The request body field the refusal is about, sent as the error shape's `field`. */
  readonly field: string | undefined;
  /** The text for people, said in the request's language by the error plugin. */
  readonly ref: MessageRef;
  /** Why, for the server's log only (never sent): e.g. which check refused a sign-in. */
  logDetail?: Record<string, string>;
  /** The fields refused and why, sent as the error shape's `issues`. */
  readonly issues: ApiError['issues'];

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: MessageLike,
    options?: ErrorOptions & { field?: string | undefined; issues?: ApiError['issues'] },
  ) {
    const ref = refOf(message);
    // The key, for logs and stack traces: the words are the edge's to choose.
    super(ref.key, options);
    this.ref = ref;
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = options?.field;
    this.issues = options?.issues;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
