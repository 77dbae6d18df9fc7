import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { Link, Navigate } from '../../../lib/router.tsx';
import { bulkBatchQuery, isOpen } from '../api/file-in-bulk.ts';
import { myApplicationsKey } from '../api/list-my-applications.ts';
import { useFormat } from '../../../lib/format.ts';
import { BulkReportView } from './BulkReportView.tsx';

/**
 * A batch's own page (decision 044): while its rows are filed in the background, how many are
 * done, polled every second; then the report per row. The representative may leave and come
 * back: the page is the batch's, at its own URL.
 */
export function BulkBatchPage() {
  const { batchId } = useParams();
  const id = Number(batchId);
  const valid = /^[1-9]\d*$/.test(batchId ?? '') && Number.isSafeInteger(id);
  const batch = useQuery({ ...bulkBatchQuery(id), enabled: valid });
  const { messages, format } = useLanguage();
  const { number } = useFormat();
  const T = messages.bulk;
  const heading = valid ? format(T.batchTitle, { id: batchId ?? '' }) : T.report;
  useDocumentTitle(heading);
  const queryClient = useQueryClient();
  const open = isOpen(batch.data);
  // Once every row is done, My Applications lists the new filings.
  useEffect(() => {
    if (batch.data && !open) void queryClient.invalidateQueries({ queryKey: myApplicationsKey() });
  }, [batch.data, open, queryClient]);

  if (batch.error instanceof ApiRequestError && batch.error.statusCode === 401) {
    return <Navigate to="/login" replace />;
  }
  const notFound =
    !valid || (batch.error instanceof ApiRequestError && batch.error.statusCode === 404);
  const data = batch.data;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/applications/bulk" className="link">
          {T.title}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{heading}</h1>
      {notFound ? (
        <p className="mt-4">{T.batchNotFound}</p>
      ) : batch.isError && !data ? (
        <div className="mt-6">
          <FormAlert kind="warning">{T.pollFailed}</FormAlert>
        </div>
      ) : data && open ? (
        <section aria-labelledby="bulk-progress" className="mt-6 max-w-3xl">
          <h2 id="bulk-progress" className="sr-only">
            {T.progressLabel}
          </h2>
          <p className="mt-2">{T.accepted}</p>
          <p role="status" className="mt-4 font-semibold">
            {data.status === 'queued'
              ? T.queued
              : format(T.progress, { done: number(data.processed), total: number(data.total) })}
          </p>
          <progress
            className="progress progress-primary mt-2 w-full"
            value={data.processed}
            max={Math.max(data.total, 1)}
            aria-label={T.progressLabel}
          />
        </section>
      ) : (
        data && (
          <>
            {data.status === 'failed' ? (
              <div className="mt-6">
                <FormAlert kind="error">{T.batchFailed}</FormAlert>
              </div>
            ) : (
              <p className="mt-4">{T.done}</p>
            )}
            <BulkReportView report={data} batchId={data.batch_id} />
          </>
        )
      )}
    </div>
  );
}
