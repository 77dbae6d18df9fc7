import { useId, useState } from 'react';
import type { AdminUser } from '@ir/domain/contracts/admin/admin-fields.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSetRepresentative } from '../api/set-representative.ts';

/**
 * Whether a mega-admin approved the account as a representative, who may file many properties
 * at once (decision 043), and the button that approves it or removes the approval. The flag is
 * a live region, so the change is announced where it shows (WCAG 4.1.3).
 */
export function RepresentativeApproval({
  email,
  representative,
  firmName,
  onStart,
  onChanged,
  onFailed,
}: {
  email: string;
  representative: boolean;
  /** The firm owners read on an authorization request (decision 052); undefined when unset. */
  firmName?: string | undefined;
  /** A new action starts: the screen clears what the last one said. */
  onStart?: () => void;
  /** The account as the server now has it (the pulled account is updated with it anyway). */
  onChanged?: (user: AdminUser) => void;
  onFailed: (text: string) => void;
}) {
  const errorText = useErrorText();
  const call = useSetRepresentative();
  const firmId = useId();
  const [firm, setFirm] = useState(firmName ?? '');
  const send = (body: { representative: boolean; firmName?: string | null }) => {
    if (call.isPending) return;
    onStart?.();
    call.mutate(
      { email, ...body },
      {
        onSuccess: (user) => onChanged?.(user),
        onError: (error) =>
          onFailed(
            errorText(error, {
              showServerMessage: 'refusals',
              fallback: MESSAGES.admin.representativeFailed,
            }),
          ),
      },
    );
  };
  const toggle = () => send({ representative: !representative });
  return (
    <div className="flex flex-col items-start gap-2">
      <span role="status">
        <span className={`badge ${representative ? 'badge-success' : 'badge-outline'}`}>
          {representative ? MESSAGES.admin.representative : MESSAGES.admin.notRepresentative}
        </span>
      </span>
      <button
        type="button"
        // aria-disabled, not disabled, while it works: the keyboard's focus stays (WCAG 2.4.3).
        className="btn btn-sm aria-disabled:opacity-60"
        aria-disabled={call.isPending || undefined}
        aria-busy={call.isPending || undefined}
        onClick={toggle}
      >
        {call.isPending && (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        )}
        {representative
          ? MESSAGES.admin.removeRepresentative
          : MESSAGES.admin.approveRepresentative}
      </button>
      {representative && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send({ representative, firmName: firm.trim() === '' ? null : firm });
          }}
        >
          <label className="flex flex-col gap-1 text-sm" htmlFor={firmId}>
            Firm name (owners read it on authorization requests)
            <input
              id={firmId}
              className="input input-sm"
              value={firm}
              maxLength={100}
              type="text"
              // Another account's firm: the admin's own organization would be the wrong fill.
              autoComplete="off"
              onChange={(event) => setFirm(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-sm">
            Save firm name
          </button>
        </form>
      )}
    </div>
  );
}
