import { z } from 'zod';
import { loginFieldErrors } from '@ir/domain/auth.ts';
import {
  otpFieldError,
  forgotPasswordEmailError,
  resetPasswordErrors,
  signupFieldErrors,
  type FieldErrors,
} from './validation.ts';

/**
 * The account forms' schemas for react-hook-form's zod resolver. Each wraps the SPEC §5 rule
 * function the domain (or validation.ts) already has, so the messages and their order stay in
 * one place; the field components decide when a message shows. The messages are catalogue
 * keys, said by the field in the language in force.
 */
function withFieldErrors<S extends z.ZodObject>(
  shape: S,
  errorsOf: (values: z.output<S>) => FieldErrors<string>,
) {
  return shape.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(errorsOf(values))) {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

export const loginFormSchema = withFieldErrors(
  // `codeAsked`: the server answered mfa_required, so the code field is shown and checked.
  z.object({ email: z.string(), password: z.string(), otp: z.string(), codeAsked: z.boolean() }),
  ({ email, password, otp, codeAsked }) => ({
    ...loginFieldErrors(email, password),
    ...(codeAsked ? { otp: otpFieldError(otp) } : {}),
  }),
);
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const signupFormSchema = withFieldErrors(
  z.object({ email: z.string(), password: z.string(), retype: z.string() }),
  (values) => signupFieldErrors(values, true),
);
export type SignupFormValues = z.input<typeof signupFormSchema>;

export const forgotPasswordFormSchema = withFieldErrors(
  z.object({ email: z.string() }),
  ({ email }) => ({ email: forgotPasswordEmailError(email) }),
);
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = withFieldErrors(
  z.object({ password: z.string(), retype: z.string() }),
  (values) => resetPasswordErrors(values, true),
);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
