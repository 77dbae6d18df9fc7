import { useId, type ReactNode } from 'react';
import { UPLOAD_ACCEPT } from '@ir/domain/limits.ts';
import { LiveStatus, OutcomeAlert } from '../ui/FormAlert.tsx';
import { useLanguage } from '../../lib/language.tsx';

export type FileNotice = { kind: 'success' | 'error'; text: string } | null;

/**
 * One file sent as soon as it is chosen: the labelled input, its hint, "Uploading…" announced
 * while it goes, and what became of it. The same file can be chosen again after a failure.
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
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className={labelClassName}>
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-describedby={hintId}
          className="file-input w-full max-w-md"
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
