import { queryOptions } from '@tanstack/react-query';
import { listMeetingSlotsContract } from '@ir/domain/contracts/meetings/staff-meeting-slots.ts';
import { callApi } from '../../../lib/api.ts';
import { meetingKeys } from './keys.ts';

/** GET /api/super/meeting_slots: the times of the days from `from` to `to`, with bookings. */
export const meetingSlotsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: meetingKeys.slots(from, to),
    queryFn: ({ signal }) => callApi(listMeetingSlotsContract, { query: { from, to }, signal }),
  });
