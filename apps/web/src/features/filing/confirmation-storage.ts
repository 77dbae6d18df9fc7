import {
  confirmationSchema,
  type Confirmation,
} from '@ir/domain/contracts/filing/submit-review.ts';

/**
 * The last submission's confirmation, for /confirm (SPEC §2). In sessionStorage so the receipt
 * survives a reload or a print preview in the same tab, and nowhere else.
 */
export const CONFIRMATION_STORAGE_KEY = 'ir.filing.confirmation';

export function saveConfirmation(confirmation: Confirmation): void {
  try {
    window.sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, JSON.stringify(confirmation));
  } catch {
    // Full or disabled storage: /confirm then points to My Applications instead.
  }
}

/** The confirmation kept in this tab, or null when there is none (or it is not one). */
export function loadConfirmation(): Confirmation | null {
  try {
    const stored = window.sessionStorage.getItem(CONFIRMATION_STORAGE_KEY);
    if (stored === null) return null;
    const parsed = confirmationSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
