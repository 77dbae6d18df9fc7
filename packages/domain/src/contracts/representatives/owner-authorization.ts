import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

import {
  AUTHORIZATION_SCOPES,
  AUTHORIZATION_STATUSES,
  authorizationTokenField,
  personNameField,
  representativeSchema,
} from './authorization-fields.ts';

/**
 * The owner's side of an authorization (decision 052): no account is needed; the e-mailed
 * link's token is the credential. The request link's token signs or declines once; the
 * confirmation's token revokes.
 */
export const ownerAuthorizationSchema = z.object({
  id: z.number().int(),
  /** Which link this is: the request's (sign or decline) or the confirmation's (revoke). */
  link: z.enum(['request', 'revoke']),
  representative: representativeSchema,
  sbl: z.string(),
  address: z.string(),
  municipality: z.string(),
  scope: z.enum(AUTHORIZATION_SCOPES),
  tax_year: z.number().int(),
  status: z.enum(AUTHORIZATION_STATUSES),
  expires_at: z.string(),
  signed_at: z.string().nullable(),
  signed_name: z.string().nullable(),
  /** The statement in the request's language, paragraph by paragraph, as the owner signs it. */
  statement: z.array(z.string()),
  statement_sha256: z.string(),
});
export type OwnerAuthorization = z.infer<typeof ownerAuthorizationSchema>;

const errors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
};

export const viewAuthorizationContract = defineContract({
  method: 'POST',
  path: '/authorizations/view',
  access: 'public',
  schema: {
    tags: ['authorizations'],
    summary:
      "What an owner's e-mailed link asks: the representative, parcel, scope and the text to sign",
    body: z.strictObject({ token: authorizationTokenField }),
    response: { 200: ownerAuthorizationSchema, ...errors },
  },
});

export const signAuthorizationContract = defineContract({
  method: 'POST',
  path: '/authorizations/sign',
  access: 'public',
  schema: {
    tags: ['authorizations'],
    summary: 'The owner signs with their typed full name (the link works once)',
    body: z.strictObject({
      token: authorizationTokenField,
      name: personNameField,
      /** The SHA-256 of the statement the page showed: a text changed since is refused. */
      statement_sha256: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    }),
    response: { 200: ownerAuthorizationSchema, ...errors },
  },
});

export const declineAuthorizationContract = defineContract({
  method: 'POST',
  path: '/authorizations/decline',
  access: 'public',
  schema: {
    tags: ['authorizations'],
    summary: 'The owner declines the request (the link works once)',
    body: z.strictObject({ token: authorizationTokenField }),
    response: { 200: ownerAuthorizationSchema, ...errors },
  },
});

export const revokeAuthorizationContract = defineContract({
  method: 'POST',
  path: '/authorizations/revoke',
  access: 'public',
  schema: {
    tags: ['authorizations'],
    summary:
      "The owner revokes a signed authorization: with the confirmation e-mail's token, or signed in with the e-mail it names",
    body: z.strictObject({
      id: z.number().int().positive(),
      token: authorizationTokenField.optional(),
    }),
    response: {
      200: z.object({ id: z.number().int(), status: z.enum(AUTHORIZATION_STATUSES) }),
      ...errors,
      401: apiErrorSchema,
    },
  },
});

/** The signed-in owner's authorizations and what their representatives filed under them. */
export const listMyAuthorizationsContract = defineContract({
  method: 'GET',
  path: '/authorizations/mine',
  access: 'signed-in',
  schema: {
    tags: ['authorizations'],
    summary:
      "The signed-in owner's authorizations (by the account's e-mail) and the filings their representatives made under them",
    response: {
      200: z.object({
        authorizations: z.array(
          z.object({
            id: z.number().int(),
            representative: representativeSchema,
            sbl: z.string(),
            address: z.string(),
            scope: z.enum(AUTHORIZATION_SCOPES),
            tax_year: z.number().int(),
            status: z.enum(AUTHORIZATION_STATUSES),
            signed_at: z.string().nullable(),
            revoked_at: z.string().nullable(),
          }),
        ),
        filings: z.array(
          z.object({
            id: z.number().int(),
            filing_number: z.string(),
            sbl: z.string(),
            address: z.string(),
            filing_year: z.number().int(),
            review_status: z.string(),
            submitted_at: z.string(),
            representative: representativeSchema,
            authorization_id: z.number().int(),
          }),
        ),
      }),
      401: apiErrorSchema,
    },
  },
});
