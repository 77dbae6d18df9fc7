import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { REASONS, type Reason } from '@ir/domain/codes.ts';
import { formatMonthYear } from '@ir/domain/deadline.ts';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage, type Messages } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { loadConfirmation } from '../confirmation-storage.ts';
import { useFormat } from '../../../lib/format.ts';
import { WithSlots } from '../../../lib/with-slots.tsx';

const reasonLabel = (reason: string, messages: Messages) =>
  Object.hasOwn(REASONS, reason) ? messages.filing.reasons[reason as Reason] : reason;

/**
 * SPEC §2 /confirm: the thank-you page with the receipt of the submission just made in this
 * tab. Printing prints the receipt alone (the layout, buttons and hints are print:hidden).
 */
export function ConfirmPage() {
  const { messages, locale, format } = useLanguage();
  const { dollars, dateTime, number } = useFormat();
  const T = messages.submission.confirm;
  useDocumentTitle(T.title);
  const municipality = useMunicipality();
  const [confirmation] = useState(loadConfirmation);

  if (!confirmation) {
    return (
      <PageContainer>
        <h1 className="text-3xl font-bold">{T.noneHeading}</h1>
        <p className="mt-4 text-lg">{messages.submission.noConfirmation}</p>
        <Link to="/applications" className="btn btn-primary mt-8">
          {T.myApplications}
        </Link>
      </PageContainer>
    );
  }

  const rows: Array<[string, string]> = [
    [T.filingNumber, confirmation.filingNumber],
    [T.submittedAt, dateTime(confirmation.submittedAt)],
    [T.address, confirmation.address],
    [T.sbl, confirmation.sbl],
    [T.assessedValue, dollars(confirmation.assessedValue)],
    [T.requestedValue, dollars(confirmation.desiredValue)],
    [T.reason, reasonLabel(confirmation.reason, messages)],
  ];
  if (confirmation.valueComments.trim() !== '') {
    rows.push([T.comments, confirmation.valueComments]);
  }
  rows.push([T.fileCount, number(confirmation.fileCount)]);

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl print:text-2xl">{T.thanks}</h1>
      <p className="mt-4 text-lg leading-relaxed">
        <WithSlots
          text={T.submitted}
          values={{ name: municipality.displayName }}
          slots={{ number: <strong>{confirmation.filingNumber}</strong> }}
        />
      </p>

      <section
        aria-labelledby="receipt-title"
        className="card mt-8 border border-base-300 bg-base-100 print:mt-4 print:border-0"
      >
        <div className="card-body print:p-0">
          <h2 id="receipt-title" className="card-title text-2xl">
            {T.receipt}
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
            {format(T.next, { month: formatMonthYear(municipality.secondNoticeMonth, locale) })}
          </p>
        </div>
      </section>

      <p className="mt-6 print:hidden">{T.print}</p>
      <div className="mt-6 flex flex-wrap gap-4 print:hidden">
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          {T.printButton}
        </button>
        <Link to="/applications" className="btn btn-primary">
          {T.myApplications}
        </Link>
      </div>
    </PageContainer>
  );
}
