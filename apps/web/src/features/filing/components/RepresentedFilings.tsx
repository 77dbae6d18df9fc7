import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReviewStatus } from '@ir/domain/filing.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert, LiveStatus } from '../../../components/ui/FormAlert.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { myAuthorizationsQuery, useRevokeAuthorization } from '../api/my-authorizations.ts';

const STAGE = {
  incomplete: 'received',
  far: 'inReview',
  offer: 'offer',
  complete: 'completed',
  withdrawn: 'withdrawn',
} as const satisfies Record<ReviewStatus, string>;

/**
 * My Applications, for an owner who authorized a representative (decision 052): the filings
 * the representative made for the owner's parcels, read-only with the firm's name, and the
 * authorizations with a way to revoke each one in force. Nothing shows for an owner who never
 * signed one.
 */
export function RepresentedFilings() {
  const { messages, format } = useLanguage();
  const T = messages.authorizations;
  const { instant } = useFormat();
  const errorText = useErrorText();
  const mine = useQuery(myAuthorizationsQuery());
  const revoke = useRevokeAuthorization();
  const [asked, setAsked] = useState<{ id: number; firm: string } | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  if (!mine.data || mine.data.authorizations.length === 0) return null;
  const { filings, authorizations } = mine.data;
  const stages = messages.applications.page.stages;

  return (
    <>
      {filings.length > 0 && (
        <section aria-labelledby="represented-filings-heading" className="mt-8">
          <h2 id="represented-filings-heading" className="text-xl font-semibold">
            {T.owner.heading}
          </h2>
          <p className="mt-2">{T.owner.intro}</p>
          <ul className="mt-4 flex flex-col gap-3">
            {filings.map((f) => (
              <li key={f.id} className="card border border-base-300 bg-base-100">
                <div className="card-body gap-1 p-4">
                  <p className="font-semibold">
                    {f.filing_number} · {f.address}
                  </p>
                  <p className="font-mono text-sm break-all">SBL {f.sbl}</p>
                  <p>{format(T.owner.filedBy, { firm: f.representative.firm })}</p>
                  <p>
                    <span className="badge badge-neutral">
                      {stages[STAGE[f.review_status as ReviewStatus] ?? 'received']}
                    </span>{' '}
                    {instant(f.submitted_at)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="my-representatives-heading" className="mt-8">
        <h2 id="my-representatives-heading" className="text-xl font-semibold">
          {T.owner.authorizationsHeading}
        </h2>
        <LiveStatus>
          {revoked && (
            <FormAlert kind="success" inLiveRegion>
              {revoked}
            </FormAlert>
          )}
        </LiveStatus>
        {revoke.isError && (
          <FormAlert kind="error">
            {errorText(revoke.error, { fallback: T.page.failed, showServerMessage: 'refusals' })}
          </FormAlert>
        )}
        <ul className="mt-4 flex flex-col gap-3">
          {authorizations.map((a) => (
            <li key={a.id} className="card border border-base-300 bg-base-100">
              <div className="card-body flex-row flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold">{a.representative.firm}</p>
                  <p className="break-words">
                    {a.address} · SBL {a.sbl}
                  </p>
                  <p className="text-sm">
                    {T.scope[a.scope]} · {a.tax_year} · {T.status[a.status]}
                  </p>
                </div>
                {a.status === 'active' && (
                  <button
                    type="button"
                    className="btn btn-outline"
                    aria-label={`${T.owner.revoke}: ${a.representative.firm}, ${a.address}`}
                    onClick={() => setAsked({ id: a.id, firm: a.representative.firm })}
                  >
                    {T.owner.revoke}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={asked !== null}
        title={T.page.revokeHeading}
        message={format(T.page.revokeConfirm, { firm: asked?.firm ?? '' })}
        confirmLabel={T.page.revoke}
        onConfirm={() => {
          const chosen = asked;
          setAsked(null);
          if (!chosen) return;
          setRevoked(null);
          revoke.mutate(chosen.id, {
            onSuccess: () => setRevoked(format(T.page.revoked, { firm: chosen.firm })),
          });
        }}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
