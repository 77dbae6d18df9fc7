import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { documentQuerySchema } from '../applications/get-decision-notice.ts';
import { defineContract } from '../contract.ts';
import { API_KEY_SECURITY, filingNumberSchema } from './filing-api-fields.ts';

/** The documents of a filing the key may fetch, each at `/v1/filings/{filing_number}/<file>`. */
export const API_FILING_DOCUMENTS = {
  decision_notice: 'notice.pdf',
  agreement: 'agreement.pdf',
  grievance_packet: 'grievance.pdf',
} as const;
export type ApiFilingDocumentKind = keyof typeof API_FILING_DOCUMENTS;

const params = z.strictObject({ filing_number: filingNumberSchema });
const response = {
  200: z.string(),
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Our addition (decision 053): the owner's pages' PDFs of one of the key's account's filings,
 * made by the same document services; a filing of another account, municipality or year, or
 * one whose document does not exist yet, is 404. `lang` picks English or Spanish, else the
 * Accept-Language header does.
 */
export const getFilingNoticeContract = defineContract({
  method: 'GET',
  path: '/v1/filings/:filing_number/notice.pdf',
  access: 'api-key',
  schema: {
    tags: ['v1'],
    summary: "A completed filing's decision notice (PDF)",
    security: API_KEY_SECURITY,
    params,
    querystring: documentQuerySchema,
    response,
  },
});

export const getFilingAgreementContract = defineContract({
  method: 'GET',
  path: '/v1/filings/:filing_number/agreement.pdf',
  access: 'api-key',
  schema: {
    tags: ['v1'],
    summary: "The owner's signed agreement to the reviewed value (PDF), once accepted",
    security: API_KEY_SECURITY,
    params,
    querystring: documentQuerySchema,
    response,
  },
});

export const getFilingGrievanceContract = defineContract({
  method: 'GET',
  path: '/v1/filings/:filing_number/grievance.pdf',
  access: 'api-key',
  schema: {
    tags: ['v1'],
    summary: 'The grievance packet (PDF) prefilled for form RP-524, once the owner disagreed',
    security: API_KEY_SECURITY,
    params,
    querystring: documentQuerySchema,
    response,
  },
});
