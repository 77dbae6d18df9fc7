import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { BULK_CSV_COLUMNS, BULK_MAX_ROWS } from '@ir/domain/bulk-filing.ts';
import { getBulkTemplateContract } from '@ir/domain/contracts/applications/get-bulk-template.ts';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { apiUrl, isServerBusy } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { FILE_IN_BULK_FAILURE, useFileInBulk } from '../api/file-in-bulk.ts';
import { useFormat } from '../../../lib/format.ts';
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
 * A representative files several properties at once (decisions 035, 044): a CSV of one
 * property per row and, optionally, a ZIP of their files, sent with one captcha. The batch is
 * accepted at once and filed in the background; its page (BulkBatchPage) shows the progress,
 * then a report per row, so the refused rows can be corrected and sent again on their own.
 */
export function BulkFilingPage() {
  const { messages, format } = useLanguage();
  const { number } = useFormat();
  const errorText = useErrorText();
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
  const navigate = useNavigate();
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
        // Accepted: the batch's own page follows its filing and shows its report.
        onSuccess: (batchId) => navigate(`/applications/bulk/${batchId}`),
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
            {errorText(send.error, { ...FILE_IN_BULK_FAILURE, phone: firm.phone })}
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
    </div>
  );
}
