import { z } from 'zod';
import { SBL_MAX_LENGTH } from '../../codes.ts';
import {
  COMMENTS_MAX_LENGTH,
  DESIRED_VALUE_MAX_LENGTH,
  MAX_COMPS,
  PERSON_FIELD_MAX_LENGTH,
  reasonSchema,
} from '../../filing.ts';
import { multilineTextField, textField } from '../../text.ts';

/**
 * A person's fields as the wizard holds them while they are typed: any of them may still be
 * empty or half-done, so only the bounds and the forbidden characters apply here. The filing
 * rules (SPEC §5) are checked when the review is submitted.
 */
export const draftPersonSchema = z.strictObject({
  firstName: textField.max(PERSON_FIELD_MAX_LENGTH),
  lastName: textField.max(PERSON_FIELD_MAX_LENGTH),
  address1: textField.max(PERSON_FIELD_MAX_LENGTH),
  address2: textField.max(PERSON_FIELD_MAX_LENGTH),
  city: textField.max(PERSON_FIELD_MAX_LENGTH),
  state: textField.max(PERSON_FIELD_MAX_LENGTH),
  zipCode: textField.max(10),
  phone: textField.max(25),
});

/**
 * What the server keeps of a wizard draft: the step reached, the owner step, the value change
 * step and the chosen comparables by SBL. The parcel is the draft's key; its data, and the
 * comparables' sales, are looked up again when the draft is continued, so they are never
 * stale. The uploaded files are the draft files the account already has for the parcel.
 */
export const filingDraftSchema = z.strictObject({
  step: z.number().int().min(0).max(4),
  owner: draftPersonSchema,
  isOwner: z.boolean(),
  applicant: draftPersonSchema,
  saveApplicant: z.boolean(),
  desiredValue: textField.max(DESIRED_VALUE_MAX_LENGTH),
  reason: z.union([reasonSchema, z.literal('')]),
  valueComments: multilineTextField.max(COMMENTS_MAX_LENGTH),
  comps: z.array(textField.min(1).max(SBL_MAX_LENGTH)).max(MAX_COMPS),
});
export type FilingDraft = z.infer<typeof filingDraftSchema>;

/** `{printkey}` in a draft's path. */
export const draftParamsSchema = z.strictObject({
  printkey: textField.trim().min(1).max(SBL_MAX_LENGTH),
});
