import { useId, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MyApplication } from '@ir/domain/contracts/applications/get-my-application.ts';
import {
  slotFits,
  type MeetingKind,
  type OpenMeetingSlot,
  type OwnerMeeting,
} from '@ir/domain/contracts/meetings/meeting-fields.ts';
import { bookMeetingBodySchema } from '@ir/domain/contracts/meetings/owner-meeting.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert, LiveStatus } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { byNewYorkDay, clockTime, dayAndTime, dayName } from '../../../lib/meeting-time.ts';
import { useMunicipality } from '../../../lib/municipality.ts';
import {
  filingMeetingQuery,
  filingMeetingSlotsQuery,
  useBookMeeting,
  useCancelMeeting,
} from '../api/meeting.ts';
import { formatUsPhone } from '../wizard/phone.ts';

/** The section's id: "Talk to a reviewer" on the offer links here. */
export const MEETING_SECTION_ID = 'meeting';
const YOUR_MEETING_ID = 'your-meeting-heading';

type Notice = 'booked' | 'moved' | 'cancelled';

/**
 * The owner's informal meeting (decision 055), while the filing is open: the booked meeting
 * with Change and Cancel, or the open times to book one, by phone or video. Times in ET.
 */
export function MeetingBooking({ filing }: { filing: MyApplication }) {
  const T = useLanguage().messages.meetingBooking;
  if (filing.status === 'complete' || filing.status === 'withdrawn') return null;
  return (
    <section
      id={MEETING_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="meeting-heading"
      className="mt-10 rounded-box border border-base-300 bg-base-100 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 sm:p-6"
    >
      <h2 id="meeting-heading" className="text-xl font-semibold">
        {T.heading}
      </h2>
      <MeetingContent filing={filing} />
    </section>
  );
}

function MeetingContent({ filing }: { filing: MyApplication }) {
  const { messages } = useLanguage();
  const T = messages.meetingBooking;
  const meeting = useQuery(filingMeetingQuery(filing.id));
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const focusYourMeeting = () =>
    // After the answer has been drawn: the heading is there once the booking is.
    setTimeout(() => document.getElementById(YOUR_MEETING_ID)?.focus());

  if (meeting.isError) {
    return (
      <div className="mt-4">
        <FormAlert
          kind="error"
          action={
            <button type="button" className="btn btn-sm" onClick={() => void meeting.refetch()}>
              {T.tryAgain}
            </button>
          }
        >
          {T.loadFailed}
        </FormAlert>
      </div>
    );
  }
  if (!meeting.data) return null;
  const current = meeting.data.meeting;
  const booked = current?.status === 'booked' ? current : null;
  return (
    <>
      <LiveStatus className="mt-4">
        {notice && (
          <FormAlert kind="success" inLiveRegion>
            {T[notice]}
          </FormAlert>
        )}
      </LiveStatus>
      {current && (
        <MeetingFacts
          filingId={filing.id}
          meeting={current}
          changing={changing}
          onChange={() => {
            setNotice(null);
            setChanging(true);
          }}
          onCancelled={() => {
            setNotice('cancelled');
            setChanging(false);
            document.getElementById(MEETING_SECTION_ID)?.focus();
          }}
        />
      )}
      {(!booked || changing) && (
        <BookingForm
          filing={filing}
          booked={booked}
          onKeep={() => {
            setChanging(false);
            focusYourMeeting();
          }}
          onBooked={(moved) => {
            setNotice(moved ? 'moved' : 'booked');
            setChanging(false);
            focusYourMeeting();
          }}
        />
      )}
    </>
  );
}

/** The meeting as booked (or held, or missed): when, how, and Change and Cancel while allowed. */
function MeetingFacts({
  filingId,
  meeting,
  changing,
  onChange,
  onCancelled,
}: {
  filingId: number;
  meeting: OwnerMeeting;
  changing: boolean;
  onChange: () => void;
  onCancelled: () => void;
}) {
  const { messages, format, language } = useLanguage();
  const T = messages.meetingBooking;
  const { firm } = useMunicipality();
  const errorText = useErrorText();
  const cancel = useCancelMeeting(filingId);
  const [asking, setAsking] = useState(false);
  const when = dayAndTime(meeting.starts_at, language);
  const booked = meeting.status === 'booked';
  return (
    <div className="mt-4">
      <h3
        id={YOUR_MEETING_ID}
        tabIndex={-1}
        className="font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {T.yourMeeting}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact term={T.when}>{format(T.whenValue, { time: when, minutes: meeting.minutes })}</Fact>
        <Fact term={T.how}>
          {meeting.kind === 'phone' ? (
            format(T.phoneCall, { phone: meeting.phone ?? '' })
          ) : meeting.video_url ? (
            <a className="link break-all" href={meeting.video_url} target="_blank" rel="noopener">
              {T.videoLink}
            </a>
          ) : (
            T.videoCall
          )}
        </Fact>
        {!booked && <Fact term={T.status}>{messages.meetings.statuses[meeting.status]}</Fact>}
      </dl>
      {booked &&
        (meeting.can_change ? (
          !changing && (
            <div className="mt-4 flex flex-wrap gap-2">
              <button type="button" className="btn btn-outline btn-sm" onClick={onChange}>
                {T.change}
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={cancel.isPending}
                onClick={() => {
                  cancel.reset();
                  setAsking(true);
                }}
              >
                {T.cancel}
              </button>
            </div>
          )
        ) : (
          <p className="mt-4">{format(T.tooLateToChange, { phone: firm.phone })}</p>
        ))}
      {cancel.isError && (
        <div className="mt-4">
          <FormAlert kind="error">
            {errorText(cancel.error, {
              showServerMessage: 'always',
              fallback: T.cancelFailed,
              phone: firm.phone,
            })}
          </FormAlert>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={T.cancelTitle}
        message={format(T.cancelMessage, { time: when })}
        confirmLabel={T.cancelConfirm}
        onConfirm={() => {
          setAsking(false);
          // A promise, not mutate's callbacks: the answer may unmount this before they run.
          void cancel.mutateAsync().then(onCancelled, () => undefined);
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/** What the form refuses, by field: a catalogue key (ours) or the server's words. */
interface FormErrors {
  slot?: string;
  kind?: string;
  phone?: string;
}

/** Where a server refusal shows: the time, the kind or the phone; else above the button. */
const FIELD_OF_CODE: Partial<Record<string, keyof FormErrors>> = {
  slot_taken: 'slot',
  slot_unavailable: 'slot',
  unknown_slot: 'slot',
  meeting_kind_mismatch: 'kind',
  video_unavailable: 'kind',
  phone_required: 'phone',
};

function refusedField(error: unknown): keyof FormErrors | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.field === 'phone' || error.field === 'kind') return error.field;
  if (error.field === 'slot_id') return 'slot';
  return FIELD_OF_CODE[error.errorMessage];
}

/**
 * The open times by day (a day, then its times), phone or video as the time allows, the number
 * to call for phone; Book, or Move when a meeting is booked. The first field refused gets the
 * focus and says why.
 */
function BookingForm({
  filing,
  booked,
  onKeep,
  onBooked,
}: {
  filing: MyApplication;
  /** The meeting being moved: its way to meet and its number are kept unless changed. */
  booked: OwnerMeeting | null;
  onKeep: () => void;
  onBooked: (moved: boolean) => void;
}) {
  const { messages, format, language, text } = useLanguage();
  const T = messages.meetingBooking;
  const F = T.form;
  const { firm } = useMunicipality();
  const errorText = useErrorText();
  const slots = useQuery(filingMeetingSlotsQuery(filing.id));
  const book = useBookMeeting(filing.id);
  const ids = { form: useId(), day: useId(), time: useId(), kind: useId(), phone: useId() };
  const [day, setDay] = useState('');
  const [slotId, setSlotId] = useState<number | null>(null);
  const moving = booked !== null;
  const [kind, setKind] = useState<MeetingKind | ''>(booked?.kind ?? '');
  const [phone, setPhone] = useState(booked?.phone ?? filing.owner.phone);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);

  if (slots.isError) {
    return (
      <div className="mt-4">
        <FormAlert
          kind="error"
          action={
            <button type="button" className="btn btn-sm" onClick={() => void slots.refetch()}>
              {T.tryAgain}
            </button>
          }
        >
          {T.loadFailed}
        </FormAlert>
      </div>
    );
  }
  if (!slots.data) return null;
  const days = byNewYorkDay(slots.data.slots);
  const shownDay = days.find((group) => group.day === day) ?? days[0];
  const chosen: OpenMeetingSlot | undefined = slots.data.slots.find((slot) => slot.id === slotId);

  const focusFirst = (found: FormErrors) => {
    const target = found.slot
      ? formRef.current?.querySelector<HTMLInputElement>(`input[name="${ids.time}"]`)
      : found.kind
        ? formRef.current?.querySelector<HTMLInputElement>(
            `input[name="${ids.kind}"]:not(:disabled)`,
          )
        : found.phone
          ? document.getElementById(ids.phone)
          : null;
    target?.focus();
  };

  const chooseSlot = (slot: OpenMeetingSlot) => {
    setSlotId(slot.id);
    setErrors((was) => ({ ...was, slot: undefined }));
    // A time for one kind only chooses it; a kind the time does not offer is dropped.
    if (slot.kind !== 'either') setKind(slot.kind);
    else if (kind !== '' && !slotFits(slot.kind, kind)) setKind('');
  };

  const submit = () => {
    setServerError(null);
    const found: FormErrors = {};
    if (!chosen) found.slot = 'meetingBooking.form.chooseTime' satisfies MessageKey;
    if (kind === '') found.kind = 'meetingBooking.form.chooseKind' satisfies MessageKey;
    const checked = bookMeetingBodySchema.shape.phone.safeParse(phone);
    if (kind === 'phone' && !checked.success) {
      found.phone = checked.error.issues[0]?.message ?? 'owner.phone';
    }
    setErrors(found);
    if (!chosen || kind === '' || Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    // A promise, not mutate's callbacks: a booking made unmounts this form before they run.
    void book
      .mutateAsync({
        slot_id: chosen.id,
        kind,
        ...(kind === 'phone' && checked.success && checked.data ? { phone: checked.data } : {}),
      })
      .then(
        (answer) => onBooked(answer.moved),
        (error: unknown) => {
          const field = refusedField(error);
          if (!field) {
            setServerError(error);
            return;
          }
          const message = errorText(error, {
            showServerMessage: 'always',
            fallback: F.failed,
            phone: firm.phone,
          });
          const placed = { [field]: message };
          // The time is gone: it is not offered again.
          if (field === 'slot') setSlotId(null);
          setErrors(placed);
          setTimeout(() => focusFirst(placed));
        },
      );
  };

  if (days.length === 0) {
    return (
      <>
        {!moving && <p className="mt-2">{T.intro}</p>}
        <p className="mt-4">{format(T.noTimes, { phone: firm.phone })}</p>
        {moving && (
          <button type="button" className="btn btn-sm mt-4" onClick={onKeep}>
            {T.keep}
          </button>
        )}
      </>
    );
  }

  const errorId = (name: string) => `${name}-error`;
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={moving ? undefined : 'meeting-heading'}
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {!moving && <p>{T.intro}</p>}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.day} className="text-sm font-medium">
          {F.day}
        </label>
        <select
          id={ids.day}
          className="select w-full sm:max-w-sm"
          value={shownDay?.day ?? ''}
          onChange={(event) => {
            setDay(event.target.value);
            setSlotId(null);
          }}
        >
          {days.map((group) => (
            <option key={group.day} value={group.day}>
              {dayName(group.day, language)}
            </option>
          ))}
        </select>
      </div>
      <fieldset
        aria-describedby={errors.slot ? errorId(ids.time) : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 text-sm font-medium">{F.time}</legend>
        {shownDay?.items.map((slot) => (
          <div key={slot.id} className="flex items-center gap-3">
            <input
              id={`${ids.time}-${slot.id}`}
              type="radio"
              name={ids.time}
              className="radio"
              checked={slotId === slot.id}
              onChange={() => chooseSlot(slot)}
            />
            <label htmlFor={`${ids.time}-${slot.id}`}>
              {format(F.slot, {
                time: clockTime(slot.starts_at, language),
                minutes: slot.minutes,
                kind: messages.meetings.kinds[slot.kind],
              })}
            </label>
          </div>
        ))}
        {errors.slot && (
          <p id={errorId(ids.time)} className="field-error text-sm">
            {text(errors.slot)}
          </p>
        )}
      </fieldset>
      <fieldset
        aria-describedby={errors.kind ? errorId(ids.kind) : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 text-sm font-medium">{F.kind}</legend>
        {(['phone', 'video'] as const).map((option) => (
          <div key={option} className="flex items-center gap-3">
            <input
              id={`${ids.kind}-${option}`}
              type="radio"
              name={ids.kind}
              className="radio"
              checked={kind === option}
              disabled={chosen !== undefined && !slotFits(chosen.kind, option)}
              onChange={() => {
                setKind(option);
                setErrors((was) => ({ ...was, kind: undefined }));
              }}
            />
            <label htmlFor={`${ids.kind}-${option}`}>{F[option]}</label>
          </div>
        ))}
        {errors.kind && (
          <p id={errorId(ids.kind)} className="field-error text-sm">
            {text(errors.kind)}
          </p>
        )}
      </fieldset>
      {kind === 'phone' && (
        <TextInput
          id={ids.phone}
          type="tel"
          autoComplete="tel"
          className="sm:max-w-sm"
          label={F.phoneNumber}
          hint={F.phoneHint}
          required
          value={phone}
          error={errors.phone}
          onChange={(event) => setPhone(formatUsPhone(event.target.value))}
        />
      )}
      {serverError !== null && (
        <FormAlert kind="error">
          {errorText(serverError, {
            showServerMessage: 'always',
            fallback: F.failed,
            phone: firm.phone,
          })}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={book.isPending}>
          {moving ? F.move : F.book}
        </button>
        {moving && (
          <button type="button" className="btn btn-outline" onClick={onKeep}>
            {T.keep}
          </button>
        )}
      </div>
    </form>
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
