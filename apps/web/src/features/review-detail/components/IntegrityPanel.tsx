import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import type { IntegrityCheckData } from '@ir/domain/contracts/roll-integrity/get-integrity-check.ts';
import { integrityCheck, type IntegrityFigures } from '@ir/domain/integrity-check.ts';
import { fillMessage, MESSAGES } from '@ir/domain/messages.ts';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { formatDollars, formatNumber } from '../../../lib/format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { integrityCheckQuery } from '../api/get-integrity-check.ts';
import type { ReviewFormValues } from '../review-form.ts';

const M = MESSAGES.integrity;

const ratioText = (value: number | null) => (value === null ? '–' : value.toFixed(3));
const figureText = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/** Why the check cannot judge, in words; none when it can. */
function shortfalls(figures: IntegrityFigures): string[] {
  const words: Record<IntegrityFigures['too_few'][number], string> = {
    comparables: M.tooFewComparables,
    sales: M.tooFewSales,
    subject_sfla: M.noSubjectSfla,
    proposed: M.noProposed,
  };
  return figures.too_few.map((reason) => words[reason]);
}

/**
 * The review screen's "Integrity check" (decision 057), beside the value inputs: the
 * comparables' indicated value, the proposed ratio next to the neighbourhood's median, and the
 * neighbourhood's COD and PRD now and after this decision. Recomputed from `data` on every
 * keystroke (the domain's integrityCheck, no request); a value below the guard is said in
 * words, and with require_note the note's box appears.
 */
export function IntegrityFiguresView({
  data,
  proposed,
  control,
}: {
  data: IntegrityCheckData;
  proposed: number | null;
  control?: Control<ReviewFormValues> | undefined;
}) {
  const { language } = useLanguage();
  // Unique: the Send offer form shows the check too, beside the decision form's.
  const headingId = useId();
  const figures = useMemo(
    () =>
      integrityCheck({
        proposed,
        subjectSfla: data.subject_sfla,
        comparables: data.comparables,
        sales: data.sales,
        guard: data.guard,
      }),
    [data, proposed],
  );
  const missing = shortfalls(figures);
  const needsNote = figures.crossed && data.guard === 'require_note';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-box border border-base-300 p-4 flex flex-col gap-3"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {M.heading}
      </h3>
      {data.guard === 'off' && <p className="text-sm">{M.guardOff}</p>}
      <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{M.indicatedValue}</dt>
        <dd>
          {formatDollars(figures.indicated_value, language)}
          {figures.indicated_value !== null && figures.price_per_sfla !== null && (
            <span className="block text-xs">
              {fillMessage(M.indicatedHow, {
                perFoot: formatDollars(Math.round(figures.price_per_sfla), language),
                count: String(figures.comparables_used),
                sfla: formatNumber(data.subject_sfla ?? 0, language),
              })}
            </span>
          )}
        </dd>
        <dt>{M.proposedRatio}</dt>
        <dd data-testid="integrity-proposed-ratio">{ratioText(figures.proposed_ratio)}</dd>
        <dt>{fillMessage(M.nbhdMedian, { count: String(figures.nbhd_count) })}</dt>
        <dd>{ratioText(figures.nbhd_median_ratio)}</dd>
      </dl>
      <ScrollRegion label={M.figuresLabel}>
        <table className="table table-sm w-auto">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">Figure</span>
              </th>
              <th scope="col">{M.now}</th>
              <th scope="col">{M.after}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{M.cod}</th>
              <td>{figureText(figures.cod_now)}</td>
              <td data-testid="integrity-cod-after">{figureText(figures.cod_after)}</td>
            </tr>
            <tr>
              <th scope="row">{M.prd}</th>
              <td>{ratioText(figures.prd_now)}</td>
              <td>{ratioText(figures.prd_after)}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <div aria-live="polite" className="flex flex-col gap-2">
        {missing.map((words) => (
          <p key={words} className="text-sm">
            {words}
          </p>
        ))}
        {figures.crossed && (
          <p className="alert alert-warning py-2">
            <strong>Warning:</strong> {M.crossed} {needsNote ? M.crossedNeedsNote : ''}
          </p>
        )}
        {!figures.crossed &&
          data.guard !== 'off' &&
          figures.proposed_ratio !== null &&
          figures.threshold_ratio !== null && <p className="text-sm">{M.within}</p>}
      </div>
      {figures.crossed && control && (
        <TextAreaField
          control={control}
          name="integrity_note"
          label={M.noteLabel}
          hint={M.noteHint}
          required={needsNote}
          rows={3}
        />
      )}
    </section>
  );
}

/** The panel for review `id`, with its data loaded once. */
export function IntegrityPanel({
  id,
  proposed,
  control,
}: {
  id: number;
  proposed: number | null;
  control?: Control<ReviewFormValues> | undefined;
}) {
  const errorText = useErrorText();
  const headingId = useId();
  // Loaded once the reviewer types a new total (then kept): a decision without one checks nothing.
  const query = useQuery({ ...integrityCheckQuery(id), enabled: proposed !== null });
  if (query.isPending && proposed === null) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {M.heading}
        </h3>
        <p className="text-sm">{M.noProposed}</p>
      </section>
    );
  }
  if (query.isPending) return <p className="text-sm">{M.loading}</p>;
  if (query.isError) {
    return <p className="text-sm">{errorText(query.error, { fallback: M.loadFailed })}</p>;
  }
  return <IntegrityFiguresView data={query.data} proposed={proposed} control={control} />;
}
