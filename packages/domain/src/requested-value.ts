/**
 * The requested assessment as people type or paste it (SPEC §5: stored as whole dollars,
 * digits only). Owners copy amounts from appraisals and notices ("55000.00", "$48,500.00"):
 * the whole dollars are kept and the cents dropped, never appended to them.
 */
export function wholeDollarDigits(typed: string): string {
  const [whole = ''] = typed.split('.');
  return whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** Below this share of the assessment a requested value is most likely mistyped. */
export const REQUESTED_VALUE_LOW_SHARE = 0.1;

export interface RequestedChange {
  direction: 'less' | 'more' | 'same';
  /** Whole dollars between the requested value and the assessment, never negative. */
  amount: number;
  /** `amount` as a percentage of the assessment, never negative. */
  percent: number;
  /**
   * A requested value a review is rarely meant to ask for, said without blocking: above the
   * assessment, or under a tenth of it (a slipped digit, a misplaced separator).
   */
  warning: 'above' | 'belowTenth' | null;
}

/**
 * How the requested value compares with the assessed total; null while either is missing
 * (nothing typed yet, or a parcel with no assessment on the roll).
 */
export function requestedChange(
  desiredDigits: string,
  assessed: number | null | undefined,
): RequestedChange | null {
  if (!/^\d+$/.test(desiredDigits) || !assessed || assessed <= 0) return null;
  const desired = Number(desiredDigits);
  const difference = desired - assessed;
  const amount = Math.abs(difference);
  return {
    direction: difference < 0 ? 'less' : difference > 0 ? 'more' : 'same',
    amount,
    percent: (amount / assessed) * 100,
    warning:
      desired > assessed
        ? 'above'
        : desired < assessed * REQUESTED_VALUE_LOW_SHARE
          ? 'belowTenth'
          : null,
  };
}
