import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router.tsx';
import {
  BULK_CSV_COLUMNS,
  BULK_MAX_ROWS,
  bulkReportCsv,
  type BulkReport,
} from '@ir/domain/bulk-filing.ts';
import { getBulkTemplateContract } from '@ir/domain/contracts/applications/get-bulk-template.ts';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { apiUrl, isServerBusy } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { fileInBulkErrorText, useFileInBulk } from '../api/file-in-bulk.ts';
import { useFilingFormat } from '../i18n/format.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';

const TEMPLATE_URL = apiUrl(getBulkTemplateContract);

/** The CSV's own names, the same in every language: they are the template's columns. */
const CODE = {
  reason: 'reason',
  files: 'files',
  separator: ';',
  ownerEmail: 'owner_email',
} as const satisfies Record<string, string>;

/**
 * A representative files several properties at once (decision 035): a CSV of one property per
 * row and, optionally, a ZIP of their files, sent with one captcha. The answer is a report per
 * row, shown as a table and offered as a CSV download, so the refused rows can be corrected and
 * sent again on their own.
 */
export function BulkFilingPage() {
  const { messages, format } = useLanguage();
  const { number } = useFilingFormat();
  const T = messages.bulk;
  useDocumentTitle(T.title);
  const { firm } = useMunicipality();
  const csvId = useId();
  const zipId = useId();
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [missingCsv, setMissingCsv] = useState(false);
  const sending = useRef(false);
  const send = useFileInBulk();
  useGlobalLoading(send.isPending);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!csv) {
      setMissingCsv(true);
      return;
    }
    if (sending.current || !captcha) return;
    sending.current = true;
    send.mutate(
      { captcha, csv, zip },
      {
        // A captcha is accepted once: every batch, sent or refused, takes a fresh one.
        onSettled: () => {
          sending.current = false;
          setCaptcha(null);
          setCaptchaKey((key) => key + 1);
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/applications" className="link">
          {T.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{T.title}</h1>
      <p className="mt-4 max-w-3xl">{T.intro}</p>

      <section aria-labelledby="bulk-layout" className="mt-6 max-w-3xl">
        <h2 id="bulk-layout" className="text-xl font-semibold">
          {T.layoutHeading}
        </h2>
        <ul className="mt-2 list-inside list-disc space-y-1">
          <li>
            <WithSlots
              text={T.layoutColumns}
              slots={{ columns: <code className="break-all">{BULK_CSV_COLUMNS.join(',')}</code> }}
            />
          </li>
          <li>{format(T.layoutRows, { max: number(BULK_MAX_ROWS) })}</li>
          <li>
            <WithSlots text={T.layoutReason} slots={{ reason: <code>{CODE.reason}</code> }} />
          </li>
          <li>
            <WithSlots
              text={T.layoutFiles}
              slots={{ files: <code>{CODE.files}</code>, separator: <code>{CODE.separator}</code> }}
            />
          </li>
          <li>{T.layoutZip}</li>
          <li>
            <WithSlots text={T.layoutEmail} slots={{ column: <code>{CODE.ownerEmail}</code> }} />
          </li>
        </ul>
        <p className="mt-3">
          <a href={TEMPLATE_URL} className="link" download="bulk-filing-template.csv">
            {T.template}
          </a>
        </p>
      </section>

      <form noValidate onSubmit={onSubmit} className="mt-8 flex max-w-3xl flex-col gap-5">
        <div className="flex flex-col gap-1">
          <label htmlFor={csvId} className="font-semibold">
            {T.csvLabel} <span aria-hidden="true">*</span>
          </label>
          <input
            id={csvId}
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={missingCsv}
            aria-describedby={missingCsv ? `${csvId}-error` : undefined}
            className="file-input file-input-bordered w-full"
            onChange={(event) => {
              setCsv(event.target.files?.[0] ?? null);
              setMissingCsv(false);
            }}
          />
          {missingCsv && (
            <p id={`${csvId}-error`} className="field-error text-sm">
              {T.noCsv}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={zipId} className="font-semibold">
            {T.zipLabel}
          </label>
          <input
            id={zipId}
            type="file"
            accept=".zip,application/zip"
            className="file-input file-input-bordered w-full"
            onChange={(event) => setZip(event.target.files?.[0] ?? null)}
          />
        </div>
        <Captcha
          key={captchaKey}
          onChange={(payload) => {
            setCaptcha(payload);
            if (payload) send.reset();
          }}
        />
        {send.isError && (
          <FormAlert kind={isServerBusy(send.error) ? 'warning' : 'error'}>
            {fileInBulkErrorText(send.error, firm.phone)}
          </FormAlert>
        )}
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={!captcha || send.isPending}
        >
          {T.submit}
        </button>
      </form>

      {send.data && <BulkReportView report={send.data} />}
    </div>
  );
}

/** The report per row: a summary read out when it arrives, the table, and its CSV download. */
function BulkReportView({ report }: { report: BulkReport }) {
  const { messages, format } = useLanguage();
  const { number } = useFilingFormat();
  const T = messages.bulk;
  const filed = report.rows.filter((row) => row.status === 'filed').length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [report]);

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
          onClick={() => downloadCsv(bulkReportCsv(report), 'bulk-filing-report.csv')}
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
                  ) : (
                    row.error
                  )}
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
