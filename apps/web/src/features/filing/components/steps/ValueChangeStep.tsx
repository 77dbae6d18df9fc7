import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { REASONS, type Reason } from '@ir/domain/codes.ts';
import {
  COMMENTS_MAX_LENGTH,
  DESIRED_VALUE_MAX_LENGTH,
  PROPERTY_CLASS,
  propertyClassNumber,
  type ValueChange,
} from '@ir/domain/filing.ts';
import { requestedChange, type RequestedChange } from '@ir/domain/requested-value.ts';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { DollarField } from '../../../../components/form/DollarField.tsx';
import { SelectField } from '../../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { useLanguage, type Messages } from '../../../../lib/language.tsx';
import { useMunicipality } from '../../../../lib/municipality.ts';
import { useFormat, type Format } from '../../../../lib/format.ts';
import { comparisonSiteLink } from '../../wizard/comparison-link.ts';
import { summaryTargetId, type StepProps } from '../../wizard/draft.ts';
import { wizardValueSchema } from '../../wizard/step-rules.ts';
import { CompsSection } from '../CompsSection.tsx';
import { PropertyInfoToggle } from '../PropertyInfoToggle.tsx';

/** The form holds what is typed; an unchosen reason is ''. */
interface ValueForm {
  desiredValue: string;
  reason: Reason | '';
  valueComments: string;
}
const valueFormSchema = wizardValueSchema as unknown as z.ZodType<ValueChange, ValueForm>;

/** The reasons in the language in force, in the domain's order. */
const reasonOptions = (messages: Messages) =>
  (Object.keys(REASONS) as Reason[]).map((value) => ({
    value,
    label: messages.filing.reasons[value],
  }));

/** A link that leaves the wizard in a new tab, so the draft stays open here. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { messages } = useLanguage();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="link">
      {children}
      <span className="sr-only"> {messages.filing.value.newTab}</span>
    </a>
  );
}

/**
 * A share of the assessment as the change line says it: '−18%', '+4%', '−0.4%' ('−0,4 %' where
 * the locale writes it so).
 */
function signedPercent(change: RequestedChange, locale: string): string {
  const sign = change.direction === 'less' ? '\u2212' : '+';
  const { percent } = change;
  const share = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value / 100);
  if (percent >= 1) return `${sign}${share(Math.round(percent), 0)}`;
  return percent < 0.05 ? `${sign}<${share(0.1, 1)}` : `${sign}${share(percent, 1)}`;
}

/** "$12,400 less than your assessment (−18%)", beside the requested value's box. */
function changeLine(
  change: RequestedChange,
  messages: Messages,
  locale: string,
  format: (template: string, values: Record<string, string>) => string,
  dollars: Format['dollars'],
): string {
  const T = messages.filing;
  if (change.direction === 'same') return T.requestedSame;
  return format(change.direction === 'less' ? T.requestedLess : T.requestedMore, {
    amount: dollars(change.amount),
    percent: signedPercent(change, locale),
  });
}

/**
 * What the property's class shows in step 2 (SPEC §5, §9): comparables below 330, the
 * property-info toggle from 300, the Commercial I&E form above 330. A class that cannot be
 * read is treated as residential.
 */
export function classFeatures(propClass: string | null | undefined) {
  const n = propertyClassNumber(propClass);
  const known = Number.isFinite(n);
  return {
    comps: !known || n < PROPERTY_CLASS.compsBelow,
    propertyInfo: known && n >= PROPERTY_CLASS.propertyInfoFrom,
    incomeExpense: known && n > PROPERTY_CLASS.compsBelow,
  };
}

/**
 * SPEC §2 step 2 'Value Change': the requested assessment, the reason with its hint, comments,
 * and by property class the comparables, the property-info toggle and the I&E form link.
 * Each field carries the id the error summary links to and, once Next was pressed too early
 * (`showErrors`), says its message at once, as step 1's do.
 */
export function ValueChangeStep({ draft, onChange, showErrors = 0 }: StepProps) {
  const municipality = useMunicipality();
  const { messages, locale, format } = useLanguage();
  const { dollars } = useFormat();
  const T = messages.filing.value;
  const { control, subscribe, handleSubmit } = useForm<ValueForm, unknown, ValueChange>({
    resolver: zodResolver(valueFormSchema),
    defaultValues: {
      desiredValue: draft.desiredValue,
      reason: draft.reason,
      valueComments: draft.valueComments,
    },
    mode: 'onTouched',
    // The error summary takes the focus when Next shows the errors, not the first field.
    shouldFocusError: false,
  });
  // Next pressed too early: the form counts as submitted, so each field in error says so, in
  // the words of the error summary above.
  useEffect(() => {
    if (showErrors > 0) void handleSubmit(() => undefined)();
  }, [showErrors, handleSubmit]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          onChange({
            desiredValue: values.desiredValue,
            reason: values.reason,
            valueComments: values.valueComments,
          }),
      }),
    [subscribe, onChange],
  );

  const property = draft.property;
  const features = classFeatures(property?.prop_class);
  const reason = useWatch({ control, name: 'reason' });
  const desiredValue = useWatch({ control, name: 'desiredValue' });
  const change = requestedChange(desiredValue, property?.total_av);
  const compareLink = comparisonSiteLink(municipality.comparisonSiteUrl, {
    municipality: municipality.key,
    parcelId: property?.parcel_id ?? null,
    swis: property?.swis_vg ?? property?.swis_town ?? null,
  });

  let hint: ReactNode;
  if (reason === 'comparable_sales') {
    // SPEC §5: no hint for comparable sales above class 330.
    if (!(propertyClassNumber(property?.prop_class) > PROPERTY_CLASS.compsBelow)) {
      hint = compareLink ? (
        <>
          {messages.reasonHints.comparable_sales}{' '}
          <ExternalLink href={compareLink}>{T.comparisonSite}</ExternalLink>
        </>
      ) : (
        messages.reasonHints.comparable_sales
      );
    }
  } else if (reason) {
    hint = messages.reasonHints[reason] || undefined;
  }

  return (
    <div className="flex flex-col gap-6">
      {property && (
        <p className="text-sm">
          <span className="font-mono">{property.print_key}</span>,{' '}
          {format(T.assessedAt, {
            address: property.full_address,
            value: dollars(property.total_av),
          })}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <DollarField
          control={control}
          name="desiredValue"
          // The error summary links to each field by its id (summaryTargetId).
          id={summaryTargetId('desiredValue')}
          label={T.requested}
          hint={T.requestedHint}
          required
          maxDigits={DESIRED_VALUE_MAX_LENGTH}
          beside={change ? changeLine(change, messages, locale, format, dollars) : undefined}
        />
        {change?.warning && (
          <FormAlert kind="warning">
            {change.warning === 'above'
              ? messages.filing.requestedAbove
              : messages.filing.requestedBelowTenth}
          </FormAlert>
        )}
      </div>
      <SelectField
        control={control}
        name="reason"
        id={summaryTargetId('reason')}
        label={T.reason}
        required
        placeholder={T.chooseReason}
        options={reasonOptions(messages)}
        hint={hint}
        className="max-w-md"
      />
      <TextAreaField
        control={control}
        name="valueComments"
        id={summaryTargetId('valueComments')}
        label={T.comments}
        rows={4}
        maxLength={COMMENTS_MAX_LENGTH}
      />

      {property && features.propertyInfo && (
        <PropertyInfoToggle printKey={property.print_key} propClass={property.prop_class} />
      )}
      {features.incomeExpense && municipality.incomeExpenseFormUrl && (
        <p className="rounded-box border border-base-300 p-4">
          {T.incomeExpenseBefore}{' '}
          <ExternalLink href={municipality.incomeExpenseFormUrl}>
            {T.incomeExpenseLink}
          </ExternalLink>{' '}
          {T.incomeExpenseAfter}
        </p>
      )}
      {property && features.comps && (
        <CompsSection
          subject={property.print_key}
          comps={draft.comps}
          onChange={(comps) => onChange({ comps })}
        />
      )}
    </div>
  );
}
