import { accountLanguage } from '@ir/domain/catalogues.ts';
import { filingNumber, type DecisionReason } from '@ir/domain';
import type { Tx } from '../applications/index.ts';
import { enqueueMail, mailBranding, offerSentEmail, offerLapsedEmail } from '../mail/index.ts';
import { findUserById } from '../users/index.ts';
import type { MailContext } from '../mail/index.ts';
import type { OfferRow } from './repository.ts';

/** The filing an offer's e-mail is about. */
export interface OfferFiling {
  id: number;
  municipalityKey: string;
  filingYear: number;
  sbl: string;
  fullAddress: string;
  submittedBy: number | null;
  receivedTotalValue: number | null;
  receivedLandValue: number | null;
}

/**
 * Queues an offer's e-mail to the account that filed, in its language, in the caller's
 * transaction. Nothing when that account is gone.
 */
export async function queueOfferMail(
  tx: Tx,
  kind: 'sent' | 'lapsed',
  brand: Omit<MailContext, 'language'>,
  filing: OfferFiling,
  offer: OfferRow,
  link: string,
): Promise<void> {
  if (filing.submittedBy === null) return;
  const account = await findUserById(tx, filing.municipalityKey, filing.submittedBy);
  if (!account) return;
  const branding = mailBranding(brand, accountLanguage(account.language));
  const mail = {
    filingNumber: filingNumber(filing.municipalityKey, filing.filingYear, filing.id),
    sbl: filing.sbl,
    address: filing.fullAddress,
    receivedTotalValue: filing.receivedTotalValue,
    receivedLandValue: filing.receivedLandValue,
    offeredTotalValue: offer.offeredTotalValue,
    offeredLandValue: offer.offeredLandValue,
    reason: offer.decisionReason as DecisionReason,
    explanation: offer.decisionExplanation,
    respondBy: offer.respondBy,
  };
  await enqueueMail(tx, {
    municipalityKey: filing.municipalityKey,
    to: account.email,
    ...(kind === 'sent'
      ? offerSentEmail(branding, mail, link)
      : offerLapsedEmail(branding, mail, link)),
  });
}
