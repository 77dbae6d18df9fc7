import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookBodySchema,
  type CreatedWebhook,
} from '@ir/domain/contracts/representatives/create-webhook.ts';
import type { Webhook, WebhookDelivery } from '@ir/domain/webhooks.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { createWebhook } from '../api/create-webhook.ts';
import { deleteWebhook } from '../api/delete-webhook.ts';
import { listWebhookDeliveriesQuery } from '../api/list-webhook-deliveries.ts';
import { listWebhooksQuery, webhooksKey } from '../api/list-webhooks.ts';

type UrlValues = { url: string };

/**
 * A representative's webhooks (decision 054): add one (its signing secret shown this once),
 * list them, remove one after a confirmation, and read each one's delivery log.
 */
export function WebhooksPage() {
  const T = useLanguage().messages.webhooks;
  useDocumentTitle(T.title);
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const list = useQuery(listWebhooksQuery());
  useGlobalLoading(list.isPending);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
      <p className="mt-4 max-w-prose">{T.intro}</p>
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
          <AddWebhook onCreated={setCreated} />
          {created && (
            <section aria-labelledby="webhook-secret" className="mt-6 max-w-prose">
              <h2 id="webhook-secret" className="text-xl font-bold">
                {T.secretHeading}
              </h2>
              <p className="mt-2">{T.secretNotice}</p>
              <p className="mt-2 break-all rounded bg-base-200 p-3 font-mono">{created.secret}</p>
            </section>
          )}
          {list.data && <WebhookList webhooks={list.data.webhooks} />}
        </>
      )}
    </PageContainer>
  );
}

function AddWebhook({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const T = useLanguage().messages.webhooks;
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const client = useQueryClient();
  const { control, handleSubmit, reset } = useForm<UrlValues>({
    resolver: zodResolver(createWebhookBodySchema),
    defaultValues: { url: '' },
    mode: 'onTouched',
  });
  const add = useMutation({
    mutationFn: (values: UrlValues) => createWebhook(values),
    onSuccess: async (answer) => {
      onCreated(answer);
      reset({ url: '' });
      await client.invalidateQueries({ queryKey: webhooksKey });
    },
  });
  return (
    <section aria-labelledby="add-webhook" className="mt-8 max-w-prose">
      <h2 id="add-webhook" className="text-xl font-bold">
        {T.addHeading}
      </h2>
      <form
        noValidate
        className="mt-4 flex flex-col items-start gap-4"
        onSubmit={handleSubmit((v) => add.mutate(v))}
      >
        <TextField
          control={control}
          name="url"
          type="url"
          label={T.urlLabel}
          hint={T.urlHint}
          required
          autoComplete="off"
          spellCheck={false}
        />
        {add.isError && (
          <FormAlert kind="error">
            {errorText(add.error, {
              fallback: T.failed,
              showServerMessage: 'refusals',
              phone: firm.phone,
            })}
          </FormAlert>
        )}
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {add.isPending ? T.adding : T.add}
        </button>
      </form>
    </section>
  );
}

function WebhookList({ webhooks }: { webhooks: Webhook[] }) {
  const { messages, format } = useLanguage();
  const T = messages.webhooks;
  const { instant } = useFormat();
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const client = useQueryClient();
  const [asking, setAsking] = useState<Webhook | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteWebhook(id),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
  return (
    <section aria-labelledby="webhook-list" className="mt-8">
      <h2 id="webhook-list" className="text-xl font-bold">
        {T.listHeading}
      </h2>
      <div aria-live="polite" className="mt-2 empty:hidden">
        {remove.isSuccess && <FormAlert kind="success">{T.removed}</FormAlert>}
      </div>
      {remove.isError && (
        <FormAlert kind="error">
          {errorText(remove.error, {
            fallback: T.failed,
            showServerMessage: 'refusals',
            phone: firm.phone,
          })}
        </FormAlert>
      )}
      {webhooks.length === 0 ? (
        <p className="mt-2">{T.none}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-4">
          {webhooks.map((hook) => (
            <li key={hook.id} className="rounded border border-base-300 p-4">
              <p className="break-all font-mono">{hook.url}</p>
              <p className="text-sm">{format(T.createdOn, { date: instant(hook.created_at) })}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  aria-expanded={open === hook.id}
                  onClick={() => setOpen(open === hook.id ? null : hook.id)}
                >
                  {open === hook.id ? T.hideLog : T.showLog}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={remove.isPending}
                  onClick={() => setAsking(hook)}
                >
                  {T.remove}
                </button>
              </div>
              {open === hook.id && <DeliveryLog webhook={hook} />}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={T.remove}
        message={asking ? format(T.removeConfirm, { url: asking.url }) : ''}
        confirmLabel={T.removeYes}
        onConfirm={() => {
          if (asking) remove.mutate(asking.id);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const { messages, format } = useLanguage();
  const T = messages.webhooks;
  const { instant } = useFormat();
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const log = useQuery(listWebhookDeliveriesQuery(webhook.id));
  const statusText: Record<WebhookDelivery['status'], string> = {
    pending: T.statusPending,
    delivered: T.statusDelivered,
    dropped: T.statusDropped,
  };
  if (log.isPending) return null;
  if (log.isError) {
    return (
      <FormAlert kind="error">
        {errorText(log.error, {
          fallback: T.failed,
          showServerMessage: 'refusals',
          phone: firm.phone,
        })}
      </FormAlert>
    );
  }
  const caption = format(T.logHeading, { url: webhook.url });
  if (log.data.deliveries.length === 0) return <p className="mt-2">{T.logEmpty}</p>;
  return (
    <ScrollRegion label={caption} className="mt-4">
      <table className="table table-sm">
        <caption className="text-left font-semibold break-all">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.logEvent}</th>
            <th scope="col">{T.logStatus}</th>
            <th scope="col">{T.logAttempts}</th>
            <th scope="col">{T.logLastAnswer}</th>
            <th scope="col">{T.logTimes}</th>
          </tr>
        </thead>
        <tbody>
          {log.data.deliveries.map((d) => (
            <tr key={d.event_id}>
              <td>
                <span className="font-mono">{d.event_type}</span>
                <br />
                <span className="font-mono text-xs break-all">{d.event_id}</span>
              </td>
              <td>{statusText[d.status]}</td>
              <td>{d.attempts}</td>
              <td>
                {d.last_status === null
                  ? T.noAnswer
                  : format(T.httpStatus, { status: d.last_status })}
                {d.last_error && <span className="block text-xs break-all">{d.last_error}</span>}
              </td>
              <td className="text-sm">
                <span className="block">
                  {format(T.createdAt, { time: instant(d.created_at) })}
                </span>
                {d.delivered_at && (
                  <span className="block">
                    {format(T.deliveredAt, { time: instant(d.delivered_at) })}
                  </span>
                )}
                {d.next_attempt_at && (
                  <span className="block">
                    {format(T.nextAttemptAt, { time: instant(d.next_attempt_at) })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
