import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { isoDateSchema } from './municipality.ts';
import { textField } from './text.ts';

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

const httpsLink = (message: string) =>
  textField.trim().max(500, message).refine(isHttpsLink, message);

/** An optional setting: null (or an empty box) means none. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

export const municipalitySettingsSchema = z.strictObject({
  displayName: textField.trim().min(3, M.badDisplayName).max(100, M.badDisplayName),
  shortName: textField.trim().min(2, M.badShortName).max(40, M.badShortName),
  website: httpsLink(M.badWebsite),
  /** Owners' number to call; null: the firm's (FIRM_PHONE). */
  supportPhone: optional(textField.trim().regex(/^[0-9()+\-. ]{7,20}$/, M.badPhone)),
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
});
export type MunicipalitySettings = z.output<typeof municipalitySettingsSchema>;
export type MunicipalitySettingsInput = z.input<typeof municipalitySettingsSchema>;
