/**
 * SPEC §5/§8 upload limits, used by the web app's file picker and the server's checks alike.
 * 25MB is read as 25 MiB, the unit the SPEC message "must be under 25MB" is shown in.
 */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The accepted extensions and, for each, the MIME type a file of it is stored and served as.
 * The extension only says what the uploader claims; the server checks the content (sniffing).
 */
export const UPLOAD_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  heif: 'image/heif',
} as const;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_TYPES) as UploadExtension[];

/** For `<input type="file" accept>`: a hint to the picker, never a check. */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((ext) => `.${ext}`),
  ...new Set(Object.values(UPLOAD_TYPES)),
].join(',');

/** The lower-cased extension of a file name when it is an accepted one. */
export function uploadExtension(fileName: string): UploadExtension | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  const ext = match?.[1]?.toLowerCase();
  return ext !== undefined && Object.hasOwn(UPLOAD_TYPES, ext)
    ? (ext as UploadExtension)
    : undefined;
}
