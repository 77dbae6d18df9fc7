import { z } from 'zod';
import { REASONS, SBL_MAX_LENGTH, type Reason } from './codes.ts';
import { FORMULA_START } from './csv.ts';
import { messageKey, type MessageKey } from './message-ref.ts';
import { printedMultilineTextField, printedTextField } from './printed-text.ts';
import { textField } from './text.ts';

/**
 * The informal review's field rules (SPEC §5), shared by the wizard's forms and the server's
 * re-validation of `submit_review`: one definition, so the two can never disagree.
 */

/** SPEC §9: at most 5 comparable sales. */
export const MAX_COMPS = 5;
/** SPEC §5/§9: the requested value is digits only, at most 12 of them. */
export const DESIRED_VALUE_MAX_LENGTH = 12;
/** Not in SPEC: a bound on the comments box so one submission cannot carry megabytes. */
export const COMMENTS_MAX_LENGTH = 4000;
/** Not in SPEC: a bound on every owner or applicant text field. */
export const PERSON_FIELD_MAX_LENGTH = 100;

/** SPEC §9 property class thresholds (codes are compared as numbers). */
export const PROPERTY_CLASS = {
  /** The property-info toggle is shown from this class up. */
  propertyInfoFrom: 300,
  /** The I&E warning is shown above this class (SPEC §5 names both 320 and 330). */
  incomeExpenseWarningAbove: 320,
  /** Comparable sales are offered below this class; the I&E form link above it. */
  compsBelow: 330,
} as const;

/** The numeric part of a property class code such as '210' or '411A'; NaN when there is none. */
export function propertyClassNumber(propClass: string | null | undefined): number {
  return Number.parseInt(propClass ?? '', 10);
}

export const REASON_CODES = Object.keys(REASONS) as [Reason, ...Reason[]];
export const reasonSchema = z.enum(REASON_CODES);

/**
 * Not in SPEC: a person's field may not start as a spreadsheet formula (=, +, - or @), as a
 * bulk CSV's cell may not: staff export these and open them in a spreadsheet. Checked on the
 * trimmed value, so a leading space hides nothing.
 */
const notFormula = (value: string) => !FORMULA_START.test(value);

const atLeastTwo = printedTextField
  .trim()
  .min(2, messageKey('owner.minTwo'))
  .max(PERSON_FIELD_MAX_LENGTH, messageKey('owner.minTwo'))
  .refine(notFormula, messageKey('owner.formulaStart'));

/** SPEC §5: at least 5 digits; the form shapes it as 12345 or 12345-6789. */
export const zipCodeSchema = textField.trim().regex(/^\d{5}(-\d{1,4})?$/, messageKey('owner.zip'));

/**
 * SPEC §5: at least 10 digits, entered as a formatted US number (length 12 or more, e.g.
 * "(555) 123-4567"). The server counts digits; the form formats with libphonenumber-js.
 */
export const phoneSchema = printedTextField
  .trim()
  .max(25, messageKey('owner.phone'))
  .refine((value) => value.length >= 12 && value.replace(/\D/g, '').length >= 10, {
    message: messageKey('owner.phone'),
  })
  .refine(notFormula, messageKey('owner.formulaStart'));

/** SPEC §3 property owner; the applicant has the same fields. */
export const personSchema = z.object({
  firstName: atLeastTwo,
  lastName: atLeastTwo,
  address1: atLeastTwo,
  address2: printedTextField
    .trim()
    .max(PERSON_FIELD_MAX_LENGTH)
    .refine(notFormula, messageKey('owner.formulaStart'))
    .optional()
    .default(''),
  city: atLeastTwo,
  state: atLeastTwo,
  zipCode: zipCodeSchema,
  phone: phoneSchema,
});
export type Person = z.infer<typeof personSchema>;
export type PersonInput = z.input<typeof personSchema>;

/** Shapes what is typed into a zip box: digits only, a hyphen after the fifth (SPEC §5). */
export function shapeZipCode(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** SPEC §5: digits only, at most 12, required. */
export const desiredValueSchema = textField
  .trim()
  .regex(/^\d+$/, messageKey('filing.desiredValueDigits'))
  .max(DESIRED_VALUE_MAX_LENGTH, messageKey('filing.desiredValueMax'));

/** A parcel's SBL (print_key) as typed: whitespace removed, 1 to 20 characters (SPEC §5). */
export const sblSchema = textField
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, messageKey('filing.compEmpty'))
      .max(SBL_MAX_LENGTH, messageKey('filing.compInvalid')),
  );

/** Removes whitespace from a typed comparable SBL and caps it at 20 characters (SPEC §5). */
export function shapeCompSbl(typed: string): string {
  return typed.replace(/\s+/g, '').slice(0, SBL_MAX_LENGTH);
}

/**
 * Why a comparable SBL cannot be added to the list (SPEC §5), or undefined when it can.
 * The lookup's own refusals ('Invalid sbl', err_msg) come after this passes.
 */
export function compRefusal(sbl: string, current: readonly string[]): MessageKey | undefined {
  const shaped = shapeCompSbl(sbl);
  if (shaped === '') return messageKey('filing.compEmpty');
  if (current.length >= MAX_COMPS) return messageKey('filing.compMax');
  if (current.includes(shaped)) return messageKey('filing.compDuplicate');
  return undefined;
}

/** The comparable SBLs of a submission: up to five, none twice, none the subject itself. */
export const compsSchema = z
  .array(sblSchema)
  .max(MAX_COMPS, messageKey('filing.compMax'))
  .refine((list) => new Set(list).size === list.length, {
    message: messageKey('filing.compDuplicate'),
  });

/**
 * Value Change step (SPEC §2 step 2): requested value, reason and comments. Comparable sales
 * are kept beside it as a list of SBLs.
 */
export const valueChangeSchema = z.object({
  desiredValue: desiredValueSchema,
  reason: reasonSchema,
  valueComments: printedMultilineTextField.trim().max(COMMENTS_MAX_LENGTH).optional().default(''),
});
export type ValueChange = z.infer<typeof valueChangeSchema>;

/** SPEC §5 review warnings (non-blocking), in the order they are shown; `submitOnce` is always last. */
export function reviewWarnings(input: {
  reason: Reason | '' | undefined;
  propClass: string | null | undefined;
  fileCount: number;
  compCount: number;
  valueComments: string;
}): MessageKey[] {
  const warnings: MessageKey[] = [];
  if (input.reason === 'recent_appraisal' && input.fileCount === 0)
    warnings.push('filing.warnNoAppraisal');
  if (input.reason === 'building_condition_issue' && input.fileCount === 0) {
    warnings.push('filing.warnNoConditionFiles');
  }
  if (input.reason === 'comparable_sales' && input.compCount === 0) {
    warnings.push('filing.warnNoComps');
  }
  if (input.reason === 'incorrect_property_inventory' && input.valueComments.trim() === '') {
    warnings.push('filing.warnNoInventoryComments');
  }
  if (
    propertyClassNumber(input.propClass) > PROPERTY_CLASS.incomeExpenseWarningAbove &&
    input.fileCount === 0
  ) {
    warnings.push('filing.warnNoIncomeExpense');
  }
  warnings.push('filing.submitOnce');
  return warnings;
}

/** Not in SPEC: a bound on a value the client echoes, which the server ignores. */
const ECHOED_MAX_LENGTH = 200;

/** Values the client may echo from SPEC §3's payload; the server ignores them (the database decides). */
const echoed = z.union([textField.max(ECHOED_MAX_LENGTH), z.number(), z.null()]).optional();

/** An applicant field as sent: checked as a person's field (superRefine) only when isOwner is false. */
const applicantField = textField.max(PERSON_FIELD_MAX_LENGTH).optional().default('');

const optionalComp = textField.optional().transform((value) => (value ?? '').replace(/\s+/g, ''));

/**
 * SPEC §3 submission payload. Names are sent as first and last (pOFirstName, appFirstName...,
 * the form's fields, SPEC §3 "stored as appFirstName") rather than one pOName, so each part
 * keeps its SPEC §5 rule; `isOwner` says whether the applicant block applies. The parcel's
 * values (prop_class, received values, swis, parcel_id, nbhd_code, asmt_own_code, address)
 * may be echoed but are always taken from the database.
 */
export const submitReviewBodySchema = z
  // Strict: a field the form never sends (comp6, a misspelt name) is refused, not dropped.
  .strictObject({
    captcha: textField.min(1).max(10_000),
    sbl: textField.trim().min(1).max(SBL_MAX_LENGTH),
    isOwner: z.boolean(),
    pOFirstName: personSchema.shape.firstName,
    pOLastName: personSchema.shape.lastName,
    pOAddress1: personSchema.shape.address1,
    pOAddress2: personSchema.shape.address2,
    pOCity: personSchema.shape.city,
    pOState: personSchema.shape.state,
    pOZipCode: personSchema.shape.zipCode,
    pOPhone: personSchema.shape.phone,
    appFirstName: applicantField,
    appLastName: applicantField,
    appAddress1: applicantField,
    appAddress2: applicantField,
    appCity: applicantField,
    appState: applicantField,
    appZipCode: applicantField,
    appPhone: applicantField,
    desiredValue: desiredValueSchema,
    reason: reasonSchema,
    valueComments: valueChangeSchema.shape.valueComments,
    comp1: optionalComp,
    comp2: optionalComp,
    comp3: optionalComp,
    comp4: optionalComp,
    comp5: optionalComp,
    save_applicant: z.boolean().optional().default(false),
    app_status: z.literal('C').optional(),
    review_status: z.literal('incomplete').optional(),
    address: echoed,
    prop_class: echoed,
    parcel_id: echoed,
    swis_vg: echoed,
    asmt_own_code: echoed,
    received_land_value: echoed,
    received_total_value: echoed,
    nbhd_code: echoed,
  })
  .superRefine((body, ctx) => {
    if (!body.isOwner) {
      const applicant = personSchema.safeParse(applicantOf(body));
      if (!applicant.success) {
        for (const issue of applicant.error.issues) {
          const field = String(issue.path[0]);
          ctx.addIssue({
            code: 'custom',
            path: [`app${field.charAt(0).toUpperCase()}${field.slice(1)}`],
            message: issue.message,
          });
        }
      }
    }
    const comps = compsOf(body);
    // Each field by its own name: an empty comp1 must not shift comp2's error onto comp1.
    for (const field of ['comp1', 'comp2', 'comp3', 'comp4', 'comp5'] as const) {
      if (body[field].length > SBL_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', path: [field], message: messageKey('filing.compInvalid') });
      }
    }
    if (new Set(comps).size !== comps.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['comp1'],
        message: messageKey('filing.compDuplicate'),
      });
    }
  });
export type SubmitReviewBody = z.input<typeof submitReviewBodySchema>;
export type SubmitReview = z.output<typeof submitReviewBodySchema>;

type PayloadPeople = Pick<
  SubmitReview,
  | 'pOFirstName'
  | 'pOLastName'
  | 'pOAddress1'
  | 'pOAddress2'
  | 'pOCity'
  | 'pOState'
  | 'pOZipCode'
  | 'pOPhone'
  | 'appFirstName'
  | 'appLastName'
  | 'appAddress1'
  | 'appAddress2'
  | 'appCity'
  | 'appState'
  | 'appZipCode'
  | 'appPhone'
>;

/** The owner block of a payload as a person. */
export function ownerOf(body: PayloadPeople): PersonInput {
  return {
    firstName: body.pOFirstName,
    lastName: body.pOLastName,
    address1: body.pOAddress1,
    address2: body.pOAddress2,
    city: body.pOCity,
    state: body.pOState,
    zipCode: body.pOZipCode,
    phone: body.pOPhone,
  };
}

/** The applicant block of a payload as a person. */
export function applicantOf(body: PayloadPeople): PersonInput {
  return {
    firstName: body.appFirstName,
    lastName: body.appLastName,
    address1: body.appAddress1,
    address2: body.appAddress2,
    city: body.appCity,
    state: body.appState,
    zipCode: body.appZipCode,
    phone: body.appPhone,
  };
}

/** The non-empty comparable SBLs of a payload, in order. */
export function compsOf(
  body: Pick<SubmitReview, 'comp1' | 'comp2' | 'comp3' | 'comp4' | 'comp5'>,
): string[] {
  return [body.comp1, body.comp2, body.comp3, body.comp4, body.comp5].filter((sbl) => sbl !== '');
}

/**
 * The filing number people quote on the telephone and in the receipt: municipality, filing
 * year and application id, e.g. KENT-2025-000123 (our addition to SPEC §2's confirmation).
 */
export function filingNumber(municipalityKey: string, filingYear: number, id: number): string {
  return `${municipalityKey.toUpperCase()}-${filingYear}-${String(id).padStart(6, '0')}`;
}

/** SPEC §2 My Applications: the applicant-facing name of each review status (our addition). */
export const REVIEW_STATUS_LABELS = {
  incomplete: 'Received',
  far: 'In review',
  offer: 'Offer sent',
  complete: 'Completed',
  withdrawn: 'Withdrawn',
} as const;
/**
 * `withdrawn`: the owner took the filing back before a reviewer acted on it; `offer`: a
 * preliminary offer waits for the owner's answer (our additions).
 */
export const REVIEW_STATUSES = ['incomplete', 'far', 'offer', 'complete', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
