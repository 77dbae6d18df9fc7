import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { StoredMunicipalitySettings } from '@ir/domain/contracts/admin/municipality-settings.ts';
import type { RepresentativeAuthorizationRule } from '@ir/domain/contracts/representatives/authorization-fields.ts';
import type { IntegrityGuard } from '@ir/domain/roll-integrity.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import {
  equalizationRateIssue,
  municipalitySettingsSchema,
} from '@ir/domain/municipality-settings.ts';
import { SelectField } from '../../../../components/form/SelectField.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../../lib/api.ts';
import { useErrorText, type ErrorTextOptions } from '../../../../lib/error-text.ts';
import {
  municipalitySettingsQuery,
  useSaveMunicipalitySettings,
} from '../../api/municipality-settings.ts';

/** The boxes hold text; an empty optional box is sent as '' and stored as "none". */
type SettingsFormValues = Record<
  | 'displayName'
  | 'shortName'
  | 'website'
  | 'supportPhone'
  | 'comparisonSiteUrl'
  | 'incomeExpenseFormUrl'
  | 'grievanceDay'
  | 'assessorName'
  | 'assessorAddress'
  | 'assessorPhone'
  | 'equalizationRate'
  | 'equalizationRateYear'
  | 'representativeAuthorization'
  | 'meetingUrlTemplate'
  | 'integrityGuard'
  | 'publishOutcomes',
  string
>;

/** The server's own rules, run on the text as typed. */
const settingsFormSchema = z
  .object(
    Object.fromEntries(
      Object.entries(municipalitySettingsSchema.shape).map(([field, rule]) => [
        field,
        // A switch: its select holds on or off, saved as true or false.
        field === 'publishOutcomes'
          ? z.enum(['on', 'off'])
          : z.string().superRefine((value, ctx) => {
              const parsed = rule.safeParse(value);
              if (!parsed.success)
                ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
            }),
      ]),
    ) as Record<keyof SettingsFormValues, z.ZodString>,
  )
  // The rate and its year go together, as the server requires.
  .superRefine((values, ctx) => {
    const issue = equalizationRateIssue(values.equalizationRate, values.equalizationRateYear);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });

const SAVE_FAILURE = {
  showServerMessage: 'always',
  fallback: MESSAGES.municipalitySettings.saveFailed,
} as const satisfies ErrorTextOptions;

/** The box a refusal names, when it names one of this form's. */
function refusedField(error: unknown): keyof SettingsFormValues | undefined {
  if (!(error instanceof ApiRequestError) || !error.field) return undefined;
  return Object.hasOwn(EMPTY, error.field) ? (error.field as keyof SettingsFormValues) : undefined;
}

function toForm(s: StoredMunicipalitySettings): SettingsFormValues {
  return {
    displayName: s.displayName,
    shortName: s.shortName,
    website: s.website,
    supportPhone: s.supportPhone ?? '',
    comparisonSiteUrl: s.comparisonSiteUrl ?? '',
    incomeExpenseFormUrl: s.incomeExpenseFormUrl ?? '',
    grievanceDay: s.grievanceDay ?? '',
    assessorName: s.assessorName ?? '',
    assessorAddress: s.assessorAddress ?? '',
    assessorPhone: s.assessorPhone ?? '',
    equalizationRate: s.equalizationRate === null ? '' : String(s.equalizationRate),
    equalizationRateYear: s.equalizationRateYear === null ? '' : String(s.equalizationRateYear),
    representativeAuthorization: s.representativeAuthorization,
    meetingUrlTemplate: s.meetingUrlTemplate ?? '',
    integrityGuard: s.integrityGuard,
    publishOutcomes: s.publishOutcomes ? 'on' : 'off',
  };
}

const EMPTY: SettingsFormValues = {
  displayName: '',
  shortName: '',
  website: '',
  supportPhone: '',
  comparisonSiteUrl: '',
  incomeExpenseFormUrl: '',
  grievanceDay: '',
  assessorName: '',
  assessorAddress: '',
  assessorPhone: '',
  equalizationRate: '',
  equalizationRateYear: '',
  representativeAuthorization: 'file',
  meetingUrlTemplate: '',
  integrityGuard: 'warn',
  publishOutcomes: 'off',
};

/**
 * A mega-admin's own municipality as owners see it: names, links, the number to call,
 * Grievance Day (decision 034), and the assessor and equalization rate its documents print
 * (decision 049). Hosts belong to the operator (`cli municipality set`).
 */
export function MunicipalitySettingsSection() {
  const errorText = useErrorText();
  const settings = useQuery(municipalitySettingsQuery());
  const save = useSaveMunicipalitySettings();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, setFocus } = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: EMPTY,
    // The stored settings fill the form, and refill it after a save.
    values: settings.data ? toForm(settings.data) : undefined,
    mode: 'onTouched',
  });

  const submit = handleSubmit((values) => {
    setSaved(false);
    // The form's own schema checked the choice against the rules' list.
    const rule = values.representativeAuthorization as RepresentativeAuthorizationRule;
    const guard = values.integrityGuard as IntegrityGuard;
    save.mutate(
      {
        ...values,
        representativeAuthorization: rule,
        integrityGuard: guard,
        publishOutcomes: values.publishOutcomes === 'on',
      },
      {
        onSuccess: () => setSaved(true),
        // A refusal of one setting shows at its box, which gets the focus.
        onError: (error) => {
          const field = refusedField(error);
          if (!field) return;
          setError(field, { type: 'server', message: errorText(error, SAVE_FAILURE) });
          setFocus(field);
        },
      },
    );
  });

  return (
    <section aria-labelledby="municipality-settings-heading" className="flex flex-col gap-4">
      <h2 id="municipality-settings-heading" className="text-lg font-semibold">
        Municipality settings
      </h2>
      {settings.isPending && <p>Loading the municipality settings…</p>}
      {settings.isError && (
        <FormAlert kind="error">
          {errorText(settings.error, { fallback: MESSAGES.municipalitySettings.loadFailed })}
        </FormAlert>
      )}
      {settings.data && (
        <p className="text-sm">
          Web addresses: {[...settings.data.hosts, `${settings.data.key}.localhost`].join(', ')}{' '}
          (set by the operator).
        </p>
      )}
      <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
        <TextField
          control={control}
          name="displayName"
          label="Display name"
          hint="As owners read it in headings and e-mails, e.g. Town of Greece."
          required
        />
        <TextField
          control={control}
          name="shortName"
          label="Short name"
          hint="Where space is short, e.g. Greece."
          required
        />
        <TextField
          control={control}
          name="website"
          type="url"
          label="Municipality website"
          hint="An https:// address."
          required
        />
        <TextField
          control={control}
          name="supportPhone"
          type="tel"
          label="Support phone"
          hint="The number owners call; leave empty to show the firm's."
        />
        {/* A template, not a URL: its {placeholders} are not valid in a URL field's value. */}
        <TextField
          control={control}
          name="comparisonSiteUrl"
          inputMode="url"
          label="Comparison-site link"
          hint="An https:// address; {municipality}, {parcelId}, {swis} and {compType} are filled in for each parcel. Leave empty for no link."
        />
        <TextField
          control={control}
          name="incomeExpenseFormUrl"
          type="url"
          label="Commercial I&E form link"
          hint="An https:// address; leave empty for none."
        />
        <TextField
          control={control}
          name="grievanceDay"
          type="date"
          label="Grievance Day"
          hint="When the Board of Assessment Review hears grievances; owners can answer a decision until the end of this day."
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Assessor on the decision notice</legend>
          <TextField
            control={control}
            name="assessorName"
            label="Assessor's name"
            hint="Printed on the decision notice; leave empty to leave the line out."
          />
          <TextField
            control={control}
            name="assessorAddress"
            label="Assessor's office address"
            hint="One line, e.g. 25 Sybil's Crossing, Kent Lakes, NY 10512; leave empty to leave it out."
          />
          <TextField
            control={control}
            name="assessorPhone"
            type="tel"
            label="Assessor's office phone"
            hint="Leave empty to leave it out."
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Equalization rate</legend>
          <TextField
            control={control}
            name="equalizationRate"
            deps="equalizationRateYear"
            inputMode="decimal"
            label="Equalization rate (percent)"
            hint="The State's rate for this municipality, e.g. 85.5. The grievance packet shows it with the full market value an assessment implies. Leave empty for none."
          />
          <TextField
            control={control}
            name="equalizationRateYear"
            deps="equalizationRate"
            inputMode="numeric"
            label="Equalization rate year"
            hint="The roll year the rate is for, e.g. 2026; required with a rate."
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Representatives</legend>
          <SelectField
            control={control}
            name="representativeAuthorization"
            label="What a representative's filing needs"
            hint="A representative files for an owner only with this. An owner who revoked their e-signed authorization is refused whatever the choice."
            options={[
              { value: 'file', label: 'A file attached (a scanned authorization)' },
              { value: 'e_sign', label: "The owner's e-signed authorization" },
              { value: 'either', label: 'Either a file attached or the e-signed authorization' },
            ]}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Informal meetings</legend>
          {/* A template, not a URL: its {placeholders} are not valid in a URL field's value. */}
          <TextField
            control={control}
            name="meetingUrlTemplate"
            inputMode="url"
            label="Video meeting link"
            hint="An https:// address; {municipality}, {filingNumber} and {token} are filled in for each meeting. Leave empty to offer phone meetings only."
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Integrity check</legend>
          <SelectField
            control={control}
            name="integrityGuard"
            label="Integrity guard"
            hint="The review screen's check before a reduction is final: a proposed value whose ratio to the comparables' indicated value is below 90% of the neighbourhood's median ratio."
            options={[
              { value: 'off', label: 'Off: the panel shows the figures only' },
              { value: 'warn', label: 'Warn: the panel marks such a value' },
              {
                value: 'require_note',
                label: 'Require a note: completing or offering such a value needs a note',
              },
            ]}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Published outcomes</legend>
          <SelectField
            control={control}
            name="publishOutcomes"
            label="Publish review outcomes"
            hint="On: anyone can read this roll year's outcomes on /outcomes and download them, by neighbourhood, class group, filer and language, with rows of fewer than 5 filings suppressed and no personal data. Off: /outcomes says nothing is published."
            options={[
              { value: 'off', label: 'Off: nothing is published' },
              { value: 'on', label: 'On: /outcomes and its files are public' },
            ]}
          />
        </fieldset>
        {saved && <FormAlert kind="success">{MESSAGES.municipalitySettings.saved}</FormAlert>}
        {save.isError && !refusedField(save.error) && (
          <FormAlert kind="error">{errorText(save.error, SAVE_FAILURE)}</FormAlert>
        )}
        <div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending || !settings.data}
          >
            Save settings
          </button>
        </div>
      </form>
    </section>
  );
}
