/**
 * A review's draft before it is filed: its saved fields and supporting files (upload, list,
 * remove, discard), and the purge of stale drafts.
 */
export { uploadsRoutes } from './routes.ts';
export { draftPurgePlugin, purgeExpiredDraftFiles, type PurgeResult } from './purge-drafts.ts';
export { discardDraftFiles, releaseIfUnreferenced } from './service.ts';
export {
  insertDraftFile,
  lockDraft,
  lockStoredBytes,
  lockUploadQuota,
  type DraftKey,
} from './repository.ts';
export { isOverDailyQuota, refuseOverDailyQuota, type QuotaKey } from './upload-quota.ts';
export {
  countOtherSavedDrafts,
  deleteSavedDraft,
  listDraftsOfPeriodsEnding,
  listSavedDrafts,
  lockSavedDrafts,
  upsertSavedDraft,
} from './saved-drafts-repository.ts';
