import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComparableSale } from '@ir/domain/contracts/filing/property-fields.ts';
import type { SuggestedComparable } from '@ir/domain/contracts/filing/suggest-comparables.ts';
import { SBL_MAX_LENGTH } from '@ir/domain/codes.ts';
import { compRefusal, MAX_COMPS, shapeCompSbl } from '@ir/domain/filing.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import { ComparablesTable } from '../../../components/comparables/ComparablesTable.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useFormat } from '../../../lib/format.ts';
import { comparableQuery } from '../api/get-comparable.ts';
import { suggestedCompsQuery } from '../api/suggest-comparables.ts';

/** A lookup or suggestion as the draft keeps it (the table's fields only). */
function asComparable(sale: ComparableSale): ComparableSale {
  const { sbl, address, style, sfla, built, condition, sale_date, sale_price } = sale;
  return { sbl, address, style, sfla, built, condition, sale_date, sale_price };
}

/**
 * SPEC §2 step 2 comparable sales (class below 330): an SBL box with Add, the SPEC §5
 * messages, the comparables table with Delete, and suggested sales to add with one click.
 * The box is a react-hook-form form of its own: its refusals are set on the field when Add is
 * pressed (the list's and the lookup's alike), and typing clears them, since the field has no
 * rules of its own to check again until the next Add.
 */
export function CompsSection({
  subject,
  comps,
  onChange,
}: {
  subject: string;
  comps: readonly ComparableSale[];
  onChange: (comps: ComparableSale[]) => void;
}) {
  const { messages, format, language, text } = useLanguage();
  const { dollars, shortDate } = useFormat();
  const T = messages.filing.comps;
  const headingId = useId();
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { isSubmitting },
  } = useForm<{ sbl: string }>({ defaultValues: { sbl: '' } });
  const [suggestionMessage, setSuggestionMessage] = useState<MessageKey>();
  // The suggestion just added: its Add button gives way to 'Added', which takes the focus, so a
  // keyboard user keeps their place in the list instead of falling back to the page's start.
  const [justAdded, setJustAdded] = useState<string | null>(null);
  // Stable, so React calls it once, when the 'Added' of `justAdded` appears, not on each render.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const suggestions = useQuery(suggestedCompsQuery(subject, language));
  const sbls = comps.map((c) => c.sbl);

  // A catalogue key (the domain's refusals, the lookup's err_key), which the field says in the
  // language in force; a lookup's err_msg without a key is shown as it comes.
  const refuse = (message: string) => {
    setError('sbl', { type: 'refused', message });
    // The message is the box's description, read out where the focus lands.
    setFocus('sbl');
  };

  const add = handleSubmit(async ({ sbl }) => {
    const shaped = shapeCompSbl(sbl);
    const refusal = compRefusal(shaped, sbls);
    if (refusal) return refuse(refusal);
    try {
      const found = await queryClient.fetchQuery(comparableQuery(shaped, subject));
      if (found.err_msg) return refuse(found.err_key ?? found.err_msg);
      // Checked again: the list may have changed while the lookup ran.
      const again = compRefusal(
        found.sbl,
        comps.map((c) => c.sbl),
      );
      if (again) return refuse(again);
      // Typed, not suggested: its 'Added' must not take the focus from the box.
      setJustAdded(null);
      onChange([...comps, asComparable(found)]);
      reset();
    } catch {
      // 404 unknown, 406 multi-site (SPEC §5), or no answer: all read 'Invalid sbl'.
      refuse('filing.compInvalid');
    }
  });

  const addSuggested = (suggestion: SuggestedComparable) => {
    const refusal = compRefusal(suggestion.sbl, sbls);
    setSuggestionMessage(refusal);
    if (refusal) return;
    setJustAdded(suggestion.sbl);
    onChange([...comps, asComparable(suggestion)]);
  };

  const remove = (removed: string) => {
    setJustAdded(null);
    onChange(comps.filter((c) => c.sbl !== removed));
    // The row and its Delete button are gone; the SBL box is where a replacement goes.
    setFocus('sbl');
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {T.heading}
      </h3>
      <p className="text-sm text-base-content/80">{format(T.intro, { max: MAX_COMPS })}</p>
      <form
        noValidate
        onSubmit={(event) => void add(event)}
        className="flex flex-wrap items-start gap-2"
      >
        <TextField
          control={control}
          name="sbl"
          format={shapeCompSbl}
          label={T.sbl}
          maxLength={SBL_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder="123.45-67-89"
          className="w-64"
        />
        <button type="submit" className="btn btn-secondary mt-6" disabled={isSubmitting}>
          {isSubmitting && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          {T.add}
        </button>
      </form>
      {comps.length > 0 && <ComparablesTable comps={comps} caption={T.yours} onDelete={remove} />}

      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">{T.suggested}</h4>
        <div aria-live="polite">
          {suggestionMessage && <p className="field-error text-sm">{text(suggestionMessage)}</p>}
        </div>
        {suggestions.isPending ? (
          <p className="text-sm">{T.suggestedLoading}</p>
        ) : suggestions.isError ? (
          <p className="text-sm">{T.suggestedFailed}</p>
        ) : suggestions.data.results.length === 0 ? (
          <p className="text-sm">{T.suggestedNone}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={T.suggested}>
            {suggestions.data.results.map((s) => (
              <li
                key={s.sbl}
                className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 p-3"
              >
                <div className="flex flex-col gap-1">
                  <p>
                    <span className="font-mono">{s.sbl}</span>, {s.address}
                  </p>
                  <p className="text-sm text-base-content/80">
                    {format(T.sold, {
                      date: shortDate(s.sale_date),
                      price: dollars(s.sale_price),
                    })}
                  </p>
                  {s.reasons.length > 0 && (
                    <ul
                      className="flex flex-wrap gap-1"
                      aria-label={format(T.whySuggested, { sbl: s.sbl })}
                    >
                      {s.reasons.map((reason) => (
                        // A long reason (the Spanish ones are) wraps inside its badge.
                        <li
                          key={reason}
                          className="badge badge-outline badge-sm h-auto min-h-5 py-0.5 text-left"
                        >
                          {reason}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                {sbls.includes(s.sbl) ? (
                  <span
                    ref={s.sbl === justAdded ? focusOnMount : undefined}
                    tabIndex={-1}
                    className="badge badge-success focus:outline-none focus-visible:outline-2 focus-visible:outline-solid"
                  >
                    {T.added}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    aria-label={format(T.addSbl, { sbl: s.sbl })}
                    onClick={() => addSuggested(s)}
                  >
                    {T.add}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
