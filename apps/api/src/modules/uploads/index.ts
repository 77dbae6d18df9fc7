/**
 * A review's draft before it is filed: its saved fields and supporting files (upload, list,
 * remove, discard), and the purge of stale drafts.
 */
export { uploadsRoutes } from './routes.ts';
export { draftPurgePlugin, purgeExpiredDraftFiles, type PurgeResult } from './purge-drafts.ts';
export { discardDraftFiles, releaseIfUnreferenced } from './service.ts';
export { lockDraft, lockStoredBytes, lockUploadQuota, type DraftKey } from './repository.ts';
/**
 * application_files is this module's, a draft's rows and a filing's: its one insert, and the
 * files filing and review read and attach.
 */
export {
  attachDraftFiles,
  countFilingFiles,
  findAttachedFile,
  findFileOfApplication,
  findFiledFile,
  insertApplicationFile,
  listApplicationFiles,
  listFiledFiles,
  listParcelFiles,
  type ApplicationFileValues,
} from './application-files-repository.ts';
/** Files uploaded through the filing API, held for the account until a filing uses them. */
export { findHeldFiles, HELD_FILES_MAX, takeHeldFiles, uploadHeldFile } from './held-files.ts';
export { isOverDailyQuota, refuseOverDailyQuota, type QuotaKey } from './upload-quota.ts';
export {
  countOtherSavedDrafts,
  deleteSavedDraft,
  listDraftsOfPeriodsEnding,
  listSavedDrafts,
  lockSavedDrafts,
  upsertSavedDraft,
} from './saved-drafts-repository.ts';
