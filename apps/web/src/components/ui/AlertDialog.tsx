import { useEffect, useId, useRef } from 'react';
import { useLanguage } from '../../lib/language.tsx';

/**
 * The app's alert(): a modal dialog with a message and an OK button. Unlike window.alert it
 * does not block the page's timers, is styled with the theme and is announced as a dialog.
 * Shown while `message` is set; OK, Escape and the backdrop all call `onClose`.
 */
export function AlertDialog({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string | null;
  onClose: () => void;
}) {
  const { common } = useLanguage().messages;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const open = message !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Closed, the dialog holds nothing: an empty heading (the session's dialog has no title
  // until it has something to say) is an error to HTML_CodeSniffer (H42.2), and its label and
  // description would name ids that are not there.
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open ? messageId : undefined}
      onClose={onClose}
    >
      {open && (
        <>
          <div className="modal-box">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <p id={messageId} className="py-4">
              {message}
            </p>
            <div className="modal-action">
              {/* showModal() focuses the first control, so OK has focus from the start. */}
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => ref.current?.close()}
              >
                {common.ok}
              </button>
            </div>
          </div>
          <div className="modal-backdrop">
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              onClick={() => ref.current?.close()}
            >
              {common.close}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
