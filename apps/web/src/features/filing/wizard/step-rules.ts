import { z } from 'zod';
import {
  PERSON_FIELD_MAX_LENGTH,
  REASON_CODES,
  personSchema,
  valueChangeSchema,
  type PersonInput,
} from '@ir/domain/filing.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { MissingItem } from './draft.ts';

/**
 * The rules of steps 1 and 2 as the wizard checks them: the submission's own (domain) rules,
 * with a message of their own where the screen asks for a choice rather than typing (a State,
 * a Reason), since "Must be at least 2 characters long." says nothing of a list.
 */
export const wizardPersonSchema = personSchema.extend({
  state: z
    .string()
    .trim()
    .min(2, MESSAGES.filing.missingState)
    .max(PERSON_FIELD_MAX_LENGTH, MESSAGES.filing.missingState),
});

export const wizardValueSchema = valueChangeSchema.extend({
  reason: z.enum(REASON_CODES, { error: MESSAGES.filing.missingReason }),
});

/** The labels of the owner's and the applicant's fields (SPEC §3), on screen and in the summary. */
export const PERSON_FIELD_LABELS: Record<keyof PersonInput, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  phone: 'Phone',
};

/** The first message of each field in error, in the order the fields are declared. */
function firstIssuePerField(issues: readonly z.core.$ZodIssue[]): Array<[string, string]> {
  const found = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (!found.has(field)) found.set(field, issue.message);
  }
  return [...found];
}

/**
 * What is wrong with one person's fields, for the error summary: each field's own message,
 * named for whose it is ("Owner zip code: Must be at least 5 digits."), pointing at the field.
 */
export function personIssues(
  person: PersonInput,
  prefix: 'owner' | 'applicant',
  who: string,
): MissingItem[] {
  const parsed = wizardPersonSchema.safeParse(person);
  if (parsed.success) return [];
  return firstIssuePerField(parsed.error.issues).map(([field, message]) => ({
    field: `${prefix}.${field}`,
    text: `${who} ${PERSON_FIELD_LABELS[field as keyof PersonInput].toLowerCase()}: ${message}`,
  }));
}

/** What keeps step 2 back: the requested value and the reason (comments are optional). */
export function valueIssues(values: {
  desiredValue: string;
  reason: string;
  valueComments: string;
}): MissingItem[] {
  const parsed = wizardValueSchema.safeParse(values);
  if (parsed.success) return [];
  // Their messages name what they are about ("Enter the requested assessment…", "Choose a reason.").
  return firstIssuePerField(parsed.error.issues).map(([field, text]) => ({ field, text }));
}
