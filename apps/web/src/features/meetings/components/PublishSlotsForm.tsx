import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  MEETING_MINUTES_MAX,
  MEETING_MINUTES_MIN,
  MEETING_SLOT_KINDS,
  MEETING_SLOTS_MAX,
} from '@ir/domain/contracts/meetings/meeting-fields.ts';
import { messageKey } from '@ir/domain/message-ref.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { dayAndTime, newYorkDay } from '../../../lib/meeting-time.ts';
import { usePublishMeetingSlots } from '../api/change-meeting-slots.ts';
import { meetingStaffQuery } from '../api/list-staff.ts';

const wholeBetween = (min: number, max: number) => (value: string) =>
  /^\d{1,3}$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/** The boxes as typed; the API's own limits, said with its own texts. */
const publishSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('meetingsPage.publish.chooseDate')),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKey('meetingsPage.publish.chooseTime')),
  minutes: z
    .string()
    .refine(
      wholeBetween(MEETING_MINUTES_MIN, MEETING_MINUTES_MAX),
      messageKey('meetings.errors.badMinutes'),
    ),
  count: z
    .string()
    .refine(wholeBetween(1, MEETING_SLOTS_MAX), messageKey('meetings.errors.badCount')),
  kind: z.enum(MEETING_SLOT_KINDS),
  reviewer: z.string(),
});
type PublishForm = z.infer<typeof publishSchema>;
type FormField = keyof PublishForm;

/** Where a refusal shows: the field the API named, else the field its code is about. */
const FIELD_OF_BODY: Partial<Record<string, FormField>> = {
  starts_at: 'time',
  minutes: 'minutes',
  count: 'count',
  kind: 'kind',
  reviewer_id: 'reviewer',
};
const FIELD_OF_CODE: Partial<Record<string, FormField>> = {
  slot_overlap: 'time',
  slot_in_past: 'time',
  not_staff: 'reviewer',
};

function refusedField(error: unknown): FormField | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return (
    (error.field ? FIELD_OF_BODY[error.field] : undefined) ?? FIELD_OF_CODE[error.errorMessage]
  );
}

/**
 * Publish consecutive times for one reviewer (the caller unless another is chosen). A refusal
 * (an overlap, too many) shows at its field, which gets the focus.
 */
export function PublishSlotsForm({ onPublished }: { onPublished: (notice: string) => void }) {
  const { messages, format } = useLanguage();
  const T = messages.meetingsPage.publish;
  const errorText = useErrorText();
  const staff = useQuery(meetingStaffQuery());
  const publish = usePublishMeetingSlots();
  const { control, handleSubmit, setError, setFocus } = useForm<PublishForm>({
    resolver: zodResolver(publishSchema),
    defaultValues: {
      date: newYorkDay(new Date()),
      time: '09:00',
      minutes: '20',
      count: '1',
      kind: 'either',
      reviewer: '',
    },
  });

  const submit = handleSubmit((values) => {
    publish.mutate(
      {
        starts_at: `${values.date}T${values.time}`,
        minutes: Number(values.minutes),
        count: Number(values.count),
        kind: values.kind,
        ...(values.reviewer ? { reviewer_id: Number(values.reviewer) } : {}),
      },
      {
        onSuccess: ({ slots }) => {
          const first = slots[0];
          onPublished(
            format(T.published, {
              count: slots.length,
              time: first ? dayAndTime(first.starts_at, 'en') : values.time,
            }),
          );
        },
        onError: (error) => {
          const field = refusedField(error);
          if (!field) return;
          setError(field, {
            type: 'server',
            message: errorText(error, { showServerMessage: 'always', fallback: T.failed }),
          });
          setFocus(field);
        },
      },
    );
  });

  const placed = refusedField(publish.error) !== undefined;
  return (
    <section aria-labelledby="publish-heading" className="mt-12 max-w-2xl">
      <h2 id="publish-heading" className="text-xl font-semibold">
        {T.heading}
      </h2>
      <p className="mt-2">{T.hint}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="date" type="date" label={T.date} required />
          <TextField
            control={control}
            name="time"
            type="time"
            label={T.startTime}
            hint={T.startTimeHint}
            required
          />
          <TextField
            control={control}
            name="minutes"
            inputMode="numeric"
            label={T.minutes}
            hint={T.minutesHint}
            required
          />
          <TextField
            control={control}
            name="count"
            inputMode="numeric"
            label={T.count}
            hint={T.countHint}
            required
          />
          <SelectField
            control={control}
            name="kind"
            label={T.kind}
            options={MEETING_SLOT_KINDS.map((kind) => ({
              value: kind,
              label: messages.meetings.kinds[kind],
            }))}
          />
          <SelectField
            control={control}
            name="reviewer"
            label={T.reviewer}
            options={[
              { value: '', label: T.me },
              ...(staff.data ?? []).map((user) => ({ value: String(user.id), label: user.email })),
            ]}
          />
        </div>
        {publish.isError && !placed && (
          <FormAlert kind="error">
            {errorText(publish.error, { showServerMessage: 'always', fallback: T.failed })}
          </FormAlert>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={publish.isPending}>
            {T.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
