import { z } from 'zod';
import {
  PERSON_FIELD_MAX_LENGTH,
  REASON_CODES,
  desiredValueSchema,
  personSchema,
  valueChangeSchema,
  type PersonInput,
} from '@ir/domain/filing.ts';
import { messageKey } from '@ir/domain/message-ref.ts';
import type { LanguageContextValue, Messages } from '../../../lib/language.tsx';
import type { MissingItem } from './draft.ts';

/**
 * The rules of steps 1 and 2 as the wizard checks them: the submission's own (domain) rules,
 * with a message of their own where the screen asks for a choice rather than typing (a State,
 * a Reason), since "Must be at least 2 characters long." says nothing of a list, and where a
 * required field is empty: it says what to enter. Their messages are catalogue keys, as the
 * domain's are (decision 045): the fields and the error summary say them in the language of
 * the page.
 */
const wizardStateSchema = z
  .string()
  .trim()
  .min(2, messageKey('filing.missingState'))
  .max(PERSON_FIELD_MAX_LENGTH, messageKey('filing.missingState'));

/** The fields a person must fill in (address line 2 is optional). */
export const REQUIRED_PERSON_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'zipCode',
  'phone',
] as const;
type RequiredPersonField = (typeof REQUIRED_PERSON_FIELDS)[number];

/**
 * What an empty required field says: what to enter, and whose ("Enter the owner's first
 * name"), not the length rule a value breaks once typed.
 */
export function enterKey(who: 'owner' | 'applicant', field: RequiredPersonField) {
  return messageKey(`filing.person.enter.${who}.${field}`);
}

/** A required field: empty says what to enter; typed, the rule of the field says the rest. */
function required(
  who: 'owner' | 'applicant',
  field: RequiredPersonField,
  rule: z.ZodType<string, string>,
) {
  return z.string().trim().min(1, enterKey(who, field)).pipe(rule);
}

/** One person's fields as the wizard checks them, with the empty-field messages of `who`. */
export function wizardPersonSchemaOf(who: 'owner' | 'applicant') {
  const shape = personSchema.shape;
  return personSchema.extend({
    firstName: required(who, 'firstName', shape.firstName),
    lastName: required(who, 'lastName', shape.lastName),
    address1: required(who, 'address1', shape.address1),
    city: required(who, 'city', shape.city),
    state: required(who, 'state', wizardStateSchema),
    zipCode: required(who, 'zipCode', shape.zipCode),
    phone: required(who, 'phone', shape.phone),
  });
}

export const wizardPersonSchemas = {
  owner: wizardPersonSchemaOf('owner'),
  applicant: wizardPersonSchemaOf('applicant'),
};

/**
 * Step 2's rules: an empty requested value says what to enter, and an unchosen reason asks for
 * one; a typed value keeps the domain's rules (digits only, at most 12).
 */
export const wizardValueSchema = valueChangeSchema.extend({
  desiredValue: z
    .string()
    .trim()
    .min(1, messageKey('filing.enterDesiredValue'))
    .pipe(desiredValueSchema),
  reason: z.enum(REASON_CODES, { error: messageKey('filing.chooseReason') }),
});

/** The labels of the owner's and the applicant's fields (SPEC §3), on screen and in the summary. */
export function personFieldLabels(messages: Messages): Record<keyof PersonInput, string> {
  const T = messages.filing.person;
  return {
    firstName: T.firstName,
    lastName: T.lastName,
    address1: T.address1,
    address2: T.address2,
    city: T.city,
    state: T.state,
    zipCode: T.zipCode,
    phone: T.phone,
  };
}

/**
 * The first message of each field in error, in the order the fields are declared: a catalogue
 * key (or zod's own words, for a bound without a message of ours).
 */
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
 * pointing at the field, and whose field it is, which the summary names ("Owner zip code:
 * Must be at least 5 digits.") unless the message does ("Enter the owner's zip code").
 */
export function personIssues(person: PersonInput, prefix: 'owner' | 'applicant'): MissingItem[] {
  const parsed = wizardPersonSchemas[prefix].safeParse(person);
  if (parsed.success) return [];
  return firstIssuePerField(parsed.error.issues).map(([field, message]) => {
    const item: MissingItem = { field: `${prefix}.${field}`, text: message };
    // "Enter the owner's first name" already says whose field it is.
    const named = (REQUIRED_PERSON_FIELDS as readonly string[]).includes(field)
      ? message === enterKey(prefix, field as RequiredPersonField)
      : false;
    return named ? item : { ...item, person: { who: prefix, field: field as keyof PersonInput } };
  });
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

/**
 * What the error summary says for one item, in the screen's language: its message, and for a
 * person's field whose field it is first. Called while rendering, so a switch says it again.
 */
export function missingText(
  item: MissingItem,
  {
    messages,
    locale,
    format,
    text,
  }: Pick<LanguageContextValue, 'messages' | 'locale' | 'format' | 'text'>,
): string {
  const message = text(item.text);
  if (!item.person) return message;
  const T = messages.filing.person;
  return format(T.issue, {
    who: T[item.person.who],
    field: personFieldLabels(messages)[item.person.field].toLocaleLowerCase(locale),
    message,
  });
}
