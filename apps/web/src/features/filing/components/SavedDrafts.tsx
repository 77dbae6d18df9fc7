import { useState } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedDraft } from '@ir/domain/contracts/filing/list-drafts.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { comparableQuery } from '../api/get-comparable.ts';
import { propertyExtraQuery } from '../api/get-property-extra.ts';
import { savedDraftsQuery, useDiscardDraft } from '../api/saved-drafts.ts';
import { useFormat } from '../../../lib/format.ts';
import { stepTitle, WIZARD_STEP_KEYS, WIZARD_STEP_PATHS } from '../wizard/draft.ts';
import { saveDraft } from '../wizard/draft-storage.ts';
import { fromServerDraft } from '../wizard/server-draft.ts';

/**
 * My Applications' unsubmitted drafts, kept on the server so they follow the owner to any
 * device: each with Continue (back into the wizard where it was left) and Discard. Nothing is
 * shown while there are none.
 */
export function SavedDrafts() {
  const { messages, format } = useLanguage();
  const { instant, number } = useFormat();
  const T = messages.drafts;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drafts = useQuery(savedDraftsQuery());
  const discard = useDiscardDraft();
  const [continuing, setContinuing] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<SavedDraft | null>(null);

  const list = drafts.data?.drafts ?? [];
  if (list.length === 0) return null;

  const resume = async (saved: SavedDraft) => {
    setContinuing(saved.printkey);
    setFailed(null);
    try {
      const draft = await fromServerDraft(saved, {
        property: (printkey) => queryClient.fetchQuery(propertyExtraQuery(printkey)),
        comparable: (sbl, subject) => queryClient.fetchQuery(comparableQuery(sbl, subject)),
      });
      saveDraft(draft);
      // Straight to the step the draft is at (decision 046).
      void navigate(WIZARD_STEP_PATHS[draft.step]);
    } catch {
      setFailed(T.continueFailed);
      setContinuing(null);
    }
  };

  return (
    <section aria-labelledby="saved-drafts-heading" className="mt-8">
      <h2 id="saved-drafts-heading" className="text-xl font-semibold">
        {T.heading}
      </h2>
      <p className="mt-1 text-base-content/80">{T.intro}</p>
      {failed && (
        <div className="mt-4">
          <FormAlert kind="error">{failed}</FormAlert>
        </div>
      )}
      {discard.isError && (
        <div className="mt-4">
          <FormAlert kind="error">{T.discardFailed}</FormAlert>
        </div>
      )}
      <ul aria-label={T.list} className="mt-4 grid gap-4 md:grid-cols-2">
        {list.map((saved) => (
          <li key={saved.printkey} className="card border border-base-300 bg-base-100">
            <div className="card-body gap-2 p-4">
              <h3 className="font-semibold break-words">{saved.address}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt>{T.sbl}</dt>
                <dd className="font-mono break-all">{saved.printkey}</dd>
                <dt>{T.lastSaved}</dt>
                <dd>{instant(saved.updatedAt)}</dd>
                <dt>{T.step}</dt>
                <dd>
                  {stepTitle(WIZARD_STEP_KEYS[saved.draft.step] ?? 'propertySearch', messages)}
                </dd>
                <dt>{T.files}</dt>
                <dd>{number(saved.fileCount)}</dd>
              </dl>
              <div className="card-actions mt-2 justify-end">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={format(T.discardFor, { address: saved.address })}
                  onClick={() => setDiscarding(saved)}
                >
                  {T.discard}
                </button>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  aria-label={format(T.continueFor, { address: saved.address })}
                  disabled={continuing !== null}
                  onClick={() => void resume(saved)}
                >
                  {continuing === saved.printkey && (
                    <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                  )}
                  {T.continue}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title={T.discardTitle}
        message={T.discardConfirm}
        confirmLabel={T.discardButton}
        onConfirm={() => {
          if (discarding) discard.mutate(discarding.printkey);
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </section>
  );
}
