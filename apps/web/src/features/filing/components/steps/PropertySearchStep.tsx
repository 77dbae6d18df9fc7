import { useId, useRef, useState } from 'react';
import { useNavigate } from '../../../../lib/router.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertySearchRecord } from '@ir/domain/contracts/filing/property-fields.ts';
import { withPhone } from '@ir/domain/messages.ts';
import { TextInput } from '../../../../components/form/TextInput.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../../lib/api.ts';
import { loginPath } from '../../../../lib/redirect-to.ts';
import { useLanguage } from '../../../../lib/language.tsx';
import { useMunicipality } from '../../../../lib/municipality.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { oneReviewQuery } from '../../api/check-one-review.ts';
import { propertyExtraQuery } from '../../api/get-property-extra.ts';
import { searchPropertiesQuery } from '../../api/search-properties.ts';
import { summaryTargetId, WIZARD_STEP_PATHS, type StepProps } from '../../wizard/draft.ts';
import { useFormat } from '../../../../lib/format.ts';
import { PropertyResultsList } from '../PropertyResultsList.tsx';
import { SblHelpDialog } from '../SblHelpDialog.tsx';

/** SPEC §2: the search runs once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

type Problem = 'exists' | 'load' | null;

/**
 * SPEC §2 step 0 'Find Your Property': search by address or by SBL (typing in one box
 * clears and disables the other), choose a result, and the parcel's data and the one-review
 * check are loaded before the parcel joins the draft.
 */
export function PropertySearchStep({ draft, onChange }: StepProps) {
  const { firm } = useMunicipality();
  const { messages, format } = useLanguage();
  const { dollars } = useFormat();
  const T = messages.filing.search;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const countId = useId();

  // After a reload the chosen parcel is found again by its SBL.
  const [by, setBy] = useState<'address' | 'sbl'>(draft.property ? 'sbl' : 'address');
  const [text, setText] = useState(draft.property?.print_key ?? '');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(searchPropertiesQuery(by, q));
  const shown = q !== '' && search.data ? search.data : undefined;

  // The row the person chose: loading, refused, or in the draft.
  const [chosen, setChosen] = useState<string | null>(draft.property?.print_key ?? null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  // Which choice is current, so a slow answer for an earlier click is ignored.
  const attempt = useRef(0);
  // The parcel the draft's comparables and files belong to.
  const subject = useRef(draft.property?.print_key ?? null);

  const type = (box: 'address' | 'sbl', value: string) => {
    setBy(box);
    setText(value);
  };

  const fail = (error: unknown, id: number, kind: Exclude<Problem, null>) => {
    if (id !== attempt.current) return;
    // SPEC §8: a 401 while loading the property goes to the login page, which comes back here.
    if (error instanceof ApiRequestError && error.statusCode === 401) {
      void navigate(loginPath(WIZARD_STEP_PATHS[0]));
      return;
    }
    setProblem(kind);
  };

  const toggle = async (record: PropertySearchRecord) => {
    const id = ++attempt.current;
    setProblem(null);
    if (draft.property) onChange({ property: null });
    if (chosen === record.print_key) {
      setChosen(null);
      setLoading(false);
      return;
    }
    setChosen(record.print_key);
    setLoading(true);
    try {
      let extra;
      try {
        extra = await queryClient.fetchQuery(propertyExtraQuery(record.print_key));
      } catch (error) {
        fail(error, id, 'load');
        return;
      }
      try {
        await queryClient.fetchQuery(oneReviewQuery(record.print_key));
      } catch (error) {
        const exists =
          error instanceof ApiRequestError &&
          (error.statusCode === 409 || error.errorMessage === 'app_exists');
        fail(error, id, exists ? 'exists' : 'load');
        return;
      }
      if (id !== attempt.current) return;
      // Comparables and files were chosen for another parcel: they do not carry over.
      const fresh = subject.current !== extra.print_key;
      subject.current = extra.print_key;
      onChange({ property: extra, ...(fresh ? { comps: [], files: [] } : {}) });
    } finally {
      if (id === attempt.current) setLoading(false);
    }
  };

  const selected = draft.property;
  // The error summary's link goes to whichever box may be typed in.
  const sblInUse = by === 'sbl' && text !== '';
  const summaryId = summaryTargetId('property');
  return (
    <div className="flex flex-col gap-4">
      {/* The frame's heading names the step: no second one here. */}
      <p>{T.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={T.address}
          type="search"
          autoComplete="off"
          id={sblInUse ? undefined : summaryId}
          data-summary-target="property"
          value={by === 'address' ? text : ''}
          disabled={by === 'sbl' && text !== ''}
          hint={by === 'sbl' && text !== '' ? T.clearSbl : undefined}
          onChange={(event) => type('address', event.target.value)}
        />
        <TextInput
          label={T.sbl}
          type="search"
          autoComplete="off"
          id={sblInUse ? summaryId : undefined}
          data-summary-target="property"
          spellCheck={false}
          placeholder="123.45-67-89"
          value={by === 'sbl' ? text : ''}
          disabled={by === 'address' && text !== ''}
          hint={by === 'address' && text !== '' ? T.clearAddress : T.sblExample}
          onChange={(event) => type('sbl', event.target.value)}
        />
      </div>
      <SblHelpDialog />

      <div aria-live="polite" id={countId} className="text-sm">
        {search.isError && q !== '' ? null : shown ? (
          shown.total === 0 ? (
            <p>{messages.filing.noProperty}</p>
          ) : (
            <p>
              {format(shown.total > shown.results.length ? T.foundFirst : T.found, {
                total: shown.total,
                shown: shown.results.length,
              })}
            </p>
          )
        ) : null}
      </div>
      {search.isError && q !== '' && (
        <FormAlert kind="error">{messages.filing.searchFailed}</FormAlert>
      )}
      {shown && shown.results.length > 0 && (
        <PropertyResultsList
          label={T.results}
          results={shown.results}
          selected={chosen}
          onToggle={(record) => void toggle(record)}
          describedBy={countId}
        />
      )}

      <div aria-live="polite" className="flex flex-col gap-3">
        {loading && (
          <p className="flex items-center gap-2">
            <span className="loading loading-dots loading-sm" aria-hidden="true" />
            {T.loading}
          </p>
        )}
        {problem === 'exists' && (
          <FormAlert kind="error">
            {withPhone(messages.filing.applicationExists, firm.phone)}
          </FormAlert>
        )}
        {problem === 'load' && (
          <FormAlert kind="error">
            {withPhone(messages.filing.propertyLoadFailed, firm.phone)}
          </FormAlert>
        )}
        {selected && (
          <section aria-label={T.selected} className="card border border-primary bg-base-100">
            <div className="card-body gap-1 py-4">
              <h3 className="font-semibold">{T.selected}</h3>
              <p>
                <span className="font-mono">{selected.print_key}</span>, {selected.full_address}
              </p>
              <p className="text-sm text-base-content/80">
                {format(selected.prop_class ? T.assessedClass : T.assessed, {
                  value: dollars(selected.total_av),
                  propClass: selected.prop_class ?? '',
                })}
              </p>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
