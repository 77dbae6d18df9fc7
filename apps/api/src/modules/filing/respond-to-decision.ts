import {
  AppError,
  filingNumber,
  formatLongDate,
  msg,
  type RespondToDecisionInput,
} from '@ir/domain';
import type { SignedInContext } from '../../plugins/request-context.ts';
import {
  findApplicationOfAccount,
  insertResponse,
  responseWindow,
  signedValuesHash,
  type SignedValues,
} from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import {
  enqueueMail,
  mailBranding,
  responseAcceptedEmail,
  responseDisagreedEmail,
} from '../mail/index.ts';
import { recordOwnerEvent } from '../review/index.ts';
import { mailLanguageOf } from '../users/index.ts';
import { violates } from './submit-review.ts';

/** The answer's primary key: one answer per filing. */
const ONE_RESPONSE_KEY = 'application_responses_pkey';

/**
 * POST /applications/respond: the owner accepts the completed review's value, signing with
 * their typed name, or disagrees, which leads to a grievance packet. Once per filing, and only
 * until the end of Grievance Day. Under the filing's row lock, so two answers sent at once
 * leave one; the answer, its audit row, the review's timeline and the e-mail are one
 * transaction. Should a second answer still reach the insert, the primary key refuses it and
 * it gets the same 409 as one that came later.
 */
export async function respondToDecision(
  ctx: SignedInContext,
  input: RespondToDecisionInput,
  ipAddress: string,
): Promise<void> {
  try {
    await recordResponse(ctx, input, ipAddress);
  } catch (error) {
    if (violates(error, ONE_RESPONSE_KEY)) {
      throw new AppError(409, 'already_responded', 'response.alreadyResponded');
    }
    throw error;
  }
}

async function recordResponse(
  ctx: SignedInContext,
  input: RespondToDecisionInput,
  ipAddress: string,
): Promise<void> {
  const muni = ctx.municipality.key;
  await ctx.db.transaction(async (tx) => {
    const found = await findApplicationOfAccount(tx, muni, ctx.actor.id, input.id, 'for update');
    if (!found) throw new AppError(404, 'not_found', 'applications.notFound');
    const a = found.application;
    if (a.reviewStatus !== 'complete') {
      throw new AppError(409, 'review_not_complete', 'response.notComplete');
    }
    if (found.response) {
      throw new AppError(409, 'already_responded', 'response.alreadyResponded');
    }
    const { grievanceDay, open } = responseWindow(ctx.municipality, a.filingYear, ctx.now);
    if (!open) {
      throw new AppError(
        409,
        'response_closed',
        grievanceDay
          ? msg('response.closed', { date: formatLongDate(grievanceDay) })
          : 'response.closedEarlierRoll',
      );
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
      // Under a name the audit keeps: it drops keys that look like secrets ('hash').
      after: { decision: input.decision, filingNumber: number, valuesSha256: valuesHash },
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
    const branding = mailBranding(
      ctx,
      await mailLanguageOf(tx, muni, { id: ctx.actor.id }, ctx.language),
    );
    await enqueueMail(tx, {
      municipalityKey: muni,
      to: ctx.actor.email,
      ...(input.decision === 'accept'
        ? responseAcceptedEmail(branding, filing, {
            document: ctx.link(`/api/applications/${a.id}/agreement.pdf`),
            filing: filingLink,
          })
        : responseDisagreedEmail(
            branding,
            { ...filing, grievanceDay },
            { document: ctx.link(`/api/applications/${a.id}/grievance.pdf`), filing: filingLink },
          )),
    });
  });
}
