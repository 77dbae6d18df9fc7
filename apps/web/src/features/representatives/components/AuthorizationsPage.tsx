import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  AUTHORIZATION_SCOPES,
  AUTHORIZATION_STATUSES,
  type Authorization,
  type AuthorizationStatus,
  type RepresentativeAuthorizationRule,
} from '@ir/domain/contracts/representatives/authorization-fields.ts';
import { getDesignationContract } from '@ir/domain/contracts/representatives/get-designation.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { useFieldError } from '../../../components/form/use-field-error.ts';
import { FormAlert, LiveStatus } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError, apiUrl } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { MISSING, useFormat } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { listAuthorizationsQuery } from '../api/list-authorizations.ts';
import { useRequestAuthorization } from '../api/request-authorization.ts';
import {
  requestFormSchema,
  type RequestFormOutput,
  type RequestFormValues,
} from '../authorization-forms.ts';
import { ProblemSummary, type Problem } from './ProblemSummary.tsx';

/** The statuses whose authorization was signed, so it has a designation to read. */
const SIGNED: ReadonlySet<AuthorizationStatus> = new Set(['active', 'revoked']);

const FIELDS = ['sbl', 'owner_name', 'owner_email', 'scope', 'tax_year'] as const;
type RequestField = (typeof FIELDS)[number];

function statusOf(value: string | null): AuthorizationStatus | undefined {
  return AUTHORIZATION_STATUSES.find((status) => status === value);
}

/**
 * A representative's owner authorizations (decision 052): the municipality's rule for their
 * filings, a form that asks an owner to sign one, and the authorizations asked for, by status
 * (kept in the address, `?status=active`), with each signed one's designation for the Board.
 */
export function AuthorizationsPage() {
  const { messages } = useLanguage();
  const T = messages.authorizations.list;
  useDocumentTitle(T.title);
  const { firm } = useMunicipality();
  const errorText = useErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useQuery(listAuthorizationsQuery(status));
  useGlobalLoading(list.isPending);
  const refused =
    list.error instanceof ApiRequestError && list.error.errorMessage === 'not_representative';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/applications" className="link">
          {messages.bulk.back}
        </Link>
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-3xl font-bold focus:outline-none sm:text-4xl"
      >
        {T.title}
      </h1>
      {list.isError && (
        <div className="mt-6">
          <FormAlert
            kind="error"
            action={
              refused ? undefined : (
                <button type="button" className="btn btn-sm" onClick={() => void list.refetch()}>
                  {messages.submission.list.tryAgain}
                </button>
              )
            }
          >
            {errorText(list.error, {
              fallback: T.loadFailed,
              byCode: { not_representative: T.notRepresentative },
              phone: firm.phone,
            })}
          </FormAlert>
        </div>
      )}
      {list.data && (
        <>
          <Intro rule={list.data.rule} />
          <nav aria-label={T.tools} className="mt-4 flex flex-wrap gap-2">
            <Link to="/representative/api-keys" className="btn btn-sm btn-outline">
              {messages.apiKeysPage.title}
            </Link>
            <Link to="/representative/webhooks" className="btn btn-sm btn-outline">
              {messages.webhooks.title}
            </Link>
          </nav>
          <RequestForm />
          <section aria-labelledby="authorizations-list-heading" className="mt-10">
            <h2 id="authorizations-list-heading" className="text-xl font-semibold">
              {T.listHeading}
            </h2>
            <StatusFilter
              status={status}
              onChange={(next) =>
                setParams(new URLSearchParams(next ? { status: next } : {}), { replace: true })
              }
            />
            {list.data.authorizations.length === 0 ? (
              <p className="mt-4 text-lg">{T.empty}</p>
            ) : (
              <AuthorizationList rows={list.data.authorizations} />
            )}
          </section>
        </>
      )}
    </div>
  );
}

function Intro({ rule }: { rule: RepresentativeAuthorizationRule }) {
  const { messages, format } = useLanguage();
  const T = messages.authorizations.list;
  return <p className="mt-4 max-w-3xl">{format(T.intro, { rule: T.rule[rule] })}</p>;
}

function StatusFilter({
  status,
  onChange,
}: {
  status: AuthorizationStatus | undefined;
  onChange: (status: AuthorizationStatus | undefined) => void;
}) {
  const { messages } = useLanguage();
  const T = messages.authorizations;
  const id = useId();
  return (
    <div className="mt-4 flex flex-col gap-1 sm:max-w-xs">
      <label htmlFor={id} className="text-sm font-medium">
        {T.list.filter}
      </label>
      {/* Narrows the list below; nothing else on the page changes (WCAG 3.2.2). */}
      <select
        id={id}
        className="select w-full"
        value={status ?? ''}
        onChange={(event) => onChange(statusOf(event.target.value))}
      >
        <option value="">{T.list.all}</option>
        {AUTHORIZATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {T.status[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The request form; the server's refusals show at their field (its `field`) or above the button. */
function RequestForm() {
  const { messages, format, text } = useLanguage();
  const T = messages.authorizations.list;
  const errorText = useErrorText();
  // A request is for the roll of this filing period or the next.
  const { rollYear } = useMunicipality();
  const years = [String(rollYear), String(rollYear + 1)];
  const ids = {
    sbl: useId(),
    owner_name: useId(),
    owner_email: useId(),
    scope: useId(),
    tax_year: useId(),
  } satisfies Record<RequestField, string>;
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestAuthorization();
  useGlobalLoading(request.isPending);
  const form = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: {
      sbl: '',
      owner_name: '',
      owner_email: '',
      scope: 'informal_review',
      tax_year: String(rollYear),
    },
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, formState, reset, subscribe } = form;
  const { reset: resetRequest, isError: requestFailed } = request;

  // A refusal is about what was sent: changing a field puts it away.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          if (requestFailed) resetRequest();
        },
      }),
    [subscribe, requestFailed, resetRequest],
  );

  const refusal = request.error;
  const refusalText = refusal
    ? errorText(refusal, {
        fallback: messages.authorizations.page.failed,
        showServerMessage: 'refusals',
      })
    : null;
  const refusedField =
    refusal instanceof ApiRequestError &&
    (FIELDS as readonly string[]).includes(refusal.field ?? '')
      ? (refusal.field as RequestField)
      : undefined;

  const clientErrors = {
    sbl: useFieldError(control, 'sbl'),
    owner_name: useFieldError(control, 'owner_name'),
    owner_email: useFieldError(control, 'owner_email'),
    scope: useFieldError(control, 'scope'),
    tax_year: useFieldError(control, 'tax_year'),
  } satisfies Record<RequestField, string | undefined>;
  const errorOf = (field: RequestField): string | undefined =>
    refusedField === field && refusalText ? refusalText : clientErrors[field];

  const problems: Problem[] = [];
  if (formState.isSubmitted) {
    for (const field of FIELDS) {
      const message =
        formState.errors[field]?.message ?? (refusedField === field ? refusalText : null);
      if (message) problems.push({ id: ids[field], message });
    }
  }

  const submit = handleSubmit(
    (values) => {
      setSentTo(null);
      request.mutate(
        { ...values, tax_year: Number(values.tax_year) },
        {
          onSuccess: (sent) => {
            setSentTo(sent.owner_email);
            reset({ ...values, sbl: '', owner_name: '', owner_email: '' });
          },
          onError: (error) => {
            if (error instanceof ApiRequestError && error.field) setRefusedSubmits((n) => n + 1);
          },
        },
      );
    },
    () => setRefusedSubmits((n) => n + 1),
  );

  const textProps = (field: Extract<RequestField, 'sbl' | 'owner_name' | 'owner_email'>) => {
    const error = errorOf(field);
    return {
      id: ids[field],
      required: true,
      ...(error ? { error: text(error) } : {}),
      ...register(field),
    };
  };

  return (
    <section aria-labelledby="request-authorization-heading" className="mt-8 max-w-3xl">
      <h2 id="request-authorization-heading" className="text-xl font-semibold">
        {T.requestHeading}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <ProblemSummary problems={problems} focusKey={refusedSubmits} headingLevel={3} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextInput label={T.sbl} autoComplete="off" spellCheck={false} {...textProps('sbl')} />
          <TextInput label={T.ownerName} autoComplete="off" {...textProps('owner_name')} />
          <TextInput
            label={T.ownerEmail}
            type="email"
            autoComplete="off"
            className="sm:col-span-2"
            {...textProps('owner_email')}
          />
          <SelectField
            control={control}
            name="scope"
            id={ids.scope}
            label={T.scope}
            required
            error={errorOf('scope')}
            options={AUTHORIZATION_SCOPES.map((scope) => ({
              value: scope,
              label: messages.authorizations.scope[scope],
            }))}
          />
          <SelectField
            control={control}
            name="tax_year"
            id={ids.tax_year}
            label={T.taxYear}
            required
            error={errorOf('tax_year')}
            options={years.map((year) => ({ value: year, label: year }))}
          />
        </div>
        <LiveStatus>
          {sentTo && (
            <FormAlert kind="success" inLiveRegion>
              {format(T.sent, { email: sentTo })}
            </FormAlert>
          )}
        </LiveStatus>
        {refusalText && !refusedField && <FormAlert kind="error">{refusalText}</FormAlert>}
        <div>
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
            {T.send}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The fields of one authorization, as its card (phones) and its table row (wider) show them. */
function useRowFields() {
  const { messages, language } = useLanguage();
  const { instant } = useFormat();
  return (row: Authorization) => ({
    scope: messages.authorizations.scope[row.scope],
    status: messages.authorizations.status[row.status],
    updated: instant(row.updated_at),
    designation: SIGNED.has(row.status)
      ? apiUrl(getDesignationContract, {
          params: { id: String(row.id) },
          query: { lang: language },
        })
      : null,
  });
}

function Designation({ href, sbl }: { href: string | null; sbl: string }) {
  const T = useLanguage().messages.authorizations.list;
  if (!href) return MISSING;
  return (
    <a href={href} className="link" target="_blank" rel="noopener">
      {T.download}
      <span className="sr-only"> {sbl}</span>
    </a>
  );
}

function AuthorizationList({ rows }: { rows: readonly Authorization[] }) {
  const T = useLanguage().messages.authorizations.list;
  const fieldsOf = useRowFields();
  return (
    <>
      {/* Phones: one card per authorization, every column in it, nothing to scroll. */}
      <ul aria-label={T.title} className="mt-4 flex flex-col gap-4 md:hidden">
        {rows.map((row) => {
          const fields = fieldsOf(row);
          return (
            <li key={row.id} className="card border border-base-300 bg-base-100">
              <dl className="card-body grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 p-4">
                <dt className="font-semibold">{T.columns.property}</dt>
                <dd className="min-w-0 break-words">
                  {row.address}
                  <br />
                  <span className="font-mono break-all">{row.sbl}</span>
                </dd>
                <dt className="font-semibold">{T.columns.owner}</dt>
                <dd className="min-w-0 break-words">
                  {row.owner_name}
                  <br />
                  <span className="break-all">{row.owner_email}</span>
                </dd>
                <dt className="font-semibold">{T.columns.scope}</dt>
                <dd>{fields.scope}</dd>
                <dt className="font-semibold">{T.columns.year}</dt>
                <dd>{row.tax_year}</dd>
                <dt className="font-semibold">{T.columns.status}</dt>
                <dd className="font-semibold">{fields.status}</dd>
                <dt className="font-semibold">{T.columns.updated}</dt>
                <dd>{fields.updated}</dd>
                <dt className="font-semibold">{T.columns.designation}</dt>
                <dd>
                  <Designation href={fields.designation} sbl={row.sbl} />
                </dd>
              </dl>
            </li>
          );
        })}
      </ul>
      <div
        className="mt-4 hidden overflow-x-auto rounded-box border border-base-300 md:block"
        // A keyboard user scrolls the table sideways from here (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={T.title}
      >
        <table className="table">
          <caption className="sr-only">{T.title}</caption>
          <thead>
            <tr>
              <th scope="col">{T.columns.property}</th>
              <th scope="col">{T.columns.owner}</th>
              <th scope="col">{T.columns.scope}</th>
              <th scope="col">{T.columns.year}</th>
              <th scope="col">{T.columns.status}</th>
              <th scope="col">{T.columns.updated}</th>
              <th scope="col">{T.columns.designation}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const fields = fieldsOf(row);
              return (
                <tr key={row.id}>
                  <th scope="row" className="font-normal">
                    {row.address}
                    <br />
                    <span className="font-mono whitespace-nowrap">{row.sbl}</span>
                  </th>
                  <td>
                    {row.owner_name}
                    <br />
                    {/* Whole: the column widens to the address rather than cut it anywhere. */}
                    <span className="break-words">{row.owner_email}</span>
                  </td>
                  <td>{fields.scope}</td>
                  <td>{row.tax_year}</td>
                  <td className="font-semibold">{fields.status}</td>
                  <td>{fields.updated}</td>
                  <td>
                    <Designation href={fields.designation} sbl={row.sbl} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
