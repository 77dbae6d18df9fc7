import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

/**
 * SPEC §3 saved applicant info, with the name also in its two parts (our addition) so the
 * wizard pre-fills first and last name exactly. All empty strings when nothing is saved.
 */
export const savedApplicantInfoSchema = z.object({
  saved: z.boolean(),
  applicant_name: z.string(),
  applicant_first_name: z.string(),
  applicant_last_name: z.string(),
  applicant_address1: z.string(),
  applicant_address2: z.string(),
  applicant_city: z.string(),
  applicant_state: z.string(),
  applicant_zip: z.string(),
  applicant_phone: z.string(),
});
export type SavedApplicantInfo = z.infer<typeof savedApplicantInfoSchema>;

export const getApplicantInfoContract = defineContract({
  method: 'POST',
  path: '/ir/applicant_info',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "The signed-in account's saved applicant details",
    response: { 200: savedApplicantInfoSchema, 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
