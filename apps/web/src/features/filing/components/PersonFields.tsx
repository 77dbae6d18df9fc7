import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { shapeZipCode } from '@ir/domain/filing.ts';
import { US_STATES } from '@ir/domain/us-states.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { formatUsPhone } from '../wizard/phone.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { personFieldLabels } from '../wizard/step-rules.ts';
import { summaryTargetId } from '../wizard/draft.ts';

const STATE_OPTIONS = US_STATES.map(({ code, name }) => ({ value: code, label: name }));

/**
 * SPEC §3 owner or applicant fields of one form, under `prefix` ('owner', 'applicant').
 * The zip is shaped and the phone formatted as typed (SPEC §5); address line 2 is optional.
 * Each field's id is what the error summary links to ('owner-firstName'). The State is chosen
 * from the US states, New York first; a state saved as text that names none of them stays a
 * choice of its own, so nothing saved is lost.
 */
export function PersonFields<T extends FieldValues>({
  control,
  prefix,
  section,
}: {
  control: Control<T>;
  prefix: 'owner' | 'applicant';
  /** The autocomplete section, so a browser fills each block from its own contact. */
  section: string;
}) {
  const { messages } = useLanguage();
  const T = messages.filing.person;
  const labels = personFieldLabels(messages);
  const name = (field: string) => `${prefix}.${field}` as FieldPath<T>;
  // The error summary links to each field by this id.
  const id = (field: string) => summaryTargetId(`${prefix}.${field}`);
  const auto = (token: string) => `section-${section} ${token}`;
  const state: unknown = useWatch({ control, name: name('state') });
  const stateOptions =
    typeof state === 'string' && state !== '' && !STATE_OPTIONS.some((o) => o.value === state)
      ? [...STATE_OPTIONS, { value: state, label: state }]
      : STATE_OPTIONS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name={name('firstName')}
        id={id('firstName')}
        label={labels.firstName}
        required
        blankAfterLeave
        autoComplete={auto('given-name')}
      />
      <TextField
        control={control}
        name={name('lastName')}
        id={id('lastName')}
        label={labels.lastName}
        required
        blankAfterLeave
        autoComplete={auto('family-name')}
      />
      <TextField
        control={control}
        name={name('address1')}
        id={id('address1')}
        label={labels.address1}
        required
        blankAfterLeave
        autoComplete={auto('address-line1')}
        className="sm:col-span-2"
      />
      <TextField
        control={control}
        name={name('address2')}
        id={id('address2')}
        label={T.address2Optional}
        autoComplete={auto('address-line2')}
        className="sm:col-span-2"
      />
      <TextField
        control={control}
        name={name('city')}
        id={id('city')}
        label={labels.city}
        required
        blankAfterLeave
        autoComplete={auto('address-level2')}
      />
      <SelectField
        control={control}
        name={name('state')}
        id={id('state')}
        label={labels.state}
        required
        placeholder={T.chooseState}
        options={stateOptions}
        blankAfterLeave
        autoComplete={auto('address-level1')}
      />
      <TextField
        control={control}
        name={name('zipCode')}
        id={id('zipCode')}
        label={labels.zipCode}
        required
        blankAfterLeave
        inputMode="numeric"
        autoComplete={auto('postal-code')}
        format={shapeZipCode}
      />
      <TextField
        control={control}
        name={name('phone')}
        id={id('phone')}
        label={labels.phone}
        required
        blankAfterLeave
        type="tel"
        autoComplete={auto('tel')}
        hint={T.phoneHint}
        format={formatUsPhone}
      />
    </div>
  );
}
