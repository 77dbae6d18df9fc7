import { z } from 'zod';
import { emailAddressSchema } from '../../auth.ts';
import { sblSchema } from '../../filing.ts';
import { messageKey } from '../../message-ref.ts';
import { textField } from '../../text.ts';

/** What an owner's authorization lets a representative do (decision 052). */
export const AUTHORIZATION_SCOPES = ['informal_review', 'all_stages'] as const;
export type AuthorizationScope = (typeof AUTHORIZATION_SCOPES)[number];

/** A row's status as stored; `expired` is a pending request past its 14 days. */
export const AUTHORIZATION_STATUSES = [
  'pending',
  'active',
  'declined',
  'revoked',
  'expired',
] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

/** What a municipality asks of a representative's filing. */
export const REPRESENTATIVE_AUTHORIZATION_RULES = ['file', 'e_sign', 'either'] as const;
export type RepresentativeAuthorizationRule = (typeof REPRESENTATIVE_AUTHORIZATION_RULES)[number];

export const AUTHORIZATION_LIMITS = {
  /** How long the owner's link works. */
  tokenDays: 14,
  nameMax: 100,
  /** Requests one representative may send in 24 hours: each is an e-mail to an address they typed. */
  dailyRequests: 200,
  /** Requests one owner's address may receive in 24 hours, from every representative. */
  dailyPerOwner: 3,
} as const;

/** A typed person's name: trimmed, 1 to 100 characters, the text rules of every field. */
export const personNameField = textField
  .trim()
  .min(1, messageKey('authorizations.errors.nameRequired'))
  .max(AUTHORIZATION_LIMITS.nameMax, messageKey('authorizations.errors.nameTooLong'));

export const authorizationTokenField = textField.min(1).max(200);

export const requestAuthorizationBodySchema = z.strictObject({
  sbl: sblSchema,
  owner_name: personNameField,
  owner_email: emailAddressSchema,
  scope: z.enum(AUTHORIZATION_SCOPES),
  tax_year: z.number().int().min(2000).max(2100),
});
export type RequestAuthorizationInput = z.infer<typeof requestAuthorizationBodySchema>;

/** An authorization as its representative (and staff) see it: never its tokens. */
export const authorizationSchema = z.object({
  id: z.number().int(),
  sbl: z.string(),
  address: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  scope: z.enum(AUTHORIZATION_SCOPES),
  tax_year: z.number().int(),
  status: z.enum(AUTHORIZATION_STATUSES),
  requested_at: z.string(),
  expires_at: z.string(),
  signed_at: z.string().nullable(),
  signed_name: z.string().nullable(),
  declined_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Authorization = z.infer<typeof authorizationSchema>;

/** The representative as an owner reads them: the firm the mega-admin approved, and the e-mail. */
export const representativeSchema = z.object({ firm: z.string(), email: z.string() });
