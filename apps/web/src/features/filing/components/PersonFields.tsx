import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { shapeZipCode } from '@ir/domain/filing.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { formatUsPhone } from '../wizard/phone.ts';

/**
 * SPEC §3 owner or applicant fields of one form, under `prefix` ('owner', 'applicant').
 * The zip is shaped and the phone formatted as typed (SPEC §5); address line 2 is optional.
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
  const name = (field: string) => `${prefix}.${field}` as FieldPath<T>;
  const auto = (token: string) => `section-${section} ${token}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name={name('firstName')}
        label="First name"
        required
        blankAfterLeave
        autoComplete={auto('given-name')}
      />
      <TextField
        control={control}
        name={name('lastName')}
        label="Last name"
        required
        blankAfterLeave
        autoComplete={auto('family-name')}
      />
      <TextField
        control={control}
        name={name('address1')}
        label="Address line 1"
        required
        blankAfterLeave
        autoComplete={auto('address-line1')}
        className="sm:col-span-2"
      />
      <TextField
        control={control}
        name={name('address2')}
        label="Address line 2 (optional)"
        autoComplete={auto('address-line2')}
        className="sm:col-span-2"
      />
      <TextField
        control={control}
        name={name('city')}
        label="City"
        required
        blankAfterLeave
        autoComplete={auto('address-level2')}
      />
      <TextField
        control={control}
        name={name('state')}
        label="State"
        required
        blankAfterLeave
        autoComplete={auto('address-level1')}
      />
      <TextField
        control={control}
        name={name('zipCode')}
        label="Zip code"
        required
        blankAfterLeave
        inputMode="numeric"
        autoComplete={auto('postal-code')}
        format={shapeZipCode}
      />
      <TextField
        control={control}
        name={name('phone')}
        label="Phone"
        required
        blankAfterLeave
        type="tel"
        autoComplete={auto('tel-national')}
        hint="US number, e.g. (518) 555-0142"
        format={formatUsPhone}
      />
    </div>
  );
}
