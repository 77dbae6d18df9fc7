import { useId, useRef } from 'react';
import { DisclosureNoticeIllustration } from './DisclosureNoticeIllustration.tsx';
import { useLanguage } from '../../../lib/language.tsx';

/** SPEC §2: 'How to find my SBL?' opens a dialog with a picture of a notice and where the SBL is. */
export function SblHelpDialog() {
  const T = useLanguage().messages.filing.search;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  return (
    <>
      <button
        type="button"
        className="link self-start text-sm"
        aria-haspopup="dialog"
        onClick={() => ref.current?.showModal()}
      >
        {T.sblHelp}
      </button>
      <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={textId}>
        <div className="modal-box max-w-2xl">
          <h3 id={titleId} className="text-lg font-bold">
            {T.sblHelp}
          </h3>
          <p id={textId} className="py-3">
            {T.sblHelpText}
          </p>
          <DisclosureNoticeIllustration />
          <div className="modal-action">
            <button type="button" className="btn btn-primary" onClick={() => ref.current?.close()}>
              {T.close}
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
            {T.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
