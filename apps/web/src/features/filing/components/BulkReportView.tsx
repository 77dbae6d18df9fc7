import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/router.tsx';
import { bulkReportCsv, type BulkProblem, type BulkReport } from '@ir/domain/bulk-filing.ts';
import type { MessageKey } from '@ir/domain/message-ref.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { useFormat } from '../../../lib/format.ts';

/** The report per row: a summary read out when it arrives, the table, and its CSV download. */
export function BulkReportView({ report, batchId }: { report: BulkReport; batchId: number }) {
  const { messages, format, text } = useLanguage();
  const { number } = useFormat();
  const T = messages.bulk;
  // Each problem in the page's language, after the CSV column it is about (the same in every
  // language); a key this page does not know is shown as it is.
  const say = ({ column, key, values }: BulkProblem) => {
    // The wire's key is a string: one the catalogue lacks comes back as it is.
    const words = text({ key: key as MessageKey, ...(values ? { values } : {}) });
    return column === undefined ? words : `${column}: ${words}`;
  };
  const filed = report.rows.filter((row) => row.status === 'filed').length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once, when the report appears: a later refetch of the same report moves nothing.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="bulk-report" className="mt-10">
      <h2 id="bulk-report" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {T.report}
      </h2>
      <p role="status" className="mt-2">
        {format(T.summary, { filed: number(filed), refused: number(report.rows.length - filed) })}
      </p>
      <p className="mt-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() =>
            downloadCsv(bulkReportCsv(report, say), `bulk-filing-report-${batchId}.csv`)
          }
        >
          {T.downloadReport}
        </button>
      </p>
      <div
        className="mt-4 overflow-x-auto rounded-box border border-base-300"
        // A keyboard user scrolls the table sideways from here (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={T.reportRegion}
      >
        <table className="table">
          <caption className="sr-only">{T.reportCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.line}</th>
              <th scope="col">{T.sbl}</th>
              <th scope="col">{T.status}</th>
              <th scope="col">{T.result}</th>
              <th scope="col">{T.ownerCopy}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.line}>
                <th scope="row" className="font-normal">
                  {row.line}
                </th>
                {/* break-all in a table shrinks the column to one letter on a phone; the
                    report scrolls sideways instead, each SBL on one line. */}
                <td className="font-mono whitespace-nowrap">{row.sbl}</td>
                <td>
                  <span
                    className={`badge ${row.status === 'filed' ? 'badge-success' : 'badge-error'}`}
                  >
                    {row.status === 'filed' ? T.filed : T.refused}
                  </span>
                </td>
                <td className="break-words">
                  {row.status === 'filed' && row.ir_id !== undefined ? (
                    <Link to={`/applications/${row.ir_id}`} className="link whitespace-nowrap">
                      {row.filingNumber}
                    </Link>
                  ) : row.problems && row.problems.length > 0 ? (
                    <ul className="list-disc space-y-1 ps-4">
                      {row.problems.map((problem, i) => (
                        <li key={i}>{say(problem)}</li>
                      ))}
                    </ul>
                  ) : (
                    // A row recorded before its problems were kept: the batch's own text.
                    row.error
                  )}
                </td>
                <td>
                  {row.owner_copy === 'sent'
                    ? T.ownerCopySent
                    : row.owner_copy === 'rate_limited'
                      ? T.ownerCopyLimited
                      : '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Saves `text` as a CSV file through a link made for the click, its URL revoked after. */
function downloadCsv(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
