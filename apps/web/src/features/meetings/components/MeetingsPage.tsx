import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StaffMeetingSlot } from '@ir/domain/contracts/meetings/meeting-fields.ts';
import { FormAlert, LiveStatus } from '../../../components/ui/FormAlert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { addDays, dayName, newYorkDay } from '../../../lib/meeting-time.ts';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { meetingSlotsQuery } from '../api/list-meeting-slots.ts';
import { PublishSlotsForm } from './PublishSlotsForm.tsx';
import { SlotItem, slotHeadingId } from './SlotItem.tsx';

/** How many days the page shows from its first. */
const DAYS_SHOWN = 7;

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The first day shown: `?from=` when it is a date, else today in New York. */
function firstDay(from: string | null): string {
  return from && ISO_DAY.test(from) ? from : newYorkDay(new Date());
}

export const dayHeadingId = (day: string) => `day-${day}`;

/** The time now, again every 30 seconds: a slot's outcome buttons appear once it starts. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Staff's informal meetings (decision 055): the day and the days ahead, each time with its
 * booking, held or missed from its start; and the form that publishes times. Every action is a
 * real button, and focus goes where the reviewer carries on after it.
 */
export function MeetingsPage() {
  const { messages, format } = useLanguage();
  const T = messages.meetingsPage;
  useDocumentTitle(T.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const from = firstDay(searchParams.get('from'));
  const to = addDays(from, DAYS_SHOWN - 1);
  const slots = useQuery(meetingSlotsQuery(from, to));
  useGlobalLoading(slots.isPending);
  const now = useNow();
  const [notice, setNotice] = useState('');
  const days = Array.from({ length: DAYS_SHOWN }, (_, index) => addDays(from, index));
  const byDay = new Map<string, StaffMeetingSlot[]>(days.map((day) => [day, []]));
  for (const slot of slots.data?.slots ?? []) byDay.get(newYorkDay(slot.starts_at))?.push(slot);

  /** After a time is removed: the next time of its day, else the one before, else the day. */
  const focusAfterRemoval = (day: string, slotId: number) => {
    const list = byDay.get(day) ?? [];
    const index = list.findIndex((slot) => slot.id === slotId);
    const neighbour = list[index + 1] ?? list[index - 1];
    const id = neighbour ? slotHeadingId(neighbour.id) : dayHeadingId(day);
    document.getElementById(id)?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">{T.title}</h1>
      <p className="mt-2">{T.intro}</p>

      <nav aria-label={T.days.label} className="mt-6 flex flex-wrap items-end gap-3">
        <Link
          className="btn btn-outline btn-sm"
          to={`/meetings?from=${addDays(from, -DAYS_SHOWN)}`}
        >
          {T.days.previous}
        </Link>
        <Link className="btn btn-outline btn-sm" to="/meetings">
          {T.days.today}
        </Link>
        <Link className="btn btn-outline btn-sm" to={`/meetings?from=${addDays(from, DAYS_SHOWN)}`}>
          {T.days.next}
        </Link>
        {/* Keyed: the box starts again from the address when a link or Back changes it. */}
        <DayPicker
          key={from}
          from={from}
          onShow={(day) => setSearchParams(new URLSearchParams({ from: day }))}
        />
      </nav>
      <p className="mt-3 text-sm">
        {format(T.days.range, { from: dayName(from, 'en'), to: dayName(to, 'en') })}
      </p>

      <LiveStatus className="mt-4">
        {notice && (
          <FormAlert kind="success" inLiveRegion>
            {notice}
          </FormAlert>
        )}
      </LiveStatus>

      {slots.isError ? (
        <div className="mt-6">
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
      ) : (
        slots.data &&
        days.map((day) => {
          const list = byDay.get(day) ?? [];
          return (
            <section key={day} aria-labelledby={dayHeadingId(day)} className="mt-8">
              <h2
                id={dayHeadingId(day)}
                tabIndex={-1}
                className="text-xl font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {dayName(day, 'en')}
              </h2>
              {list.length === 0 ? (
                <p className="mt-2 text-base-content/80">{T.noTimes}</p>
              ) : (
                <ul className="mt-3 flex flex-col gap-3">
                  {list.map((slot) => (
                    <SlotItem
                      key={slot.id}
                      slot={slot}
                      now={now}
                      onDone={setNotice}
                      onRemoved={(text) => {
                        setNotice(text);
                        focusAfterRemoval(day, slot.id);
                      }}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}

      <PublishSlotsForm onPublished={setNotice} />
    </div>
  );
}

/** A first day typed or picked, shown with the button (no jump while a date is half typed). */
function DayPicker({ from, onShow }: { from: string; onShow: (day: string) => void }) {
  const T = useLanguage().messages.meetingsPage.days;
  const [day, setDay] = useState(from);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (ISO_DAY.test(day)) onShow(day);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="meetings-from" className="text-sm font-medium">
          {T.from}
        </label>
        <input
          id="meetings-from"
          type="date"
          className="input input-sm"
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-sm">
        {T.show}
      </button>
    </form>
  );
}
