import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { FilingPeriod } from '@ir/domain/contracts/admin/get-filing-period.ts';
import {
  FILING_ROLL_YEAR_MAX,
  FILING_ROLL_YEAR_MIN,
} from '@ir/domain/contracts/admin/set-filing-period.ts';
import { formatLongDate } from '@ir/domain/deadline.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { isoDateSchema } from '@ir/domain/municipality.ts';
import { TextField } from '../../../../components/form/TextField.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { useErrorText, type ErrorTextOptions } from '../../../../lib/error-text.ts';
import { filingPeriodQuery } from '../../api/get-filing-period.ts';
import { useResetFilingPeriod, useSetFilingPeriod } from '../../api/set-filing-period.ts';

/** The inputs hold text; the roll year becomes a number only once it is four digits in range. */
const filingPeriodFormSchema = z.object({
  deadline: z
    .string()
    .refine((date) => isoDateSchema.safeParse(date).success, MESSAGES.filingPeriod.badDeadline),
  rollYear: z
    .string()
    .regex(/^\d{4}$/, MESSAGES.filingPeriod.badRollYear)
    .refine(
      (year) => Number(year) >= FILING_ROLL_YEAR_MIN && Number(year) <= FILING_ROLL_YEAR_MAX,
      MESSAGES.filingPeriod.badRollYear,
    ),
});
type FilingPeriodFormValues = z.input<typeof filingPeriodFormSchema>;

/** The API's own words for a refusal (e.g. a deadline outside the roll year), else the general text. */
const FILING_PERIOD_FAILURE = {
  showServerMessage: 'always',
  fallback: MESSAGES.filingPeriod.saveFailed,
} as const satisfies ErrorTextOptions;

function CurrentPeriod({ period }: { period: FilingPeriod }) {
  return (
    <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
      <dt className="font-semibold">Filing deadline</dt>
      <dd>{formatLongDate(period.deadline)}</dd>
      <dt className="font-semibold">Roll year</dt>
      <dd>{period.rollYear}</dd>
      <dt className="font-semibold">Source</dt>
      <dd>
        {period.source === 'catalog'
          ? 'Default'
          : `Set here (default: ${formatLongDate(period.catalogDeadline)}, roll year ${period.catalogRollYear})`}
      </dd>
      <dt className="font-semibold">Filing period</dt>
      <dd>{period.expired ? 'Expired' : 'Open'}</dd>
    </dl>
  );
}

/** A mega-admin sets the municipality's filing deadline over its default, or resets it. */
export function FilingPeriodSection() {
  const errorText = useErrorText();
  const period = useQuery(filingPeriodQuery());
  const save = useSetFilingPeriod();
  const reset = useResetFilingPeriod();
  const [outcome, setOutcome] = useState<'saved' | 'reset' | null>(null);
  const { control, handleSubmit } = useForm<FilingPeriodFormValues>({
    resolver: zodResolver(filingPeriodFormSchema),
    defaultValues: { deadline: '', rollYear: '' },
    // The stored period fills the form, and refills it after a save or reset.
    values: period.data
      ? { deadline: period.data.deadline, rollYear: String(period.data.rollYear) }
      : undefined,
    mode: 'onTouched',
  });
  const busy = save.isPending || reset.isPending;
  const failed = save.isError ? save.error : reset.isError ? reset.error : null;

  const submit = handleSubmit(({ deadline, rollYear }) => {
    setOutcome(null);
    reset.reset();
    save.mutate({ deadline, rollYear: Number(rollYear) }, { onSuccess: () => setOutcome('saved') });
  });
  const resetToDefault = () => {
    setOutcome(null);
    save.reset();
    reset.mutate(undefined, { onSuccess: () => setOutcome('reset') });
  };

  return (
    <section aria-labelledby="filing-period-heading" className="flex flex-col gap-4">
      <h2 id="filing-period-heading" className="text-lg font-semibold">
        Filing period
      </h2>
      {period.isPending && <p className="mt-4">Loading the filing period…</p>}
      {period.isError && (
        <FormAlert kind="error">{errorText(period.error, FILING_PERIOD_FAILURE)}</FormAlert>
      )}
      {period.data && <CurrentPeriod period={period.data} />}
      <form noValidate onSubmit={submit} className="mt-6 flex max-w-md flex-col gap-4">
        <TextField
          control={control}
          name="deadline"
          type="date"
          label="Filing deadline"
          hint="The last day to file; the period ends after this day, New York time."
          required
        />
        <TextField
          control={control}
          name="rollYear"
          label="Roll year"
          inputMode="numeric"
          maxLength={4}
          hint="Four digits, e.g. 2026."
          required
        />
        {outcome && (
          <FormAlert kind="success">
            {outcome === 'saved' ? MESSAGES.filingPeriod.saved : MESSAGES.filingPeriod.reset}
          </FormAlert>
        )}
        {failed && <FormAlert kind="error">{errorText(failed, FILING_PERIOD_FAILURE)}</FormAlert>}
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={busy || !period.data}>
            Save
          </button>
          <button
            type="button"
            className="btn"
            onClick={resetToDefault}
            disabled={busy || period.data?.source !== 'override'}
          >
            Reset to default
          </button>
        </div>
      </form>
    </section>
  );
}
