import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookMeetingContract,
  cancelMeetingContract,
  getFilingMeetingContract,
  listFilingMeetingSlotsContract,
  type BookMeetingInput,
} from '@ir/domain/contracts/meetings/owner-meeting.ts';
import { callApi } from '../../../lib/api.ts';
import { myApplicationsKey } from './list-my-applications.ts';

const meetingKey = (id: number) => [...myApplicationsKey(), id, 'meeting'] as const;
const slotsKey = (id: number) => [...myApplicationsKey(), id, 'meeting-slots'] as const;

/** GET /api/applications/{id}/meeting: the filing's meeting, or null. */
export const filingMeetingQuery = (id: number) =>
  queryOptions({
    queryKey: meetingKey(id),
    queryFn: ({ signal }) =>
      callApi(getFilingMeetingContract, { params: { id: String(id) }, signal }),
  });

/** GET /api/applications/{id}/meeting_slots: the open times, tomorrow to 30 days ahead. */
export const filingMeetingSlotsQuery = (id: number) =>
  queryOptions({
    queryKey: slotsKey(id),
    queryFn: ({ signal }) =>
      callApi(listFilingMeetingSlotsContract, { params: { id: String(id) }, signal }),
  });

/** Both read again after a change: a refusal (a time just taken) changes what is open too. */
function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: meetingKey(id) });
    void queryClient.invalidateQueries({ queryKey: slotsKey(id) });
  };
}

/** POST /api/applications/{id}/meeting: books a time, or moves the booking to it. */
export function useBookMeeting(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: BookMeetingInput) =>
      callApi(bookMeetingContract, { params: { id: String(id) }, body }),
    // Shown at once, so focus can move to it; read again anyway with the open times.
    onSuccess: ({ meeting }) => queryClient.setQueryData(meetingKey(id), { meeting }),
    onSettled: refresh,
  });
}

/** DELETE /api/applications/{id}/meeting: until 2 hours before it starts. */
export function useCancelMeeting(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: () => callApi(cancelMeetingContract, { params: { id: String(id) } }),
    onSuccess: () => queryClient.setQueryData(meetingKey(id), { meeting: null }),
    onSettled: refresh,
  });
}
