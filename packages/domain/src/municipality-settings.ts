import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { isoDateSchema } from './municipality.ts';
import { textField } from './text.ts';
import { REPRESENTATIVE_AUTHORIZATION_RULES } from './contracts/representatives/authorization-fields.ts';
import { INTEGRITY_GUARDS } from './roll-integrity.ts';

/**
 * A municipality's settings as data (decision 034): what its mega-admin edits on /admin and
 * an operator sets with `cli municipality`. One set of rules serves both.
 */

/** The placeholders a comparison-site template may hold (SPEC §5 reason hints). */
export const COMPARISON_PLACEHOLDERS = ['municipality', 'parcelId', 'swis', 'compType'] as const;

const M = MESSAGES.municipalitySettings;

/**
 * An absolute https address a browser can open: no credentials, no spaces. No backslash
 * anywhere and no '@' before the path either: a browser reads `\` as `/`, so
 * `https://evil.example\@good.example` opens evil.example while a reader sees good.example.
 */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/\S+$/.test(value) || value.includes('\\')) return false;
  const authority = value.slice('https://'.length).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/**
 * Whether a comparison-site template is an https link whose only `{...}` parts are the named
 * placeholders, and whose every brace belongs to one.
 */
export function isComparisonTemplate(value: string): boolean {
  const names = COMPARISON_PLACEHOLDERS.join('|');
  const rest = value.replace(new RegExp(`\\{(${names})\\}`, 'g'), '');
  if (/[{}]/.test(rest)) return false;
  // With every placeholder filled by a plain value, it must be a link.
  return isHttpsLink(value.replace(new RegExp(`\\{(${names})\\}`, 'g'), 'x'));
}

/** The placeholders a video meeting's link template may hold (decision 055). */
export const MEETING_URL_PLACEHOLDERS = ['municipality', 'filingNumber', 'token'] as const;

/**
 * Whether a video meeting's link template is an https link whose only `{...}` parts are the
 * named placeholders, and whose every brace belongs to one.
 */
export function isMeetingUrlTemplate(value: string): boolean {
  const names = MEETING_URL_PLACEHOLDERS.join('|');
  const rest = value.replace(new RegExp(`\\{(${names})\\}`, 'g'), '');
  if (/[{}]/.test(rest)) return false;
  return isHttpsLink(value.replace(new RegExp(`\\{(${names})\\}`, 'g'), 'x'));
}

/** The video link of one meeting: each placeholder filled with its value, URL-encoded. */
export function fillMeetingUrl(
  template: string,
  values: Readonly<Record<(typeof MEETING_URL_PLACEHOLDERS)[number], string>>,
): string {
  return template.replace(
    new RegExp(`\\{(${MEETING_URL_PLACEHOLDERS.join('|')})\\}`, 'g'),
    (_all, name: (typeof MEETING_URL_PLACEHOLDERS)[number]) => encodeURIComponent(values[name]),
  );
}

const httpsLink = (message: string) =>
  textField.trim().max(500, message).refine(isHttpsLink, message);

/** An optional setting: null (or an empty box) means none. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

/** The lowest and highest equalization rate a municipality may be given, in percent. */
export const EQUALIZATION_RATE_MIN = 0.01;
export const EQUALIZATION_RATE_MAX = 200;

/** A phone number as people write it: 7 to 20 digits, spaces, ( ) + - and dots. */
const phone = textField.trim().regex(/^[0-9()+\-. ]{7,20}$/, M.badPhone);

/**
 * A number given as typed in a box ("85.5") or as a JSON number: an empty box is none. Numbers
 * are read from their decimal text, so the form and an API client meet the same rule.
 */
const optionalNumber = (pattern: RegExp, inRange: (n: number) => boolean, message: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'number' && Number.isFinite(v)
        ? String(v)
        : typeof v === 'string' && v.trim() === ''
          ? null
          : v,
    z
      .string(message)
      .trim()
      .refine((text) => pattern.test(text) && inRange(Number(text)), message)
      .transform(Number)
      .nullable(),
  );

/**
 * The equalization rate and its year go together: a rate means nothing without the year the
 * State set it for. Answers the field to mark and its message, or null when they agree.
 */
export function equalizationRateIssue(
  rate: unknown,
  year: unknown,
): { field: 'equalizationRate' | 'equalizationRateYear'; message: string } | null {
  const given = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';
  if (given(rate) && !given(year))
    return { field: 'equalizationRateYear', message: M.rateNeedsYear };
  if (!given(rate) && given(year)) return { field: 'equalizationRate', message: M.yearNeedsRate };
  return null;
}

export const municipalitySettingsSchema = z
  .strictObject({
    displayName: textField.trim().min(3, M.badDisplayName).max(100, M.badDisplayName),
    shortName: textField.trim().min(2, M.badShortName).max(40, M.badShortName),
    website: httpsLink(M.badWebsite),
    /** Owners' number to call; null: the firm's (FIRM_PHONE). */
    supportPhone: optional(phone),
    comparisonSiteUrl: optional(
      textField
        .trim()
        .max(500, M.badComparisonTemplate)
        .refine(isComparisonTemplate, M.badComparisonTemplate),
    ),
    incomeExpenseFormUrl: optional(httpsLink(M.badIncomeExpenseForm)),
    /** When the Board of Assessment Review hears grievances; null until it is known. */
    grievanceDay: optional(
      z
        .string()
        .refine(
          (d) =>
            isoDateSchema.safeParse(d).success &&
            Number(d.slice(0, 4)) >= 2000 &&
            Number(d.slice(0, 4)) <= 2100,
          M.badGrievanceDay,
        ),
    ),
    /** The assessor the decision notice names and signs for; null: the notice leaves it out. */
    assessorName: optional(textField.trim().min(2, M.badAssessorName).max(100, M.badAssessorName)),
    /** The assessor's office address, one line as an envelope would carry it. */
    assessorAddress: optional(
      textField.trim().min(5, M.badAssessorAddress).max(200, M.badAssessorAddress),
    ),
    assessorPhone: optional(phone),
    /**
     * The State's equalization rate for the municipality, in percent (e.g. 85.5): the share of
     * full market value at which it assesses. The grievance packet divides by it.
     */
    equalizationRate: optionalNumber(
      /^\d{1,3}(\.\d{1,2})?$/,
      (n) => n >= EQUALIZATION_RATE_MIN && n <= EQUALIZATION_RATE_MAX,
      M.badEqualizationRate,
    ),
    /** The roll year the rate was set for (its source year). */
    equalizationRateYear: optionalNumber(
      /^\d{4}$/,
      (n) => n >= 2000 && n <= 2100,
      M.badEqualizationRateYear,
    ),
    /**
     * What a representative's filing needs (decision 052): a file attached, the owner's
     * e-signed authorization, or either. Left out, it stays as it is.
     */
    representativeAuthorization: z.enum(REPRESENTATIVE_AUTHORIZATION_RULES).optional(),
    /**
     * The link of a video meeting (decision 055): https, with only {municipality},
     * {filingNumber} and {token}. Null or empty: video meetings are not offered. Left out, it
     * stays as it is.
     */
    meetingUrlTemplate: optional(
      textField
        .trim()
        .max(500, M.badMeetingUrlTemplate)
        .refine(isMeetingUrlTemplate, M.badMeetingUrlTemplate),
    ).optional(),
    /**
     * Whether /outcomes and the public outcome files are published (decision 057). Left out,
     * it stays as it is.
     */
    publishOutcomes: z.boolean().optional(),
    /**
     * The check before a reduction is final (decision 057): off, warn (mark a proposed ratio
     * below 90% of the neighbourhood's median) or require_note. Left out, it stays as it is.
     */
    integrityGuard: z.enum(INTEGRITY_GUARDS, M.badIntegrityGuard).optional(),
  })
  .superRefine((settings, ctx) => {
    const issue = equalizationRateIssue(settings.equalizationRate, settings.equalizationRateYear);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type MunicipalitySettings = z.output<typeof municipalitySettingsSchema>;
export type MunicipalitySettingsInput = z.input<typeof municipalitySettingsSchema>;
