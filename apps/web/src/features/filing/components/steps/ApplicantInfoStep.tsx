import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SavedApplicantInfo } from '@ir/domain/contracts/filing/get-applicant-info.ts';
import { shapeZipCode, type PersonInput } from '@ir/domain/filing.ts';
import { usStateCode } from '@ir/domain/us-states.ts';
import type { MyApplication } from '@ir/domain/contracts/applications/get-my-application.ts';
import { LiveStatus } from '../../../../components/ui/FormAlert.tsx';
import { applicantInfoQuery } from '../../api/get-applicant-info.ts';
import { myApplicationQuery } from '../../api/get-my-application.ts';
import { myApplicationsQuery } from '../../api/list-my-applications.ts';
import { EMPTY_PERSON, type StepProps } from '../../wizard/draft.ts';
import { formatUsPhone } from '../../wizard/phone.ts';
import { wizardPersonSchemas } from '../../wizard/step-rules.ts';
import { PersonFields } from '../PersonFields.tsx';
import { useLanguage } from '../../../../lib/language.tsx';

/** The owner always; the applicant only when the person filing is not the owner. */
const applicantFormSchema = z
  .object({
    owner: wizardPersonSchemas.owner,
    isOwner: z.boolean(),
    // Checked below, and only when the applicant block applies.
    applicant: z.object({
      firstName: z.string(),
      lastName: z.string(),
      address1: z.string(),
      address2: z.string().optional(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      phone: z.string(),
    }),
    saveApplicant: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.isOwner) return;
    const applicant = wizardPersonSchemas.applicant.safeParse(values.applicant);
    if (applicant.success) return;
    for (const issue of applicant.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['applicant', ...issue.path], message: issue.message });
    }
  });
type ApplicantForm = z.input<typeof applicantFormSchema>;

/** A filing's person as the form's fields, shaped as if typed. */
function filedToPerson(person: MyApplication['owner']): PersonInput {
  return {
    ...person,
    state: usStateCode(person.state),
    zipCode: shapeZipCode(person.zipCode),
    phone: formatUsPhone(person.phone),
  };
}

/** The saved applicant (SPEC §3) as the form's fields, shaped as if typed. */
export function savedToPerson(saved: SavedApplicantInfo): PersonInput {
  const [first = '', ...rest] = saved.applicant_name.trim().split(/\s+/);
  return {
    firstName: saved.applicant_first_name || first,
    lastName: saved.applicant_last_name || rest.join(' '),
    address1: saved.applicant_address1,
    address2: saved.applicant_address2,
    city: saved.applicant_city,
    state: usStateCode(saved.applicant_state),
    zipCode: shapeZipCode(saved.applicant_zip),
    phone: formatUsPhone(saved.applicant_phone),
  };
}

const isBlank = (person: PersonInput) =>
  Object.values(person).every((value) => (value ?? '').trim() === '');

/**
 * SPEC §2 step 1: 'I am the property owner' (checked by default) first, so the person knows
 * whose details come next, then the owner's details, and the applicant's when it is not
 * checked, pre-filled from the saved applicant info. Each field says what is wrong once it
 * was left or typed in (SPEC §5), and every field in error says it at once when Next is
 * pressed too early (`showErrors`), the same words as the error summary above. An account
 * that has filed before may fill the owner and applicant in from its latest filing at once
 * ("Use my details from last time"), then check them.
 */
export function ApplicantInfoStep({ draft, onChange, showErrors = 0 }: StepProps) {
  const { messages, format } = useLanguage();
  const T = messages.filing.person;
  const ownerHeading = useId();
  const applicantHeading = useId();
  const { control, register, subscribe, getValues, setValue, handleSubmit } = useForm<
    ApplicantForm,
    unknown,
    z.output<typeof applicantFormSchema>
  >({
    resolver: zodResolver(applicantFormSchema),
    defaultValues: {
      // A state typed before the list existed ('ny') becomes its choice ('NY').
      owner: { ...draft.owner, state: usStateCode(draft.owner.state) },
      isOwner: draft.isOwner,
      applicant: { ...draft.applicant, state: usStateCode(draft.applicant.state) },
      saveApplicant: draft.saveApplicant,
    },
    mode: 'onTouched',
    // The error summary takes the focus when Next shows the errors, not the first field.
    shouldFocusError: false,
  });
  const isOwner = useWatch({ control, name: 'isOwner' });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          onChange({
            owner: { ...values.owner },
            isOwner: values.isOwner,
            applicant: { ...values.applicant },
            saveApplicant: values.saveApplicant,
          }),
      }),
    [subscribe, onChange],
  );

  // Next pressed too early: the form counts as submitted, so each field in error says so.
  useEffect(() => {
    if (showErrors > 0) void handleSubmit(() => undefined)();
  }, [showErrors, handleSubmit]);

  // Saved applicant info fills an empty applicant block once; it never overwrites typing.
  const saved = useQuery(applicantInfoQuery());
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !saved.data?.saved) return;
    prefilled.current = true;
    if (!isBlank(getValues('applicant'))) return;
    const person = savedToPerson(saved.data);
    for (const [field, value] of Object.entries(person)) {
      setValue(`applicant.${field as keyof PersonInput}`, value ?? '');
    }
  }, [saved.data, getValues, setValue]);

  // The account's latest filing (My Applications lists the newest first), when it has one.
  const queryClient = useQueryClient();
  const filed = useQuery(myApplicationsQuery());
  const latestId = filed.data?.[0]?.[10];
  const [fromLast, setFromLast] = useState<
    { state: 'idle' | 'loading' | 'failed' } | { state: 'filled'; number: string }
  >({ state: 'idle' });
  const fillFromLast = async (id: number) => {
    setFromLast({ state: 'loading' });
    try {
      const last = await queryClient.fetchQuery(myApplicationQuery(id));
      const fill = (prefix: 'owner' | 'applicant', person: PersonInput) => {
        for (const [field, value] of Object.entries(person)) {
          setValue(`${prefix}.${field as keyof PersonInput}`, value ?? '', { shouldDirty: true });
        }
      };
      fill('owner', filedToPerson(last.owner));
      setValue('isOwner', last.applicant === null, { shouldDirty: true });
      fill('applicant', last.applicant ? filedToPerson(last.applicant) : { ...EMPTY_PERSON });
      // Fields already in error say at once whether the details now pass.
      if (showErrors > 0) void handleSubmit(() => undefined)();
      setFromLast({ state: 'filled', number: last.filingNumber });
    } catch {
      setFromLast({ state: 'failed' });
    }
  };

  return (
    <div className="flex flex-col gap-8">
      {latestId !== undefined && (
        <div className="flex flex-col items-start gap-2">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={fromLast.state === 'loading'}
            onClick={() => void fillFromLast(latestId)}
          >
            {T.useLastDetails}
          </button>
          {/* Always there, so what the button did is announced (WCAG 4.1.3). */}
          <LiveStatus className="text-sm empty:hidden">
            {fromLast.state === 'filled' && format(T.usedLastDetails, { number: fromLast.number })}
            {fromLast.state === 'failed' && (
              <span className="field-error">{T.lastDetailsFailed}</span>
            )}
          </LiveStatus>
        </div>
      )}
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" className="checkbox" {...register('isOwner')} />
        <span>{T.isOwner}</span>
      </label>

      <section aria-labelledby={ownerHeading} className="flex flex-col gap-4">
        <h3 id={ownerHeading} className="text-lg font-semibold">
          {T.ownerHeading}
        </h3>
        <p className="text-sm text-base-content/70">
          {T.requiredBefore} <span aria-hidden="true">*</span>
          <span className="sr-only">{T.requiredStar}</span> {T.requiredAfter}
        </p>
        <PersonFields control={control} prefix="owner" section="owner" />
      </section>

      {!isOwner && (
        <section aria-labelledby={applicantHeading} className="flex flex-col gap-4">
          <h3 id={applicantHeading} className="text-lg font-semibold">
            {T.applicantHeading}
          </h3>
          <p className="text-sm text-base-content/70">{T.applicantIntro}</p>
          <PersonFields control={control} prefix="applicant" section="applicant" />
          <label className="flex cursor-pointer items-center gap-3">
            <input type="checkbox" className="checkbox" {...register('saveApplicant')} />
            <span>{T.saveApplicant}</span>
          </label>
        </section>
      )}
    </div>
  );
}
