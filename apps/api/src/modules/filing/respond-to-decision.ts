import { createHash } from 'node:crypto';
import {
  AppError,
  filingNumber,
  filingPeriodEnd,
  formatLongDate,
  MESSAGES,
  type RespondToDecisionInput,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { audit } from '../audit/index.ts';
import {
  enqueueMail,
  mailBranding,
  responseAcceptedEmail,
  responseDisagreedEmail,
} from '../mail/index.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';
import { recordOwnerEvent } from '../review/index.ts';
import { findApplicationOfAccount, insertResponse } from './repository.ts';

/**
 * The first instant the owner can no longer answer a decision: the end of Grievance Day in
 * New York, after which the Board of Assessment Review no longer takes grievances. Null when
 * the municipality's Grievance Day is not known: answers then stay open.
 */
export function responsesCloseAt(municipality: Pick<MunicipalityConfig, 'grievanceDay'>) {
  return municipality.grievanceDay ? filingPeriodEnd(municipality.grievanceDay) : null;
}

/** What the owner answered to, in a fixed key order, so its hash can be taken again later. */
export interface SignedValues {
  filingNumber: string;
  municipality: string;
  sbl: string;
  address: string;
  decision: RespondToDecisionInput['decision'];
  receivedTotalValue: number | null;
  receivedLandValue: number | null;
  assessedTotalValue: number | null;
  assessedLandValue: number | null;
  name: string;
  respondedAt: string;
}

/** SHA-256 (hex) of the values' JSON: any later change to one of them shows as a mismatch. */
export function signedValuesHash(values: SignedValues): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/**
 * POST /applications/respond: the owner accepts the completed review's value, signing with
 * their typed name, or disagrees, which leads to a grievance packet. Once per filing, and only
 * until the end of Grievance Day. Under the filing's row lock, so two answers sent at once
 * leave one; the answer, its audit row, the review's timeline and the e-mail are one
 * transaction.
 */
export async function respondToDecision(
  ctx: SignedInContext,
  input: RespondToDecisionInput,
  ipAddress: string,
): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const found = await findApplicationOfAccount(tx, muni, ctx.actor.id, input.id, 'for update');
    if (!found) throw new AppError(404, 'not_found', MESSAGES.applications.notFound);
    const a = found.application;
    if (a.reviewStatus !== 'complete') {
      throw new AppError(409, 'review_not_complete', MESSAGES.response.notComplete);
    }
    if (found.response) {
      throw new AppError(409, 'already_responded', MESSAGES.response.alreadyResponded);
    }
    const { grievanceDay } = ctx.municipality;
    if (grievanceDay && ctx.now >= filingPeriodEnd(grievanceDay)) {
      const date = formatLongDate(grievanceDay);
      throw new AppError(409, 'response_closed', MESSAGES.response.closed.replace('{date}', date));
    }
    const number = filingNumber(a.municipalityKey, a.filingYear, a.id);
    const values: SignedValues = {
      filingNumber: number,
      municipality: muni,
      sbl: a.sbl,
      address: a.fullAddress,
      decision: input.decision,
      receivedTotalValue: a.receivedTotalValue,
      receivedLandValue: a.receivedLandValue,
      // A 'no change' review keeps the received values (act-on-review stores them).
      assessedTotalValue: found.assessedTotalValue ?? a.receivedTotalValue,
      assessedLandValue: found.assessedLandValue ?? a.receivedLandValue,
      name: input.name,
      respondedAt: ctx.now.toISOString(),
    };
    const valuesHash = signedValuesHash(values);
    await insertResponse(tx, {
      applicationId: a.id,
      municipalityKey: muni,
      decision: input.decision,
      signatureName: input.name,
      respondedBy: ctx.actor.id,
      respondedAt: ctx.now,
      ipAddress,
      values,
      valuesHash,
    });
    await audit(tx, {
      municipalityKey: muni,
      actorUserId: ctx.actor.id,
      action: 'application.respond',
      target: { type: 'application', id: a.id },
      before: null,
      after: { decision: input.decision, filingNumber: number, valuesHash },
      requestId: ctx.requestId,
    });
    await recordOwnerEvent(tx, {
      municipalityKey: muni,
      applicationId: a.id,
      owner: { id: ctx.actor.id, email: ctx.actor.email },
      at: ctx.now,
      action: 'respond',
      after: { decision: input.decision },
    });
    const filing = {
      filingNumber: number,
      sbl: a.sbl,
      address: a.fullAddress,
      assessedTotalValue: values.assessedTotalValue,
    };
    const filingLink = ctx.link(`/applications/${a.id}`);
    await enqueueMail(tx, {
      municipalityKey: muni,
      to: ctx.actor.email,
      ...(input.decision === 'accept'
        ? responseAcceptedEmail(mailBranding(ctx), filing, {
            document: ctx.link(`/api/applications/${a.id}/agreement.pdf`),
            filing: filingLink,
          })
        : responseDisagreedEmail(
            mailBranding(ctx),
            { ...filing, grievanceDay: grievanceDay ?? null },
            { document: ctx.link(`/api/applications/${a.id}/grievance.pdf`), filing: filingLink },
          )),
    });
  });
}
