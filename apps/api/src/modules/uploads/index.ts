/** Supporting files of a draft review: upload, list, remove, and the purge of stale drafts. */
export { uploadsRoutes } from './routes.ts';
export { draftPurgePlugin, purgeExpiredDraftFiles, type PurgeResult } from './purge-drafts.ts';
export { releaseIfUnreferenced } from './service.ts';
export { lockStoredBytes, lockUploadQuota } from './repository.ts';
export { refuseOverDailyQuota, type QuotaKey } from './upload-quota.ts';
