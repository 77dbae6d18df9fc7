import { AppError } from '@ir/domain';

/**
 * Why a withdrawn filing takes no staff action: the owner withdrew it, or an administrator
 * voided it (decision 043). Both are `withdrawn`; the refusal names which.
 */
export function withdrawnRefusal(review: { voidedAt: Date | null }): AppError {
  return new AppError(
    409,
    'review_withdrawn',
    review.voidedAt ? 'review.voided' : 'review.withdrawn',
  );
}
