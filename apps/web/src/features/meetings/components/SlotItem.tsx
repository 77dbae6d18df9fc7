import { useId, useState, type ReactNode } from 'react';
import type { StaffMeetingSlot } from '@ir/domain/contracts/meetings/meeting-fields.ts';
import type { MeetingOutcome } from '@ir/domain/contracts/meetings/meeting-fields.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { telHref } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { clockTime } from '../../../lib/meeting-time.ts';
import { Link } from '../../../lib/router.tsx';
import { useRemoveMeetingSlot, useSetMeetingOutcome } from '../api/change-meeting-slots.ts';

export const slotHeadingId = (id: number) => `slot-${id}`;

/**
 * One time of the day: when, for how long and as what; its booking (owner, filing, how to
 * reach them); Mark held and No-show from its start; Remove, asked first.
 */
export function SlotItem({
  slot,
  now,
  onDone,
  onRemoved,
}: {
  slot: StaffMeetingSlot;
  now: number;
  /** An outcome was recorded: what to announce. Focus goes to the time's heading. */
  onDone: (notice: string) => void;
  /** The time was removed: what to announce; the page moves focus on. */
  onRemoved: (notice: string) => void;
}) {
  const { messages, format } = useLanguage();
  const T = messages.meetingsPage.slot;
  const K = messages.meetings;
  const errorText = useErrorText();
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [asking, setAsking] = useState(false);
  const outcome = useSetMeetingOutcome();
  const remove = useRemoveMeetingSlot();
  const time = clockTime(slot.starts_at, 'en');
  const booking = slot.booking;
  const started = Date.parse(slot.starts_at) <= now;
  const closed = booking !== null && booking.status !== 'booked';
  const failure = outcome.error ?? remove.error;

  const record = (result: MeetingOutcome) => {
    if (!booking) return;
    remove.reset();
    const trimmed = notes.trim();
    outcome.mutate(
      { booking_id: booking.id, outcome: result, ...(trimmed ? { notes: trimmed } : {}) },
      {
        onSuccess: () => {
          setNotes('');
          onDone(format(result === 'held' ? T.recordedHeld : T.recordedNoShow, { time }));
          document.getElementById(slotHeadingId(slot.id))?.focus();
        },
      },
    );
  };

  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <h3
        id={slotHeadingId(slot.id)}
        tabIndex={-1}
        className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {format(T.heading, { time, minutes: slot.minutes })}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact term={T.kind}>{K.kinds[slot.kind]}</Fact>
        <Fact term={T.reviewer}>{slot.reviewer_name ?? T.anyReviewer}</Fact>
        {booking && (
          <>
            <Fact term={T.owner}>{booking.owner_name}</Fact>
            <Fact term={T.filing}>
              <Link className="link" to={`/review/${booking.application_id}`}>
                {format(T.filingLink, { number: booking.filing_number })}
              </Link>
            </Fact>
            <Fact term={T.meeting}>{K.kinds[booking.kind]}</Fact>
            {booking.phone && (
              <Fact term={T.phone}>
                <a className="link" href={telHref(booking.phone)}>
                  {booking.phone}
                </a>
              </Fact>
            )}
            {booking.video_url && (
              <Fact term={T.video}>
                <a
                  className="link break-all"
                  href={booking.video_url}
                  target="_blank"
                  rel="noopener"
                >
                  {booking.video_url}
                </a>
              </Fact>
            )}
            <Fact term={T.status}>{K.statuses[booking.status]}</Fact>
            {booking.outcome_notes && (
              <Fact term={T.notesSaved}>
                <span className="whitespace-pre-line">{booking.outcome_notes}</span>
              </Fact>
            )}
          </>
        )}
      </dl>
      {!booking && <p className="mt-2">{T.open}</p>}

      {booking?.status === 'booked' &&
        (started ? (
          <div className="mt-3 flex flex-col gap-2">
            <label htmlFor={notesId} className="text-sm font-medium">
              {format(T.notes, { time })}
            </label>
            <textarea
              id={notesId}
              className="textarea w-full"
              rows={2}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={outcome.isPending}
                onClick={() => record('held')}
              >
                {T.held}
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={outcome.isPending}
                onClick={() => record('no_show')}
              >
                {T.noShow}
              </button>
            </div>
          </div>
        ) : (
          <p className="mt-3 text-sm">{format(T.notStartedYet, { time })}</p>
        ))}

      {!closed && (
        <div className="mt-3">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={remove.isPending}
            onClick={() => setAsking(true)}
          >
            {T.remove}
          </button>
        </div>
      )}
      {failure && (
        <div className="mt-3">
          <FormAlert kind="error">
            {errorText(failure, { showServerMessage: 'always', fallback: T.actionFailed })}
          </FormAlert>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={T.removeTitle}
        message={
          booking
            ? format(T.removeBooked, { owner: booking.owner_name, time })
            : format(T.removeOpen, { time })
        }
        confirmLabel={T.removeConfirm}
        onConfirm={() => {
          setAsking(false);
          outcome.reset();
          // A promise, not mutate's callbacks: the list read again may unmount this first.
          void remove.mutateAsync(slot.id).then(
            (answer) =>
              onRemoved(format(answer.cancelled_booking ? T.removedBooked : T.removed, { time })),
            () => undefined,
          );
        }}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-base-content/80">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
