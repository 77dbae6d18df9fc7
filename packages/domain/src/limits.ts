/**
 * SPEC §5/§8 upload limits, used by the web app's file picker and the server's checks alike.
 * 25MB is read as 25 MiB, the unit the SPEC message "must be under 25MB" is shown in.
 */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * What one account may upload in 24 hours, counted from its uploads in the database (every
 * instance sees the same count): a real review attaches a few files, and 60 uploads an hour of
 * 25 MiB each (the rate limit) would otherwise let one account fill storage and keep the virus
 * scanner busy. In MiB like UPLOAD_MAX_BYTES.
 */
export const UPLOAD_DAILY_QUOTA_BYTES = 500 * 1024 * 1024;

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
  // SPEC lists heif; iPhones name the same HEIF images .heic, so both are accepted.
  heic: 'image/heic',
} as const;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_TYPES) as UploadExtension[];

/** For `<input type="file" accept>`: a hint to the picker, never a check. */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((ext) => `.${ext}`),
  ...new Set(Object.values(UPLOAD_TYPES)),
].join(',');

/**
 * Files one account may hold in its draft for one parcel before submitting. A real review
 * attaches a handful (an appraisal, photos, an income form); the bound keeps one account from
 * filling storage through a draft that is purged only after 24 hours.
 */
export const DRAFT_FILES_MAX = 20;

/**
 * Drafts one account may keep saved in one municipality. An owner has a property or two; the
 * bound keeps the drafts (and the files they keep past a day) from growing without end.
 */
export const SAVED_DRAFTS_MAX = 25;

/** Saved drafts are removed this many days after the end of the period they were saved in. */
export const SAVED_DRAFT_DAYS_AFTER_PERIOD = 30;

/** How long a draft's files are kept when they are not submitted (decision 012). */
export const DRAFT_FILES_TTL_HOURS = 24;

/** The lower-cased extension of a file name when it is an accepted one. */
export function uploadExtension(fileName: string): UploadExtension | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  const ext = match?.[1]?.toLowerCase();
  return ext !== undefined && Object.hasOwn(UPLOAD_TYPES, ext)
    ? (ext as UploadExtension)
    : undefined;
}
