import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { voidFilingBodySchema } from '@ir/domain/contracts/review/void-filing.ts';
import { MESSAGES, fillMessage } from '@ir/domain/messages.ts';
import { can } from '@ir/domain/permissions.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import { VOID_REASON_MAX_LENGTH } from '@ir/domain/review.ts';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { applicationInfoKey } from '../api/get-application-info.ts';
import { useVoidFiling } from '../api/void-filing.ts';

/** The reason as the API checks it: the same schema, so the screen and the server agree. */
const voidFormSchema = z.object({ reason: voidFilingBodySchema.shape.reason });
type VoidForm = z.input<typeof voidFormSchema>;

/** Whether this account may void this filing now: an administrator's, not complete or withdrawn. */
export function mayVoid(record: ReviewRecord, privilege: Privilege): boolean {
  return (
    can(privilege, 'review:void') &&
    (record.review_status === 'incomplete' || record.review_status === 'far')
  );
}

/**
 * An administrator voids a filing (decision 043): a staff withdrawal with a reason, asked
 * first in a dialog since it cannot be undone. The reason is checked as the API checks it;
 * a refusal shows the server's words, with a reload when someone else acted first. On success
 * the page reloads the record, which then shows the filing voided where this form was.
 */
export function VoidFiling({
  record,
  onVoided,
}: {
  record: ReviewRecord;
  /** Reloads the record; the page says what happened. */
  onVoided: () => void;
}) {
  const errorText = useErrorText();
  const { control, handleSubmit } = useForm<VoidForm>({
    resolver: zodResolver(voidFormSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const [asked, setAsked] = useState<string | null>(null);
  /** What the last attempt's failure said; `stale` when the filing changed meanwhile. */
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const call = useVoidFiling();
  const queryClient = useQueryClient();

  const ask = handleSubmit(({ reason }) => {
    if (call.isPending) return;
    setFailure(null);
    setAsked(reason);
  });

  const confirm = (reason: string) => {
    setAsked(null);
    call.mutate(
      { id: record.ir_id, reason },
      {
        onSuccess: onVoided,
        onError: (error) =>
          setFailure({
            text: errorText(error, {
              showServerMessage: 'always',
              fallback: MESSAGES.review.voidFailed,
            }),
            // Someone else acted on it meanwhile (completed, withdrawn or voided it).
            stale: error instanceof ApiRequestError && error.statusCode === 409,
          }),
      },
    );
  };

  return (
    <section aria-labelledby="void-heading" className="flex flex-col gap-3">
      <h2 id="void-heading" className="text-xl font-semibold">
        Void filing
      </h2>
      <p>
        Voiding withdraws this filing for the assessor&apos;s office, for instance one filed without
        the owner&apos;s say. The property may then be filed again. The filer, and the owner when
        their e-mail is known, get an e-mail with your reason.
      </p>
      <form
        noValidate
        className="flex max-w-2xl flex-col gap-3"
        aria-labelledby="void-heading"
        onSubmit={(event) => void ask(event)}
      >
        <TextAreaField
          control={control}
          name="reason"
          label="Reason for voiding"
          hint="Between 10 and 500 characters. The filer reads it as you write it."
          required
          rows={3}
          maxLength={VOID_REASON_MAX_LENGTH}
        />
        {failure && (
          <FormAlert
            kind="error"
            action={
              failure.stale && (
                <button
                  type="button"
                  className="btn btn-sm"
                  // The reloaded filing shows what happened instead of this form.
                  onClick={() =>
                    void queryClient.invalidateQueries({
                      queryKey: applicationInfoKey(record.ir_id),
                    })
                  }
                >
                  Reload
                </button>
              )
            }
          >
            {failure.text}
          </FormAlert>
        )}
        <button
          type="submit"
          // aria-disabled, not disabled, while it works: the keyboard's focus stays (WCAG 2.4.3).
          className="btn btn-warning self-start aria-disabled:opacity-60"
          aria-disabled={call.isPending || undefined}
          aria-busy={call.isPending || undefined}
        >
          {call.isPending && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          Void filing
        </button>
      </form>
      <ConfirmDialog
        open={asked !== null}
        title="Void this filing?"
        message={fillMessage(MESSAGES.review.voidConfirm, {
          address: record.address,
          sbl: record.sbl,
        })}
        confirmLabel="Void filing"
        onConfirm={() => asked !== null && confirm(asked)}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}

/**
 * A voided filing as staff read it: the reason, who voided it and when. `justVoided` (this
 * screen voided it) says so and takes the focus, since the form and its button are gone
 * (WCAG 2.4.3, 4.1.3).
 */
export function VoidedFiling({
  voided,
  justVoided,
}: {
  voided: NonNullable<ReviewRecord['voided']>;
  justVoided: boolean;
}) {
  const { dateTime: formatDateTime } = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justVoided) heading.current?.focus();
  }, [justVoided]);
  return (
    <section aria-labelledby="voided-heading" className="flex flex-col gap-3">
      <h2 ref={heading} id="voided-heading" tabIndex={-1} className="text-xl font-semibold">
        Voided
      </h2>
      <div role="status">{justVoided && <p>{MESSAGES.review.voidDone}</p>}</div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-medium">Reason</dt>
        <dd className="break-words whitespace-pre-wrap">{voided.reason}</dd>
        <dt className="font-medium">Voided by</dt>
        <dd className="break-all">{voided.by ?? 'an account since removed'}</dd>
        <dt className="font-medium">Voided on</dt>
        <dd>
          <time dateTime={voided.at}>{formatDateTime(voided.at)}</time>
        </dd>
      </dl>
      <p>{MESSAGES.review.voided}</p>
    </section>
  );
}
