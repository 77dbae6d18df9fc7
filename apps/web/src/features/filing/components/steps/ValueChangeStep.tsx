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
import { MESSAGES } from '@ir/domain/messages.ts';
import { requestedChange, type RequestedChange } from '@ir/domain/requested-value.ts';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { DollarField } from '../../../../components/form/DollarField.tsx';
import { SelectField } from '../../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { formatDollars } from '../../../../lib/format.ts';
import { useMunicipality } from '../../../../lib/municipality.ts';
import { comparisonSiteLink } from '../../wizard/comparison-link.ts';
import type { StepProps } from '../../wizard/draft.ts';
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

const REASON_OPTIONS = Object.entries(REASONS).map(([value, label]) => ({ value, label }));

/** A link that leaves the wizard in a new tab, so the draft stays open here. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="link">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A share of the assessment as the change line says it: '−18%', '+4%', '−0.4%'. */
function signedPercent(change: RequestedChange): string {
  const sign = change.direction === 'less' ? '\u2212' : '+';
  const { percent } = change;
  if (percent >= 1) return `${sign}${Math.round(percent)}%`;
  return percent < 0.05 ? `${sign}<0.1%` : `${sign}${percent.toFixed(1)}%`;
}

/** "$12,400 less than your assessment (−18%)", beside the requested value's box. */
function changeLine(change: RequestedChange): string {
  if (change.direction === 'same') return MESSAGES.filing.requestedSame;
  const template =
    change.direction === 'less' ? MESSAGES.filing.requestedLess : MESSAGES.filing.requestedMore;
  return template
    .replace('{amount}', formatDollars(change.amount))
    .replace('{percent}', signedPercent(change));
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
 */
export function ValueChangeStep({ draft, onChange }: StepProps) {
  const municipality = useMunicipality();
  const { control, subscribe } = useForm<ValueForm, unknown, ValueChange>({
    resolver: zodResolver(valueFormSchema),
    defaultValues: {
      desiredValue: draft.desiredValue,
      reason: draft.reason,
      valueComments: draft.valueComments,
    },
    mode: 'onTouched',
  });
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
          {MESSAGES.reasonHints.comparable_sales}{' '}
          <ExternalLink href={compareLink}>Property comparison site</ExternalLink>
        </>
      ) : (
        MESSAGES.reasonHints.comparable_sales
      );
    }
  } else if (reason) {
    hint = MESSAGES.reasonHints[reason] || undefined;
  }

  return (
    <div className="flex flex-col gap-6">
      {property && (
        <p className="text-sm">
          <span className="font-mono">{property.print_key}</span>, {property.full_address}: assessed
          at {formatDollars(property.total_av)}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <DollarField
          control={control}
          name="desiredValue"
          label="Requested assessment"
          hint="The total assessed value you believe is right, in whole US dollars."
          required
          maxDigits={DESIRED_VALUE_MAX_LENGTH}
          beside={change ? changeLine(change) : undefined}
        />
        {change?.warning && (
          <FormAlert kind="warning">
            {change.warning === 'above'
              ? MESSAGES.filing.requestedAbove
              : MESSAGES.filing.requestedBelowTenth}
          </FormAlert>
        )}
      </div>
      <SelectField
        control={control}
        name="reason"
        label="Reason"
        required
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        hint={hint}
        className="max-w-md"
      />
      <TextAreaField
        control={control}
        name="valueComments"
        label="Comments"
        rows={4}
        maxLength={COMMENTS_MAX_LENGTH}
      />

      {property && features.propertyInfo && (
        <PropertyInfoToggle printKey={property.print_key} propClass={property.prop_class} />
      )}
      {features.incomeExpense && municipality.incomeExpenseFormUrl && (
        <p className="rounded-box border border-base-300 p-4">
          For a commercial property, please fill in the{' '}
          <ExternalLink href={municipality.incomeExpenseFormUrl}>
            Commercial I&amp;E form
          </ExternalLink>{' '}
          and upload it on the next page.
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
