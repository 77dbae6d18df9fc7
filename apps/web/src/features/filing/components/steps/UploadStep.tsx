import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_ACCEPT } from '@ir/domain/limits.ts';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { truncateFileName } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/language.tsx';
import { draftFilesKey, draftFilesQuery } from '../../api/list-draft-files.ts';
import { useRemoveDraftFile } from '../../api/remove-draft-file.ts';
import { oversizeMessage, uploadFile } from '../../api/upload-file.ts';
import { summaryTargetId, type StepProps, type WizardFile } from '../../wizard/draft.ts';
import { reconcileFiles } from '../../wizard/reconcile-files.ts';

let keyCounter = 0;
/** Unique in this tab, also against keys of a draft restored from an earlier page load. */
function newFileKey(): string {
  keyCounter += 1;
  return `${Date.now().toString(36)}-${keyCounter}`;
}

/**
 * SPEC §2 step 3, Supporting Files: each chosen or dropped file uploads at once and shows
 * pending (dots), Uploaded or Error with its SPEC §8 text; uploaded files can be removed. The
 * files the server holds for the draft are listed again after a reload. The chooser is a button
 * in the page's language (the browser's own file input says "Choose files / No file chosen" in
 * its own): it opens the hidden input, which is never focused itself. Next pressed while a file
 * still uploads says so above the list, which the error summary links to.
 */
export function UploadStep({ draft, onChange, showErrors = 0 }: StepProps) {
  const { messages, format, text } = useLanguage();
  const STATUS_TEXT = messages.upload.status;
  const T = messages.filing.files;
  const printKey = draft.property?.print_key ?? '';
  const chooseId = useId();
  const hintId = useId();
  const waitId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  // An upload from before a reload (or from before this step was left) died with that page.
  const [chosen, setChosen] = useState<WizardFile[]>(() =>
    draft.files.filter((file) => file.status !== 'pending'),
  );
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const uploads = useRef(new Set<AbortController>());
  const serverFiles = useQuery({ ...draftFilesQuery(printKey), enabled: printKey !== '' });
  const remove = useRemoveDraftFile();

  const files = useMemo(
    () => reconcileFiles(chosen, serverFiles.data?.files),
    [chosen, serverFiles.data],
  );
  const publish = useEffectEvent((next: WizardFile[]) => onChange({ files: next }));
  useEffect(() => publish(files), [files]);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const settle = (key: string, change: Partial<WizardFile>) =>
    setChosen((current) =>
      current.map((file) => (file.key === key ? { ...file, ...change } : file)),
    );

  // The files a busy server turned away, held while the page lives so their rows can send them
  // again; nothing else was lost with them.
  const [turnedAway, setTurnedAway] = useState<ReadonlyMap<string, File>>(() => new Map());
  const forgetTurnedAway = (key: string) =>
    setTurnedAway((current) => new Map([...current].filter(([held]) => held !== key)));

  const send = (key: string, file: File) => {
    // The upload's progress is announced too, not only its end (WCAG 4.1.3).
    setAnnouncement(`${file.name}: ${STATUS_TEXT.uploading}`);
    const controller = new AbortController();
    uploads.current.add(controller);
    uploadFile(file, printKey, controller.signal)
      .then((result) => {
        if (result.status === 'uploaded') {
          settle(key, { status: 'uploaded' });
          setAnnouncement(`${file.name}: ${STATUS_TEXT.uploaded}`);
          void queryClient.invalidateQueries({ queryKey: draftFilesKey(printKey) });
        } else {
          settle(key, { status: 'error', error: result.error });
          if (result.busy) setTurnedAway((current) => new Map(current).set(key, file));
          setAnnouncement(`${file.name}: ${STATUS_TEXT.error}. ${text(result.error)}`);
        }
      })
      // Only an upload stopped by leaving the step rejects; there is nobody left to tell.
      .catch(() => {})
      .finally(() => uploads.current.delete(controller));
  };

  const start = (file: File) => {
    const key = newFileKey();
    const tooLarge = oversizeMessage(file);
    const entry: WizardFile = {
      key,
      name: file.name,
      size: file.size,
      status: tooLarge ? 'error' : 'pending',
      ...(tooLarge ? { error: tooLarge } : {}),
    };
    setChosen((current) => [...current, entry]);
    if (tooLarge) {
      setAnnouncement(`${file.name}: ${STATUS_TEXT.error}. ${text(tooLarge)}`);
      return;
    }
    send(key, file);
  };

  const retry = (key: string) => {
    const file = turnedAway.get(key);
    if (!file) return;
    forgetTurnedAway(key);
    settle(key, { status: 'pending', error: undefined });
    send(key, file);
  };

  const choose = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) start(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  const removeFile = (file: WizardFile) => {
    const drop = () => setChosen((current) => current.filter((entry) => entry.key !== file.key));
    if (file.status !== 'uploaded') {
      drop();
      forgetTurnedAway(file.key);
      return;
    }
    if (!file.id) return;
    remove.mutate(
      { printkey: printKey, id: file.id },
      {
        onSuccess: () => {
          drop();
          setAnnouncement(format(T.removed, { name: file.name }));
        },
      },
    );
  };

  // Next was pressed while a file uploads: said here too, as the error summary says it.
  const stillUploading = showErrors > 0 && files.some((file) => file.status === 'pending');

  if (!draft.property) {
    return <p>{T.chooseProperty}</p>;
  }

  return (
    <div className="flex flex-col gap-6">
      <p id={hintId}>{T.intro}</p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-box border-2 border-dashed p-8 text-center ${
          dragging ? 'border-primary bg-primary/10' : 'border-base-300 bg-base-200'
        }`}
      >
        {/* A phone or tablet has nothing to drag from: it is not offered there. */}
        <p aria-hidden="true" className="pointer-coarse:hidden">
          {T.dragAndDrop}
        </p>
        <button
          type="button"
          id={chooseId}
          className="btn btn-primary"
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {T.choose}
        </button>
        {/* Opened by the button above, named by it; out of the tab order and of sight. */}
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          hidden
          tabIndex={-1}
          aria-labelledby={chooseId}
          aria-describedby={hintId}
          onChange={(event) => {
            choose(event.currentTarget.files);
            // The same file can be chosen again (after removing it, say).
            event.currentTarget.value = '';
          }}
        />
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      {remove.isError && <FormAlert kind="error">{messages.upload.removeFailed}</FormAlert>}

      {stillUploading && (
        <p id={waitId} className="field-error font-medium">
          {text('filing.filesUploading')}
        </p>
      )}
      {files.length > 0 && (
        <ul
          aria-label={T.list}
          // The error summary's link while a file is still uploading.
          id={summaryTargetId('files')}
          aria-describedby={stillUploading ? waitId : undefined}
          tabIndex={-1}
          className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
        >
          {files.map((file) => (
            <li key={file.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              {/* Room for a name on a phone: its status wraps below it rather than squeeze it. */}
              <span className="min-w-32 flex-1 font-medium break-all" title={file.name}>
                {truncateFileName(file.name)}
              </span>
              <FileStatus file={file} />
              {file.status === 'uploaded' && file.id && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={format(T.removeFile, { name: file.name })}
                  disabled={remove.isPending}
                  onClick={() => removeFile(file)}
                >
                  {T.remove}
                </button>
              )}
              {file.status === 'error' && turnedAway.has(file.key) && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={format(T.tryFileAgain, { name: file.name })}
                  onClick={() => retry(file.key)}
                >
                  {T.tryAgain}
                </button>
              )}
              {file.status === 'error' && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={format(T.dismissFile, { name: file.name })}
                  onClick={() => removeFile(file)}
                >
                  {T.dismiss}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FileStatus({ file }: { file: WizardFile }) {
  const { messages, text } = useLanguage();
  const STATUS_TEXT = messages.upload.status;
  if (file.status === 'pending') {
    return (
      <span className="flex items-center gap-2">
        <span className="loading loading-dots loading-sm" aria-hidden="true" />
        <span className="sr-only">{STATUS_TEXT.uploading}</span>
      </span>
    );
  }
  if (file.status === 'uploaded') {
    return <span className="badge badge-success">{STATUS_TEXT.uploaded}</span>;
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="badge badge-error">{STATUS_TEXT.error}</span>
      <span className="field-error text-sm">{text(file.error ?? 'upload.noResponse')}</span>
    </span>
  );
}
