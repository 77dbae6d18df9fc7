import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyView } from '@ir/domain/contracts/api-keys/api-key-fields.ts';
import {
  createApiKeyBodySchema,
  type CreatedApiKey,
} from '@ir/domain/contracts/api-keys/create-api-key.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { API_BASE } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { createApiKey } from '../api/create-api-key.ts';
import { apiKeysKey, listApiKeysQuery } from '../api/list-api-keys.ts';
import { revokeApiKey } from '../api/revoke-api-key.ts';

type NameValues = { name: string };

/**
 * A representative's keys for the filing API (decision 053): create one (the key shown this
 * once, with a copy button and a warning), list them, revoke one after a confirmation. The API
 * refuses accounts that are not representatives or lack two-factor sign-in, and says so.
 */
export function ApiKeysPage() {
  const T = useLanguage().messages.apiKeysPage;
  useDocumentTitle(T.title);
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const list = useQuery(listApiKeysQuery());
  useGlobalLoading(list.isPending);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
      <p className="mt-4 max-w-prose">{T.intro}</p>
      <p className="mt-2">
        <a className="link" href={`${API_BASE}/docs`}>
          {T.docs}
        </a>
      </p>
      {list.isError ? (
        <div className="mt-6">
          <FormAlert kind="error">
            {errorText(list.error, {
              fallback: T.failed,
              showServerMessage: 'refusals',
              phone: firm.phone,
            })}
          </FormAlert>
        </div>
      ) : (
        <>
          <CreateKey onCreated={setCreated} />
          {created && <NewKey created={created} />}
          {list.data && <KeyList keys={list.data.keys} />}
        </>
      )}
    </PageContainer>
  );
}

function CreateKey({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const T = useLanguage().messages.apiKeysPage;
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const client = useQueryClient();
  const { control, handleSubmit, reset } = useForm<NameValues>({
    resolver: zodResolver(createApiKeyBodySchema),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const create = useMutation({
    mutationFn: (values: NameValues) => createApiKey(values),
    onSuccess: async (answer) => {
      onCreated(answer);
      reset({ name: '' });
      await client.invalidateQueries({ queryKey: apiKeysKey });
    },
  });
  return (
    <section aria-labelledby="create-key" className="mt-8 max-w-prose">
      <h2 id="create-key" className="text-xl font-bold">
        {T.createHeading}
      </h2>
      <form
        noValidate
        className="mt-4 flex flex-col items-start gap-4"
        onSubmit={handleSubmit((values) => create.mutate(values))}
      >
        <TextField
          control={control}
          name="name"
          label={T.nameLabel}
          hint={T.nameHint}
          required
          autoComplete="off"
        />
        {create.isError && (
          <FormAlert kind="error">
            {errorText(create.error, {
              fallback: T.failed,
              showServerMessage: 'refusals',
              phone: firm.phone,
            })}
          </FormAlert>
        )}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? T.creating : T.create}
        </button>
      </form>
    </section>
  );
}

/** The key just made, shown this once. */
function NewKey({ created }: { created: CreatedApiKey }) {
  const T = useLanguage().messages.apiKeysPage;
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="new-key" className="mt-6 max-w-prose">
      <h2 id="new-key" className="text-xl font-bold">
        {T.keyHeading}
      </h2>
      <div className="mt-2">
        <FormAlert kind="warning">{T.keyWarning}</FormAlert>
      </div>
      <p className="mt-2 break-all rounded bg-base-200 p-3 font-mono">{created.key}</p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <button
          type="button"
          className="btn"
          onClick={() =>
            void navigator.clipboard.writeText(created.key).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {T.copy}
        </button>
        <span aria-live="polite">{copied ? T.copied : ''}</span>
      </div>
    </section>
  );
}

function KeyList({ keys }: { keys: ApiKeyView[] }) {
  const { messages, format } = useLanguage();
  const T = messages.apiKeysPage;
  const { instant } = useFormat();
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const client = useQueryClient();
  const [asking, setAsking] = useState<ApiKeyView | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => revokeApiKey(id),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
  return (
    <section aria-labelledby="key-list" className="mt-8">
      <h2 id="key-list" className="text-xl font-bold">
        {T.listHeading}
      </h2>
      <div aria-live="polite" className="mt-2 empty:hidden">
        {revoke.isSuccess && <FormAlert kind="success">{T.revoked}</FormAlert>}
      </div>
      {revoke.isError && (
        <FormAlert kind="error">
          {errorText(revoke.error, {
            fallback: T.failed,
            showServerMessage: 'refusals',
            phone: firm.phone,
          })}
        </FormAlert>
      )}
      {keys.length === 0 ? (
        <p className="mt-2">{T.none}</p>
      ) : (
        <ScrollRegion label={T.table} className="mt-2">
          <table className="table">
            <caption className="sr-only">{T.listHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.prefix}</th>
                <th scope="col">{T.created}</th>
                <th scope="col">{T.lastUsed}</th>
                <th scope="col">{T.actions}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td className="break-all">{key.name}</td>
                  <td className="font-mono">{key.prefix}…</td>
                  <td>{instant(key.created_at)}</td>
                  <td>{key.last_used_at ? instant(key.last_used_at) : T.neverUsed}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      aria-label={format(T.revokeNamed, { name: key.name })}
                      disabled={revoke.isPending}
                      onClick={() => setAsking(key)}
                    >
                      {T.revoke}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={T.revoke}
        message={asking ? format(T.revokeConfirm, { name: asking.name }) : ''}
        confirmLabel={T.revokeYes}
        onConfirm={() => {
          if (asking) revoke.mutate(asking.id);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
