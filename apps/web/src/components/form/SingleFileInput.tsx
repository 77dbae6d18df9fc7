import { useId, useRef, type ReactNode } from 'react';
import { UPLOAD_ACCEPT } from '@ir/domain/limits.ts';
import { LiveStatus, OutcomeAlert } from '../ui/FormAlert.tsx';
import { useLanguage } from '../../lib/language.tsx';

export type FileNotice = { kind: 'success' | 'error'; text: string } | null;

/**
 * One file sent as soon as it is chosen: a button named `label`, in the page's language, that
 * opens the file chooser (the browser's own file input would say "Choose File / No file chosen"
 * in the browser's language), its hint, "Uploading…" announced while it goes, and what became of
 * it. The input itself is hidden and never focused; it takes its name from the button. The same
 * file can be chosen again after a failure.
 */
export function SingleFileInput({
  label,
  labelClassName = 'font-medium',
  hint,
  busy,
  notice,
  onChoose,
}: {
  label: string;
  labelClassName?: string;
  hint: ReactNode;
  busy: boolean;
  notice: FileNotice;
  onChoose: (file: File) => void;
}) {
  const { messages } = useLanguage();
  const buttonId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col items-start gap-1">
        <button
          type="button"
          id={buttonId}
          className={`btn btn-outline ${labelClassName}`}
          aria-describedby={hintId}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {label}
        </button>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          hidden
          tabIndex={-1}
          aria-labelledby={buttonId}
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onChoose(file);
          }}
        />
        <p id={hintId} className="text-sm text-base-content/80">
          {hint}
        </p>
      </div>
      {/* Always there, so the upload's progress and its success are announced (WCAG 4.1.3). */}
      <LiveStatus className="text-sm empty:hidden">
        {busy && messages.upload.uploadingNow}
      </LiveStatus>
      <OutcomeAlert outcome={notice} className="empty:hidden" />
    </div>
  );
}
