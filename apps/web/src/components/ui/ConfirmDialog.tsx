import { useEffect, useId, useRef } from 'react';
import { useLanguage } from '../../lib/language.tsx';

/**
 * The app's confirm(): a modal dialog that asks before an action that cannot simply be taken
 * back. Unlike window.confirm it is styled with the theme, announced as an alert dialog and
 * does not block the page. Cancel has the focus when it opens, so Enter never confirms by
 * accident; Escape and the backdrop cancel.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  /** What the confirming button does, e.g. "Restrict account". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { common } = useLanguage().messages;
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      confirmed.current = false;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = (confirm: boolean) => {
    confirmed.current = confirm;
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className="modal"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Every way out (a button, Escape, the backdrop) ends here, once.
      onClose={() => (confirmed.current ? onConfirm() : onCancel())}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <p id={messageId} className="py-4">
          {message}
        </p>
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => close(false)}>
            {common.cancel}
          </button>
          <button type="button" className="btn btn-warning" onClick={() => close(true)}>
            {confirmLabel}
          </button>
        </div>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => close(false)}>
          {common.close}
        </button>
      </div>
    </dialog>
  );
}
