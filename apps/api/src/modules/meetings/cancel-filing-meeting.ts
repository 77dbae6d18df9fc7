import type { RequestContext } from '../../plugins/request-context.ts';
import type { Tx } from '../applications/index.ts';
import { audit } from '../audit/index.ts';
import type { RecordMeetingHistory } from './history.ts';
import { lockBookedOfFiling, updateBooking } from './repository.ts';
import { mailOwner } from './shared.ts';

/**
 * A filing withdrawn, voided or completed: its booked meeting is cancelled in the caller's
 * transaction (which holds the filing's row lock), with a timeline step, an audit row and the
 * cancellation e-mail (METHOD:CANCEL). Nothing when it has none.
 */
export async function cancelFilingMeeting(
  tx: Tx,
  ctx: Pick<RequestContext, 'municipality' | 'firm' | 'link' | 'now' | 'actor' | 'requestId'>,
  applicationId: number,
  recordHistory: RecordMeetingHistory,
): Promise<void> {
  const muni = ctx.municipality.key;
  const current = await lockBookedOfFiling(tx, muni, applicationId);
  if (!current) return;
  const booking = await updateBooking(tx, current.id, {
    status: 'cancelled',
    cancelledAt: ctx.now,
    sequence: current.sequence + 1,
  });
  const before = { starts_at: current.startsAt.toISOString(), status: 'booked' };
  const after = { event: 'cancelled', booking_id: booking.id, by: 'filing' };
  await recordHistory(tx, {
    municipalityKey: muni,
    applicationId,
    owner: ctx.actor ? { id: ctx.actor.id, email: ctx.actor.email } : null,
    at: ctx.now,
    action: 'meeting',
    before,
    after,
  });
  await audit(tx, {
    municipalityKey: muni,
    actorUserId: ctx.actor?.id ?? null,
    action: 'meeting.cancel',
    target: { type: 'application', id: applicationId },
    before,
    after,
    requestId: ctx.requestId,
  });
  await mailOwner(tx, ctx, 'cancelled', booking, 'filing');
}
