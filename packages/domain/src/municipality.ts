import { z } from 'zod';

/**
 * A municipality's key: its `<key>.localhost` label and the tag on its data. Municipalities are
 * rows of the database (decision 034), so a key is checked for its form here and for its
 * existence by the server.
 */
export const MUNICIPALITY_KEY_PATTERN = /^[a-z][a-z0-9]{1,39}$/;
export type MunicipalityKey = string;

export const municipalityKeySchema = z.string().regex(MUNICIPALITY_KEY_PATTERN);

export const isoDateSchema = z.iso.date();
export const isoMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected YYYY-MM');

/** What every visitor's browser needs to brand the pages: GET /api/municipality. */
export const publicMunicipalitySchema = z.object({
  key: municipalityKeySchema,
  displayName: z.string(),
  shortName: z.string(),
  website: z.url(),
  filingDeadline: isoDateSchema,
  /** The assessment roll the filing period is for (a mega-admin's override included). */
  rollYear: z.number().int().min(2000).max(2100),
  secondNoticeMonth: isoMonthSchema,
  expired: z.boolean(),
  firm: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    website: z.url(),
    /** Where to report an accessibility barrier by e-mail (ACCESSIBILITY_EMAIL); absent when unset. */
    accessibilityEmail: z.email().optional(),
  }),
  /**
   * The property-comparison site (SPEC §5 reason hints) as an https address template with
   * {municipality}, {parcelId}, {swis} and {compType}; absent when the municipality has none.
   */
  comparisonSiteUrl: z
    .string()
    .regex(/^https:\/\/[^\s]+$/)
    .optional(),
  /** The Commercial I&E form (SPEC §2 step 2, class above 330); absent when there is none. */
  incomeExpenseFormUrl: z.url({ protocol: /^https$/ }).optional(),
  /** True when the municipality publishes its review outcomes on /outcomes; absent otherwise. */
  publishOutcomes: z.literal(true).optional(),
});
export type PublicMunicipality = z.infer<typeof publicMunicipalitySchema>;

export const expiredMuniSchema = z.object({ expired: z.boolean() });
