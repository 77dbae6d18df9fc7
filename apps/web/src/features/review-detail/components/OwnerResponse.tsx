import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { useFormat } from '../../../lib/format.ts';

function PdfLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="link" href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/**
 * The owner's answer to the decision, with the document it leads to: the signed agreement, or
 * the grievance packet the owner takes to the Board of Assessment Review. Shown for a completed
 * review, and for a reopened one the owner had already answered.
 */
export function OwnerResponse({ record }: { record: ReviewRecord }) {
  const { shortDate: formatShortDate } = useFormat();
  const response = record.owner_response;
  if (response === null) return <p>No response yet.</p>;
  const date = formatShortDate(response.responded_at);
  const documents = `/api/applications/${record.ir_id}`;
  return response.decision === 'accept' ? (
    <div className="flex flex-col gap-2">
      <p>
        Owner accepted on {date}, signed {response.name}.
      </p>
      <p>
        <PdfLink href={`${documents}/agreement.pdf`}>Agreement (PDF)</PdfLink>
      </p>
    </div>
  ) : (
    <div className="flex flex-col gap-2">
      <p>
        Owner disagreed on {date} ({response.name}).
      </p>
      <p>
        <PdfLink href={`${documents}/grievance.pdf`}>Grievance packet (PDF)</PdfLink>
      </p>
    </div>
  );
}
