import { z } from 'zod';
import { REPRESENTATIVE_AUTHORIZATION_RULES } from '../representatives/authorization-fields.ts';
import { apiErrorSchema } from '../../errors.ts';
import { isoDateSchema } from '../../municipality.ts';
import { municipalitySettingsSchema } from '../../municipality-settings.ts';
import { defineContract } from '../contract.ts';
import { INTEGRITY_GUARDS } from '../../roll-integrity.ts';

/** The settings as stored: every optional one is null when unset. */
export const storedMunicipalitySettingsSchema = z.object({
  key: z.string(),
  displayName: z.string(),
  shortName: z.string(),
  website: z.string(),
  supportPhone: z.string().nullable(),
  comparisonSiteUrl: z.string().nullable(),
  incomeExpenseFormUrl: z.string().nullable(),
  grievanceDay: isoDateSchema.nullable(),
  assessorName: z.string().nullable(),
  assessorAddress: z.string().nullable(),
  assessorPhone: z.string().nullable(),
  /** Percent, e.g. 85.5; null when unset. */
  equalizationRate: z.number().nullable(),
  equalizationRateYear: z.number().int().nullable(),
  representativeAuthorization: z.enum(REPRESENTATIVE_AUTHORIZATION_RULES),
  /** A video meeting's link template (decision 055); null: video meetings are not offered. */
  meetingUrlTemplate: z.string().nullable(),
  /** Whether the review outcomes are published on /outcomes (off unless set). */
  publishOutcomes: z.boolean(),
  /** The check before a reduction is final: off, warn or require_note (decision 057). */
  integrityGuard: z.enum(INTEGRITY_GUARDS),
  /** Where the site answers besides `<key>.localhost`; set by the operator, shown here. */
  hosts: z.array(z.string()),
});
export type StoredMunicipalitySettings = z.infer<typeof storedMunicipalitySettingsSchema>;

export const getMunicipalitySettingsContract = defineContract({
  method: 'GET',
  path: '/admin/municipality_settings',
  access: 'muni:settings',
  schema: {
    tags: ['admin'],
    summary:
      "This municipality's names, links, support phone, Grievance Day, assessor and equalization rate",
    response: {
      200: storedMunicipalitySettingsSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});

export const setMunicipalitySettingsContract = defineContract({
  method: 'POST',
  path: '/admin/municipality_settings',
  access: 'muni:settings',
  schema: {
    tags: ['admin'],
    summary:
      "Replaces this municipality's names, links, support phone, Grievance Day, assessor and equalization rate (audited; every instance applies them within a second)",
    body: municipalitySettingsSchema,
    response: {
      200: storedMunicipalitySettingsSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  },
});
