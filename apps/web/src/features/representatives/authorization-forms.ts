import { z } from 'zod';
import { emailAddressSchema } from '@ir/domain/auth.ts';
import {
  AUTHORIZATION_LIMITS,
  AUTHORIZATION_SCOPES,
  personNameField,
} from '@ir/domain/contracts/representatives/authorization-fields.ts';
import { sblSchema } from '@ir/domain/filing.ts';
import { messageKey } from '@ir/domain/message-ref.ts';
import { textField } from '@ir/domain/text.ts';

/**
 * The forms of owners' authorizations for react-hook-form's zod resolver: the contracts' own
 * field rules, so the page refuses what the server would, with the same catalogue keys.
 */

/** The owner signs: the typed name the server checks, and the consent box ticked. */
export const signFormSchema = z.object({
  name: personNameField,
  consent: z
    .boolean()
    .refine((ticked) => ticked, messageKey('authorizations.page.consentRequired')),
});
export type SignFormValues = z.input<typeof signFormSchema>;

/**
 * A representative's request. The owner's name is the server's person-name rule with the
 * representative's words for a blank one (the signing page's ask the owner for their own
 * name). The year is a select's text, sent as a number.
 */
export const requestFormSchema = z.object({
  sbl: sblSchema,
  owner_name: textField
    .trim()
    .min(1, messageKey('authorizations.list.ownerNameRequired'))
    .max(AUTHORIZATION_LIMITS.nameMax, messageKey('authorizations.errors.nameTooLong')),
  owner_email: emailAddressSchema,
  scope: z.enum(AUTHORIZATION_SCOPES),
  tax_year: z.string().regex(/^\d{4}$/),
});
export type RequestFormValues = z.input<typeof requestFormSchema>;
export type RequestFormOutput = z.output<typeof requestFormSchema>;
