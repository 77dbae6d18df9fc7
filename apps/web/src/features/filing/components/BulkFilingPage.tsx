import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  BULK_CSV_COLUMNS,
  BULK_MAX_ROWS,
  bulkReportCsv,
  type BulkReport,
} from '@ir/domain/bulk-filing.ts';
import { getBulkTemplateContract } from '@ir/domain/contracts/applications/get-bulk-template.ts';
import { fillMessage, MESSAGES } from '@ir/domain/messages.ts';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { apiUrl, isServerBusy } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { fileInBulkErrorText, useFileInBulk } from '../api/file-in-bulk.ts';

const TEMPLATE_URL = apiUrl(getBulkTemplateContract);

/**
 * A representative files several properties at once (decision 035): a CSV of one property per
 * row and, optionally, a ZIP of their files, sent with one captcha. The answer is a report per
 * row, shown as a table and offered as a CSV download, so the refused rows can be corrected and
 * sent again on their own.
 */
export function BulkFilingPage() {
  useDocumentTitle(MESSAGES.bulk.title);
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
          My Applications
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{MESSAGES.bulk.title}</h1>
      <p className="mt-4 max-w-3xl">{MESSAGES.bulk.intro}</p>

      <section aria-labelledby="bulk-layout" className="mt-6 max-w-3xl">
        <h2 id="bulk-layout" className="text-xl font-semibold">
          The CSV and the ZIP
        </h2>
        <ul className="mt-2 list-inside list-disc space-y-1">
          <li>
            UTF-8, comma-separated, with a header row of exactly these columns:{' '}
            <code className="break-all">{BULK_CSV_COLUMNS.join(',')}</code>.
          </li>
          <li>One property per row, at most {BULK_MAX_ROWS.toLocaleString('en-US')} rows.</li>
          <li>
            <code>reason</code> is one of recent_appraisal, building_condition_issue,
            incorrect_property_inventory, comparable_sales or other.
          </li>
          <li>
            <code>files</code> names the row&apos;s files in the ZIP, separated by <code>;</code>,
            with your authorization to represent the owner among them.
          </li>
          <li>
            The ZIP (at most 500 MB) holds the files at its top level, no folders. Each file is
            checked like any upload: PDF, image, Word or Excel, under 25MB.
          </li>
          <li>
            When a row has <code>owner_email</code>, the owner gets a copy of its receipt.
          </li>
        </ul>
        <p className="mt-3">
          <a href={TEMPLATE_URL} className="link" download="bulk-filing-template.csv">
            Download the CSV template
          </a>
        </p>
      </section>

      <form noValidate onSubmit={onSubmit} className="mt-8 flex max-w-3xl flex-col gap-5">
        <div className="flex flex-col gap-1">
          <label htmlFor={csvId} className="font-semibold">
            CSV of the properties <span aria-hidden="true">*</span>
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
              {MESSAGES.bulk.noCsv}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={zipId} className="font-semibold">
            ZIP of the supporting files (optional)
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
          File these properties
        </button>
      </form>

      {send.data && <BulkReportView report={send.data} />}
    </div>
  );
}

/** The report per row: a summary read out when it arrives, the table, and its CSV download. */
function BulkReportView({ report }: { report: BulkReport }) {
  const filed = report.rows.filter((row) => row.status === 'filed').length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [report]);

  return (
    <section aria-labelledby="bulk-report" className="mt-10">
      <h2 id="bulk-report" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        Report
      </h2>
      <p role="status" className="mt-2">
        {fillMessage(MESSAGES.bulk.summary, { filed, refused: report.rows.length - filed })}
      </p>
      <p className="mt-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => downloadCsv(bulkReportCsv(report), 'bulk-filing-report.csv')}
        >
          Download the report (CSV)
        </button>
      </p>
      <div
        className="mt-4 overflow-x-auto rounded-box border border-base-300"
        // A keyboard user scrolls the table sideways from here (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Report per row"
      >
        <table className="table">
          <caption className="sr-only">Report per row of the CSV</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">SBL</th>
              <th scope="col">Status</th>
              <th scope="col">Filing number or reason</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.line}>
                <th scope="row" className="font-normal">
                  {row.line}
                </th>
                <td className="font-mono break-all">{row.sbl}</td>
                <td>
                  <span
                    className={`badge ${row.status === 'filed' ? 'badge-success' : 'badge-error'}`}
                  >
                    {row.status === 'filed' ? 'Filed' : 'Refused'}
                  </span>
                </td>
                <td className="break-words">
                  {row.status === 'filed' && row.ir_id !== undefined ? (
                    <Link to={`/applications/${row.ir_id}`} className="link">
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
