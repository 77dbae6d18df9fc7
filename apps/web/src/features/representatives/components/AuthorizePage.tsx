import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerAuthorization } from '@ir/domain/contracts/representatives/owner-authorization.ts';
import { msg, type MessageRef } from '@ir/domain/message-ref.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { useFieldError } from '../../../components/form/use-field-error.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import {
  declineAuthorization,
  revokeAuthorization,
  signAuthorization,
  viewAuthorizationKey,
  viewAuthorizationQuery,
} from '../api/owner-authorization.ts';
import { signFormSchema, type SignFormValues } from '../authorization-forms.ts';
import { ProblemSummary, type Problem } from './ProblemSummary.tsx';

/** What the owner did, said in the language in force, with the request it was about. */
interface Answered {
  message: MessageRef;
  view: OwnerAuthorization;
}

/**
 * The owner's page of an e-mailed link (decision 052), with no account: the request's link
 * shows the firm, the parcel, the scope and the statement to sign, then signs or declines it;
 * the confirmation's link revokes. The statement comes in the page's language and is asked
 * again on a switch, since what is signed is the text shown (its SHA-256 goes with the name).
 */
export function AuthorizePage() {
  const { token = '' } = useParams<{ token: string }>();
  const T = useLanguage().messages.authorizations.page;
  useDocumentTitle(T.title);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from an e-mail: a screen-reader user starts at what the page is.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <PageContainer>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none sm:text-4xl">
        {T.title}
      </h1>
      <AuthorizationLink token={token} />
    </PageContainer>
  );
}

function AuthorizationLink({ token }: { token: string }) {
  const { language, messages, format } = useLanguage();
  const T = messages.authorizations.page;
  const errorText = useErrorText();
  const [answered, setAnswered] = useState<Answered | null>(null);
  // Once answered, the link is spent: a switch of language must not ask for it again.
  const view = useQuery({ ...viewAuthorizationQuery(token, language), enabled: answered === null });
  useGlobalLoading(answered === null && view.isPending);

  if (answered) return <AnsweredView answered={answered} />;
  if (view.isPending) return <p className="mt-4 text-lg">{T.loading}</p>;
  if (view.isError) {
    return (
      <div className="mt-6">
        <FormAlert kind="error">
          {errorText(view.error, { fallback: T.failed, showServerMessage: 'refusals' })}
        </FormAlert>
      </div>
    );
  }
  const link = view.data;
  return (
    <>
      <p className="mt-4 text-lg">{format(T.intro, { firm: link.representative.firm })}</p>
      <Facts view={link} />
      {link.link === 'request' ? (
        <RequestAnswer
          view={link}
          token={token}
          // The other language's statement is on its way: what is shown is not what would be signed.
          waiting={view.isPlaceholderData}
          onAnswered={setAnswered}
        />
      ) : (
        <RevokeAnswer view={link} token={token} onAnswered={setAnswered} />
      )}
    </>
  );
}

/**
 * The parties, the parcel, the scope and the year, then until when a request can be answered
 * (not once it is) or who signed and when.
 */
function Facts({ view, answered = false }: { view: OwnerAuthorization; answered?: boolean }) {
  const { messages, format } = useLanguage();
  const { dateTime } = useFormat();
  const T = messages.authorizations.page;
  return (
    <>
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-3">
        <dt className="font-semibold">{T.firm}</dt>
        <dd className="mb-2 break-words sm:mb-0">
          {view.representative.firm}
          <br />
          <span className="break-all">{view.representative.email}</span>
        </dd>
        <dt className="font-semibold">{T.property}</dt>
        <dd className="mb-2 break-words sm:mb-0">{view.address}</dd>
        <dt className="font-semibold">{T.sbl}</dt>
        <dd className="mb-2 font-mono break-all sm:mb-0">{view.sbl}</dd>
        <dt className="font-semibold">{T.scope}</dt>
        <dd className="mb-2 sm:mb-0">{messages.authorizations.scope[view.scope]}</dd>
        <dt className="font-semibold">{T.year}</dt>
        <dd>{view.tax_year}</dd>
      </dl>
      {view.link === 'request' && !answered && (
        <p className="mt-4">{format(T.expires, { date: dateTime(view.expires_at) })}</p>
      )}
      {view.signed_at && view.signed_name && (
        <p className="mt-4">
          {format(T.signedOn, { name: view.signed_name, date: dateTime(view.signed_at) })}
        </p>
      )}
    </>
  );
}

/** The statement as the server wrote it: its first paragraph is its title. */
function Statement({ statement }: { statement: readonly string[] }) {
  const T = useLanguage().messages.authorizations.page;
  const headingId = useId();
  const [title, ...paragraphs] = statement;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold">
        {T.statementHeading}
      </h2>
      <div className="mt-3 rounded-box border border-base-300 bg-base-200 p-4 sm:p-6">
        <h3 className="text-lg font-semibold">{title}</h3>
        {paragraphs.map((paragraph, index) => (
          // The paragraphs are a fixed text in a fixed order: the index is their identity.
          <p key={index} className="mt-3">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}

function RequestAnswer({
  view,
  token,
  waiting,
  onAnswered,
}: {
  view: OwnerAuthorization;
  token: string;
  waiting: boolean;
  onAnswered: (answered: Answered) => void;
}) {
  const { messages, format, language } = useLanguage();
  const T = messages.authorizations.page;
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const nameId = useId();
  const consentId = useId();
  const [asking, setAsking] = useState(false);
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const form = useForm<SignFormValues>({
    resolver: zodResolver(signFormSchema),
    defaultValues: { name: '', consent: false },
    // The summary takes the focus on a refused submit, not the first field.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, formState } = form;
  const consentError = useFieldError(control, 'consent');
  const firm = view.representative.firm;

  const sign = useMutation({
    mutationFn: signAuthorization,
    onSuccess: (signed) => onAnswered({ message: msg('authorizations.page.signed'), view: signed }),
    onError: (error) => {
      // The server's text is not the one shown any more: show the new one to read again.
      if (error instanceof ApiRequestError && error.errorMessage === 'authorization_text_changed') {
        void queryClient.invalidateQueries({ queryKey: viewAuthorizationKey(token, language) });
      }
    },
  });
  const decline = useMutation({
    mutationFn: () => declineAuthorization(token),
    onSuccess: (declined) =>
      onAnswered({ message: msg('authorizations.page.declined', { firm }), view: declined }),
  });
  useGlobalLoading(sign.isPending || decline.isPending);
  const failed = sign.error ?? decline.error;

  const problems: Problem[] = [];
  if (formState.isSubmitted) {
    const { name, consent } = formState.errors;
    if (name?.message) problems.push({ id: nameId, message: name.message });
    if (consent?.message) problems.push({ id: consentId, message: consent.message });
  }

  const submit = handleSubmit(
    ({ name }) => {
      decline.reset();
      sign.mutate({ token, name, statement_sha256: view.statement_sha256 });
    },
    () => setRefusedSubmits((n) => n + 1),
  );

  return (
    <>
      <Statement statement={view.statement} />
      <form noValidate onSubmit={submit} className="mt-8 flex max-w-xl flex-col gap-5">
        <ProblemSummary problems={problems} focusKey={refusedSubmits} />
        <TextField
          control={control}
          name="name"
          id={nameId}
          label={T.nameLabel}
          hint={T.nameHint}
          required
          autoComplete="name"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={consentId} className="flex cursor-pointer items-start gap-3">
            <input
              id={consentId}
              type="checkbox"
              className={`checkbox mt-0.5 ${consentError ? 'checkbox-error' : ''}`}
              aria-required
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${consentId}-error` : undefined}
              {...register('consent')}
            />
            <span>
              {T.consent}
              <span aria-hidden="true" className="field-error">
                {' *'}
              </span>
            </span>
          </label>
          {consentError && (
            <p id={`${consentId}-error`} className="field-error text-sm">
              {messages.authorizations.page.consentRequired}
            </p>
          )}
        </div>
        {failed && (
          <FormAlert kind="error">
            {errorText(failed, { fallback: T.failed, showServerMessage: 'refusals' })}
          </FormAlert>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={waiting || sign.isPending || decline.isPending}
          >
            {T.sign}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={sign.isPending || decline.isPending}
            onClick={() => setAsking(true)}
          >
            {T.decline}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={T.declineHeading}
        message={format(T.declineConfirm, { firm })}
        confirmLabel={T.decline}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          sign.reset();
          decline.mutate();
        }}
      />
    </>
  );
}

function RevokeAnswer({
  view,
  token,
  onAnswered,
}: {
  view: OwnerAuthorization;
  token: string;
  onAnswered: (answered: Answered) => void;
}) {
  const { messages, format } = useLanguage();
  const T = messages.authorizations.page;
  const errorText = useErrorText();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const firm = view.representative.firm;
  const revoke = useMutation({
    mutationFn: () => revokeAuthorization({ id: view.id, token }),
    onSuccess: () =>
      onAnswered({
        message: msg('authorizations.page.revoked', { firm }),
        view: { ...view, status: 'revoked' },
      }),
  });
  useGlobalLoading(revoke.isPending);

  return (
    <section aria-labelledby={headingId} className="mt-8 flex max-w-xl flex-col items-start gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {T.revokeHeading}
      </h2>
      {view.status === 'revoked' ? (
        <FormAlert kind="info">{messages.authorizations.errors.alreadyRevoked}</FormAlert>
      ) : (
        <>
          <p>{format(T.revokeIntro, { firm, year: view.tax_year })}</p>
          {revoke.isError && (
            <FormAlert kind="error">
              {errorText(revoke.error, { fallback: T.failed, showServerMessage: 'refusals' })}
            </FormAlert>
          )}
          <button
            type="button"
            className="btn btn-warning"
            disabled={revoke.isPending}
            onClick={() => setAsking(true)}
          >
            {T.revoke}
          </button>
          <ConfirmDialog
            open={asking}
            title={T.revokeHeading}
            message={format(T.revokeConfirm, { firm })}
            confirmLabel={T.revoke}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              revoke.mutate();
            }}
          />
        </>
      )}
    </section>
  );
}

/** What the owner did, in a status region that takes the focus, then the request's facts. */
function AnsweredView({ answered }: { answered: Answered }) {
  const { text } = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className="mt-6 focus:outline-none focus-visible:outline-2 focus-visible:outline-solid"
      >
        <FormAlert kind="success" inLiveRegion>
          {text(answered.message)}
        </FormAlert>
      </div>
      <Facts view={answered.view} answered />
    </>
  );
}
