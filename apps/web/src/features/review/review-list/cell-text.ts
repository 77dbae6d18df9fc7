import type { AuthorizationStatus } from '@ir/domain/contracts/representatives/authorization-fields.ts';
import type { ReviewListRow } from '@ir/domain/contracts/review/review-fields.ts';
import type { Language } from '@ir/domain/languages.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { NO_OWNER_RESPONSE, OWNER_RESPONSES, type OfferStatus } from '@ir/domain/review.ts';
import { formatDollars, formatShortDate } from '../../../lib/format.ts';
import { assigneeName, type Assignees } from './assignment.ts';
import type { ColumnKey } from './columns.ts';

/** The text of the cells the table shows as text (badges and the View link are drawn). */

/** The owner's answer to the decision as staff read it: Accepted, Disagreed or No response. */
export function ownerResponseText(response: ReviewListRow['owner_response']): string {
  return response === null ? NO_OWNER_RESPONSE : OWNER_RESPONSES[response];
}

/**
 * What became of the latest preliminary offer, as staff read it; '' when none was sent. Open
 * is the Offer sent view's; the others are where the review went back to its reviewer.
 */
export const OFFER_STATUS_TEXT: Readonly<Record<OfferStatus, string>> = {
  open: 'Offer sent',
  accepted: 'Accepted',
  countered: 'Countered',
  lapsed: 'Offer lapsed',
  closed: 'Offer closed',
};

export function offerStatusText(status: ReviewListRow['offer_status']): string {
  return status === null ? '' : OFFER_STATUS_TEXT[status];
}

/** Whether a representative filed it, as staff read it (decision 035). */
export function byRepresentativeText(byRepresentative: boolean): string {
  return byRepresentative ? 'Yes' : 'No';
}

/** Whether the decision or offer crossed the integrity guard, as staff read it (decision 057). */
export function integrityFlagText(flag: boolean): string {
  return flag ? 'Yes' : 'No';
}

/** The status of the owner's authorization a filing was made under, as staff read it. */
export const AUTHORIZATION_STATUS_TEXT: Readonly<Record<AuthorizationStatus, string>> = {
  pending: 'Pending',
  active: 'Active',
  declined: 'Declined',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** '' when the filing names no e-signed authorization (an owner's, or one with a file attached). */
export function authorizationStatusText(status: ReviewListRow['authorization_status']): string {
  return status === null ? '' : AUTHORIZATION_STATUS_TEXT[status];
}

/**
 * A cell's text on screen, for the columns that show text (badges and the View link are drawn);
 * dates and money written in `language`, the page's.
 */
export function displayText(
  row: ReviewListRow,
  key: ColumnKey,
  assignees: Assignees,
  language: Language,
): string {
  switch (key) {
    case 'assigned_to':
      return row.assigned_to === null
        ? MESSAGES.review.unassigned
        : assigneeName(row.assigned_to, assignees);
    case 'application_submitted':
      return formatShortDate(row.application_submitted, language);
    case 'received_total_value':
      return formatDollars(row.received_total_value, language);
    case 'total_value_change':
      return row.total_value_change === 'Y' ? 'Yes' : 'No';
    case 'owner_response':
      return ownerResponseText(row.owner_response);
    case 'by_representative':
      return byRepresentativeText(row.by_representative);
    case 'offer_status':
      return offerStatusText(row.offer_status) || '-';
    case 'integrity_flag':
      return integrityFlagText(row.integrity_flag);
    case 'authorization_status':
      return authorizationStatusText(row.authorization_status) || '-';
    case 'offer_respond_by':
      return formatShortDate(row.offer_respond_by, language);
    default: {
      const value = row[key];
      return value === null ? '-' : String(value);
    }
  }
}
