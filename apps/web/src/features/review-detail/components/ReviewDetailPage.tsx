import { useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { Link, Navigate } from '../../../lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { BUILDING_STYLES, CONDITIONS, REASONS } from '@ir/domain/codes.ts';
import { fillSimpleText } from '@ir/domain/languages.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { reviewIdSchema } from '@ir/domain/review.ts';
import { ComparablesTable, codeLabel } from '../../../components/comparables/ComparablesTable.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PhoneLink } from '../../../components/ui/PhoneLink.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loginPath } from '../../../lib/redirect-to.ts';
import { orMissing, useFormat } from '../../../lib/format.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { applicationInfoQuery } from '../api/get-application-info.ts';
import { reviewerComparablesQuery } from '../api/list-reviewer-comparables.ts';
import { comparableRow } from '../comparable-rows.ts';
import type { ReviewAction } from '../review-form.ts';
import { HistoryTimeline } from './HistoryTimeline.tsx';
import { OfferHistory } from './OfferHistory.tsx';
import { OwnerResponse } from './OwnerResponse.tsx';
import { ReviewActionForm } from './ReviewActionForm.tsx';
import { ReviewFiles } from './ReviewFiles.tsx';
import { mayOffer, SendOffer } from './SendOffer.tsx';
import { mayVoid, VoidedFiling, VoidFiling } from './VoidFiling.tsx';

const STATUS_LABELS: Record<ReviewRecord['review_status'], string> = {
  incomplete: 'Review',
  far: 'FAR',
  offer: 'Offer sent',
  complete: 'Complete',
  withdrawn: 'Withdrawn',
};
// SPEC §4 tab colours: incomplete warning, far error, complete primary.
const STATUS_BADGES: Record<ReviewRecord['review_status'], string> = {
  incomplete: 'badge-warning',
  far: 'badge-error',
  offer: 'badge-accent',
  complete: 'badge-primary',
  withdrawn: 'badge-neutral',
};

const DONE_TEXT: Record<ReviewAction, string> = {
  far: 'The review was marked FAR.',
  complete: 'The review was completed.',
};

/** A reason code as its SPEC §3 label. */
const reasonLabel = (reason: string) =>
  Object.hasOwn(REASONS, reason) ? REASONS[reason as keyof typeof REASONS] : orMissing(reason);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs, as a description list. */
const AUTHORIZATION_STATUS = {
  pending: 'waiting for the owner',
  active: 'signed, in force',
  declined: 'declined',
  revoked: 'revoked by the owner',
  expired: 'expired',
} as const;

/**
 * The owner's e-signed authorization a representative filed under (decision 052): its signed
 * record and the designation for the Board; or that none was named (a file was attached).
 */
function Authorization({ record }: { record: ReviewRecord }) {
  const format = useFormat();
  const a = record.authorization;
  if (!a) return 'None e-signed (a file was attached)';
  return (
    <>
      {a.signed_name && a.signed_at
        ? `Signed by ${a.signed_name} (${a.owner_email}) on ${format.dateTime(a.signed_at)}`
        : `Asked of ${a.owner_name} (${a.owner_email})`}
      {` — ${a.scope === 'all_stages' ? 'all stages' : 'informal review only'}, ${a.tax_year}, ${AUTHORIZATION_STATUS[a.status]}`}
      {a.revoked_at && ` on ${format.dateTime(a.revoked_at)}`}
      {a.signed_at && (
        <>
          {' · '}
          <a
            className="link"
            href={`/api/representatives/authorizations/${a.id}/designation.pdf`}
            target="_blank"
            rel="noopener"
          >
            Designation (PDF)
          </a>
        </>
      )}
    </>
  );
}

function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Person({ person }: { person: NonNullable<ReviewRecord['applicant']> }) {
  const address = [
    person.address1,
    person.address2,
    [person.city, person.state].filter(Boolean).join(', '),
    person.zip,
  ]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' · ');
  return (
    <Facts
      items={[
        ['Name', orMissing(`${person.first_name} ${person.last_name}`)],
        ['Phone', person.phone.trim() ? <PhoneLink phone={person.phone} /> : '-'],
        ['Address', orMissing(address)],
      ]}
    />
  );
}

/**
 * A bad or foreign id. SPEC §2 sends the visitor to /internal, which is no route of this app;
 * the list of reviews is where a reviewer goes next, so the page says so and links there.
 */
function ReviewNotFound() {
  return (
    <div role="alert" className="py-8 text-center">
      <h1 className="text-3xl font-bold">Review not found</h1>
      <p className="mt-4 text-lg">{MESSAGES.review.notFound}</p>
      <Link to="/appreview" className="btn btn-primary mt-8">
        Back to Application Review
      </Link>
    </div>
  );
}

function ReviewerComparables({ record }: { record: ReviewRecord }) {
  const { parcel_id: parcelId } = record;
  const comps = useQuery({
    ...reviewerComparablesQuery({
      parcel_id: parcelId ?? '',
      swis_co: record.swis_co,
      swis_town: record.swis_town,
      swis_vg: record.swis_vg,
    }),
    enabled: parcelId !== null && parcelId.trim() !== '',
  });
  if (parcelId === null || parcelId.trim() === '') {
    return <p>This parcel has no parcel id on the roll, so no sales can be compared.</p>;
  }
  if (comps.isPending) return <p role="status">Loading comparable sales…</p>;
  if (comps.isError) {
    return (
      <FormAlert
        kind="error"
        action={
          <button type="button" className="btn btn-sm" onClick={() => void comps.refetch()}>
            Try again
          </button>
        }
      >
        The comparable sales could not be loaded.
      </FormAlert>
    );
  }
  if (comps.data.length === 0) return <p>No comparable sales were found for this parcel.</p>;
  return (
    <ComparablesTable
      comps={comps.data.map(comparableRow)}
      caption="Reviewer-selected comparables"
      ranked
    />
  );
}

/** SPEC §2 Review detail (/review/{id}): everything a reviewer needs to decide, and the decision. */
export function ReviewDetailPage() {
  const { privilege } = useSession();
  const format = useFormat();
  const params = useParams();
  const parsed = reviewIdSchema.safeParse(params.id ?? '');
  const id = parsed.success ? parsed.data : 0;
  const info = useQuery({ ...applicationInfoQuery(id), enabled: parsed.success });
  // The tab names the parcel, so a reviewer with several reviews open tells them apart.
  useDocumentTitle(info.data ? `Review of ${info.data.sbl}` : 'Review detail');
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [justVoided, setJustVoided] = useState(false);
  const [offering, setOffering] = useState(false);
  useGlobalLoading(parsed.success && info.isPending);

  if (info.error instanceof ApiRequestError && info.error.statusCode === 401) {
    return <Navigate to={loginPath(`/review/${params.id ?? ''}`)} replace />;
  }
  const missing =
    !parsed.success ||
    (info.error instanceof ApiRequestError && [400, 403, 404].includes(info.error.statusCode));

  const container = (children: ReactNode) => (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      {children}
    </div>
  );

  if (missing) return container(<ReviewNotFound />);
  if (info.isError) {
    return container(
      <>
        <h1 className="text-3xl font-bold">Review detail</h1>
        <FormAlert
          kind="error"
          action={
            <button type="button" className="btn btn-sm" onClick={() => void info.refetch()}>
              Try again
            </button>
          }
        >
          This review could not be loaded. Please try again.
        </FormAlert>
      </>,
    );
  }
  if (!info.data) return container(null);

  const record = info.data;
  const current = record.current_property;
  const sfla = current.sfla ?? record.sfla;

  const offerAllowed = mayOffer(record, privilege);
  const openOffer = record.offers.find((offer) => offer.status === 'open');
  const sent = async (respondBy: string) => {
    setOffering(false);
    setDone(null);
    setReloading(true);
    await info.refetch();
    setFormKey((key) => key + 1);
    setReloading(false);
    setDone(`The offer was sent. The owner may answer until ${format.shortDate(respondBy)} (ET).`);
  };

  const acted = async (action: ReviewAction) => {
    // SPEC §7: success reloads the review; the form then starts from the new version (and
    // meanwhile does not take its own change for someone else's).
    setDone(null);
    setReloading(true);
    await info.refetch();
    setFormKey((key) => key + 1);
    setReloading(false);
    setDone(DONE_TEXT[action]);
  };

  return container(
    <>
      <div className="flex flex-col gap-2">
        <Link to="/appreview" className="link w-fit">
          Back to Application Review
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold">Review of {record.sbl}</h1>
          <span className={`badge ${STATUS_BADGES[record.review_status]}`}>
            {/* Voided is withdrawn by the assessor's office, not by the owner (decision 043). */}
            {record.voided ? 'Voided' : STATUS_LABELS[record.review_status]}
          </span>
          {openOffer && (
            <span className="text-sm">
              {`Respond by ${format.shortDate(openOffer.respond_by)} (ET)`}
            </span>
          )}
          {record.filed_by_representative && (
            <span className="badge badge-outline">Filed by a representative</span>
          )}
        </div>
      </div>

      <Section title="Property">
        <Facts
          items={[
            ['SBL', record.sbl],
            ['Address', orMissing(record.address)],
            ['Property class', orMissing(record.prop_class)],
            ['Received total value', format.dollars(record.received_total_value)],
            ['Received land value', format.dollars(record.received_land_value)],
            ['Desired value', format.dollars(record.desired_value)],
            ['Submitted', format.shortDate(record.application_submitted)],
            ['Filed by a representative', record.filed_by_representative ? 'Yes' : 'No'],
            ...(record.filed_by_representative
              ? ([
                  ['Firm', orMissing(record.filer_firm)],
                  ['Owner authorization', <Authorization key="a" record={record} />],
                ] as const)
              : []),
            // Who to contact about it: a batch's applicant may be blank (no saved details).
            ['Filing account', orMissing(record.submitted_by_email)],
            [
              'Last reviewed',
              record.who_reviewed && record.reviewed_at
                ? `${record.who_reviewed}, ${format.dateTime(record.reviewed_at)}`
                : '-',
            ],
          ]}
        />
      </Section>

      <Section title="Request">
        <Facts
          items={[
            ['Reason', reasonLabel(record.reason_why)],
            [
              'Comments',
              <span className="whitespace-pre-wrap">{orMissing(record.why_reeval)}</span>,
            ],
          ]}
        />
      </Section>

      <Section title="Current property">
        <Facts
          items={[
            ['Style', codeLabel(BUILDING_STYLES, current.bldg_style)],
            ['Sq Feet', sfla === null ? '-' : sfla.toLocaleString('en-US')],
            ['Year built', orMissing(current.yr_built)],
            ['Condition', codeLabel(CONDITIONS, current.overall_cond)],
            // SPEC §2: price per sqft is the total value divided by sfla.
            ['Price/SqFt', format.pricePerSqft(record.received_total_value, sfla)],
          ]}
        />
      </Section>

      <Section title="Reviewer-selected comparables">
        <ReviewerComparables record={record} />
      </Section>

      <Section title="Applicant comparables">
        {record.applicant_comps.length === 0 ? (
          <p>The applicant did not select comparable sales.</p>
        ) : (
          <ComparablesTable
            comps={record.applicant_comps.map(comparableRow)}
            caption="Applicant comparables"
          />
        )}
      </Section>

      <div className="grid gap-8 md:grid-cols-2">
        <Section title="Property owner">
          <Person person={record.owner} />
          <p className="mt-2">
            <span className="badge badge-outline">
              {fillSimpleText(MESSAGES.review.filerReads, {
                language: MESSAGES.review.languageNames[record.filer_language],
              })}
            </span>
          </p>
        </Section>
        {record.applicant && (
          <Section title="Applicant">
            <Person person={record.applicant} />
          </Section>
        )}
      </div>

      <Section title="Files">
        <ReviewFiles record={record} />
        {record.review_status === 'complete' && (
          <p className="mt-4">
            {/* The owner's decision notice, as the owner reads it (decision 031). */}
            <a
              className="link"
              href={`/api/applications/${record.ir_id}/notice.pdf`}
              target="_blank"
              rel="noopener"
            >
              Decision notice (PDF)
            </a>
          </p>
        )}
      </Section>

      {(record.review_status === 'complete' || record.owner_response !== null) && (
        <Section title="Owner's response">
          <OwnerResponse record={record} />
        </Section>
      )}

      <ReviewActionForm
        record={record}
        privilege={privilege}
        resetKey={formKey}
        reloading={reloading}
        done={done}
        onActed={(action) => void acted(action)}
        onReload={() => {
          setDone(null);
          setFormKey((key) => key + 1);
        }}
        onOffer={
          offerAllowed && !offering
            ? () => {
                setDone(null);
                setOffering(true);
              }
            : undefined
        }
      />

      {offering && offerAllowed && (
        <SendOffer
          record={record}
          onSent={(respondBy) => void sent(respondBy)}
          onCancel={() => setOffering(false)}
        />
      )}

      {record.offers.length > 0 && <OfferHistory record={record} />}

      {record.voided ? (
        <VoidedFiling voided={record.voided} justVoided={justVoided} />
      ) : (
        mayVoid(record, privilege) && (
          <VoidFiling
            record={record}
            onVoided={() => {
              setDone(null);
              setJustVoided(true);
              void info.refetch();
            }}
          />
        )
      )}

      <Section title="History">
        <HistoryTimeline history={record.history} />
      </Section>
    </>,
  );
}
