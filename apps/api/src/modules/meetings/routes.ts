import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookMeetingContract,
  cancelMeetingContract,
  createMeetingSlotsContract,
  deleteMeetingSlotContract,
  getFilingMeetingContract,
  listFilingMeetingSlotsContract,
  listMeetingSlotsContract,
  setMeetingOutcomeContract,
} from '@ir/domain';
import { signedIn } from '../../plugins/request-context.ts';
import type { RecordMeetingHistory } from './history.ts';
import {
  bookMeeting,
  cancelMeeting,
  getFilingMeeting,
  listFilingMeetingSlots,
} from './owner-meeting.ts';
import {
  createMeetingSlots,
  deleteMeetingSlot,
  listMeetingSlots,
  setMeetingOutcome,
} from './staff-slots.ts';

/** Informal meetings (decision 055): staff's slots and outcomes, the owner's booking. */
export const meetingRoutes: FastifyPluginAsyncZod<{ recordHistory: RecordMeetingHistory }> = async (
  app,
  { recordHistory },
) => {
  const c = createMeetingSlotsContract;
  app.post(c.path, { schema: c.schema, config: { access: c.access } }, async (request) =>
    createMeetingSlots(signedIn(request.ctx), request.body),
  );
  const l = listMeetingSlotsContract;
  app.get(l.path, { schema: l.schema, config: { access: l.access } }, async (request) =>
    listMeetingSlots(signedIn(request.ctx), request.query),
  );
  const d = deleteMeetingSlotContract;
  app.delete(d.path, { schema: d.schema, config: { access: d.access } }, async (request) =>
    deleteMeetingSlot(signedIn(request.ctx), request.params.id, recordHistory),
  );
  const o = setMeetingOutcomeContract;
  app.post(o.path, { schema: o.schema, config: { access: o.access } }, async (request) =>
    setMeetingOutcome(signedIn(request.ctx), request.body, recordHistory),
  );
  const s = listFilingMeetingSlotsContract;
  app.get(s.path, { schema: s.schema, config: { access: s.access } }, async (request) =>
    listFilingMeetingSlots(signedIn(request.ctx), request.params.id),
  );
  const g = getFilingMeetingContract;
  app.get(g.path, { schema: g.schema, config: { access: g.access } }, async (request) =>
    getFilingMeeting(signedIn(request.ctx), request.params.id),
  );
  const b = bookMeetingContract;
  app.post(b.path, { schema: b.schema, config: { access: b.access } }, async (request) =>
    bookMeeting(signedIn(request.ctx), request.params.id, request.body, recordHistory),
  );
  const x = cancelMeetingContract;
  app.delete(x.path, { schema: x.schema, config: { access: x.access } }, async (request) => {
    await cancelMeeting(signedIn(request.ctx), request.params.id, recordHistory);
    return { success: true as const };
  });
};
