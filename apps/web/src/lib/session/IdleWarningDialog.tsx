import { useEffect, useId, useRef } from 'react';
import type { Messages } from '../language.tsx';

type Texts = Messages['session']['idleWarning'];

/**
 * WCAG 2.2.1: the warning before the idle sign-out. A modal alert dialog, so the focus moves
 * into it (onto "Stay signed in") and a screen reader reads its message. Staying (the button or
 * Escape) calls `onStay`; "Sign out now" calls `onSignOut`. Closed by the caller (`open` false)
 * it calls neither.
 */
export function IdleWarningDialog({
  open,
  texts,
  minutes,
  onStay,
  onSignOut,
}: {
  open: boolean;
  texts: Texts;
  minutes: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const answer = useRef<'stay' | 'signOut' | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Escape is an answer too: the person is there.
      answer.current = 'stay';
      dialog.showModal();
      // showModal() focuses the first control already; said outright so no browser differs.
      stayRef.current?.focus();
    }
    if (!open && dialog.open) {
      answer.current = null;
      dialog.close();
    }
  }, [open]);

  const close = (choice: 'stay' | 'signOut') => {
    answer.current = choice;
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className="modal"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={() => {
        const choice = answer.current;
        answer.current = null;
        if (choice === 'stay') onStay();
        else if (choice === 'signOut') onSignOut();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {texts.title}
        </h2>
        <p id={messageId} className="py-4">
          {texts.message.replace('{minutes}', String(minutes))}
        </p>
        <div className="modal-action">
          {/* Focused on opening: staying is the safe default. */}
          <button
            ref={stayRef}
            type="button"
            className="btn btn-primary"
            onClick={() => close('stay')}
          >
            {texts.stay}
          </button>
          <button type="button" className="btn" onClick={() => close('signOut')}>
            {texts.signOut}
          </button>
        </div>
      </div>
    </dialog>
  );
}
