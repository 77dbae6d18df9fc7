import { useEffect, useRef, useState } from 'react';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import { UPLOAD_MAX_BYTES } from '@ir/domain/limits.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { SingleFileInput, type FileNotice } from '../../../components/form/SingleFileInput.tsx';
import { truncateFileName, useFormat } from '../../../lib/format.ts';
import { fileDownloadUrl } from '../api/get-file.ts';
import { useUploadStaffFile } from '../api/upload-staff-file.ts';

/** SPEC §8 / §9: the success text shows for 3 seconds. */
export const UPLOAD_SUCCESS_MS = 3000;

/**
 * The review's files with who added them (download links to getfile) and the internal
 * uploader (SPEC §2, §6: staff files cannot be deleted, so there is no remove button).
 */
export function ReviewFiles({ record }: { record: ReviewRecord }) {
  const { dateTime: formatDateTime } = useFormat();
  const upload = useUploadStaffFile();
  const [notice, setNotice] = useState<FileNotice>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (file: File) => {
    clearTimeout(timer.current);
    setNotice(null);
    // Refused here at once: the server would refuse it after the whole file was sent.
    if (file.size > UPLOAD_MAX_BYTES) {
      setNotice({ kind: 'error', text: MESSAGES.upload.internalFailed });
      return;
    }
    upload.mutate(
      { id: record.ir_id, file },
      {
        onSuccess: () => {
          setNotice({ kind: 'success', text: MESSAGES.upload.internalSuccess });
          timer.current = setTimeout(() => setNotice(null), UPLOAD_SUCCESS_MS);
        },
        onError: () => setNotice({ kind: 'error', text: MESSAGES.upload.internalFailed }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {record.files.length === 0 ? (
        <p>No files are attached to this application.</p>
      ) : (
        <ul
          aria-label="Files"
          className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
        >
          {record.files.map((file) => (
            <li key={file.name} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              <a
                href={fileDownloadUrl(file.name)}
                className="link min-w-0 flex-1 font-medium break-all"
                title={file.original_name}
                target="_blank"
                rel="noopener"
                aria-label={`Open ${file.original_name}`}
              >
                {truncateFileName(file.original_name)}
              </a>
              <span className="text-sm text-base-content/70">
                {file.staff ? 'Staff' : 'Applicant'}
                {file.uploaded_by ? ` · ${file.uploaded_by}` : ''}
                {file.added_after_filing && (
                  <span className="badge badge-info badge-sm mx-1">added after filing</span>
                )}{' '}
                · {formatDateTime(file.uploaded_at)}
              </span>
            </li>
          ))}
        </ul>
      )}

      <SingleFileInput
        label="Add an internal file"
        labelClassName="text-sm font-medium"
        hint="PDF, PNG, JPG, DOC, DOCX, XLS, XLSX or HEIF, under 25MB. Staff files cannot be deleted."
        busy={upload.isPending}
        notice={notice}
        onChoose={choose}
      />
    </div>
  );
}
