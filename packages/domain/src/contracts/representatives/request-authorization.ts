import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';
import { authorizationSchema, requestAuthorizationBodySchema } from './authorization-fields.ts';

/**
 * Our addition (decision 052): an approved representative asks an owner to authorize them for
 * one parcel, scope and tax year; the owner is e-mailed a single-use link lasting 14 days.
 */
export const requestAuthorizationContract = defineContract({
  method: 'POST',
  path: '/representatives/authorizations',
  access: 'signed-in',
  schema: {
    tags: ['representatives'],
    summary: 'Ask an owner to sign an authorization for a parcel; the owner is e-mailed a link',
    body: requestAuthorizationBodySchema,
    response: {
      201: authorizationSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  },
});
