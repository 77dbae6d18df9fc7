import { useState } from 'react';
import { Link } from 'react-router';
import { REASONS, type Reason } from '@ir/domain/codes.ts';
import { formatMonthYear } from '@ir/domain/deadline.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime, formatDollars } from '../../../lib/format.ts';
import { useMunicipality } from '../../../lib/municipality.ts';
import { loadConfirmation } from '../confirmation-storage.ts';

const reasonLabel = (reason: string) =>
  Object.hasOwn(REASONS, reason) ? REASONS[reason as Reason] : reason;

/**
 * SPEC §2 /confirm: the thank-you page with the receipt of the submission just made in this
 * tab. Printing prints the receipt alone (the layout, buttons and hints are print:hidden).
 */
export function ConfirmPage() {
  useDocumentTitle('Application Submitted');
  const municipality = useMunicipality();
  const [confirmation] = useState(loadConfirmation);

  if (!confirmation) {
    return (
      <PageContainer>
        <h1 className="text-3xl font-bold">No submission to show</h1>
        <p className="mt-4 text-lg">{MESSAGES.submission.noConfirmation}</p>
        <Link to="/applications" className="btn btn-primary mt-8">
          My Applications
        </Link>
      </PageContainer>
    );
  }

  const rows: Array<[string, string]> = [
    ['Filing number', confirmation.filingNumber],
    ['Submitted', formatDateTime(confirmation.submittedAt)],
    ['Property address', confirmation.address],
    ['SBL', confirmation.sbl],
    ['Assessed value', formatDollars(confirmation.assessedValue)],
    ['Requested value', formatDollars(confirmation.desiredValue)],
    ['Reason', reasonLabel(confirmation.reason)],
  ];
  if (confirmation.valueComments.trim() !== '') {
    rows.push(['Additional comments', confirmation.valueComments]);
  }
  rows.push(['Files submitted', String(confirmation.fileCount)]);

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl print:text-2xl">Thank You</h1>
      <p className="mt-4 text-lg leading-relaxed">
        Your Informal Review application for {municipality.displayName} has been submitted. Please
        keep your filing number, <strong>{confirmation.filingNumber}</strong>, for your records.
      </p>

      <section
        aria-labelledby="receipt-title"
        className="card mt-8 border border-base-300 bg-base-100 print:mt-4 print:border-0"
      >
        <div className="card-body print:p-0">
          <h2 id="receipt-title" className="card-title text-2xl">
            Submission receipt
          </h2>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 leading-relaxed">
            What happens next: the assessor&apos;s office reviews your application, and a second
            value notice will be mailed in early {formatMonthYear(municipality.secondNoticeMonth)}.
            You can follow its status in My Applications.
          </p>
        </div>
      </section>

      <p className="mt-6 print:hidden">
        Please print this page or save it as a PDF for your records.
      </p>
      <div className="mt-6 flex flex-wrap gap-4 print:hidden">
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          Print
        </button>
        <Link to="/applications" className="btn btn-primary">
          My Applications
        </Link>
      </div>
    </PageContainer>
  );
}
