import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createMeetingSlotsContract,
  deleteMeetingSlotContract,
  setMeetingOutcomeContract,
  type CreateMeetingSlotsInput,
  type SetMeetingOutcomeInput,
} from '@ir/domain/contracts/meetings/staff-meeting-slots.ts';
import { callApi } from '../../../lib/api.ts';
import { meetingKeys } from './keys.ts';

/*
 * Staff's changes to the times: each reads the days shown again afterwards, whether it worked
 * or not (a refusal may mean someone else changed the same time meanwhile).
 */

function useRefreshSlots() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own onSuccess runs at once, while its time is still on the page.
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...meetingKeys.all, 'slots'] });
  };
}

/** POST /api/super/meeting_slots: consecutive times, all or none. */
export function usePublishMeetingSlots() {
  const refresh = useRefreshSlots();
  return useMutation({
    mutationFn: (body: CreateMeetingSlotsInput) => callApi(createMeetingSlotsContract, { body }),
    onSettled: refresh,
  });
}

/** DELETE /api/super/meeting_slots/{id}: a booked one's meeting is cancelled and its owner told. */
export function useRemoveMeetingSlot() {
  const refresh = useRefreshSlots();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteMeetingSlotContract, { params: { id: String(id) } }),
    onSettled: refresh,
  });
}

/** POST /api/super/meeting_outcome: held or no_show, from the slot's start. */
export function useSetMeetingOutcome() {
  const refresh = useRefreshSlots();
  return useMutation({
    mutationFn: (body: SetMeetingOutcomeInput) => callApi(setMeetingOutcomeContract, { body }),
    onSettled: refresh,
  });
}
