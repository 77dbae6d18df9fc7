import { AppError, UPLOAD_DAILY_QUOTA_BYTES } from '@ir/domain';
import type { Db } from '../../db/client.ts';
import { uploadedBytesSince } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose quota, and when: the uploading account (owner or staff) of the request's municipality. */
export interface QuotaKey {
  municipalityKey: string;
  userId: number;
  now: Date;
}

/**
 * Refuses with 429 when `adding` more bytes would take the account past UPLOAD_DAILY_QUOTA_BYTES
 * over the last 24 hours (decision 028). The count is the account's files in the database
 * (drafts, submitted and staff files), so every instance reaches the same answer; a draft file
 * removed again no longer counts, as its bytes are no longer kept either. Called once before
 * the file is stored, and again in the transaction that records it after lockUploadQuota.
 */
export async function refuseOverDailyQuota(db: Db, key: QuotaKey, adding: number): Promise<void> {
  if (await isOverDailyQuota(db, key, adding)) {
    throw new AppError(429, 'daily_quota', 'uploadAnswer.dailyQuota');
  }
}

/** Whether `adding` bytes more would take the account past its quota for 24 hours. */
export async function isOverDailyQuota(db: Db, key: QuotaKey, adding: number): Promise<boolean> {
  const since = new Date(key.now.getTime() - DAY_MS);
  const used = await uploadedBytesSince(db, key.municipalityKey, key.userId, since);
  return used + adding > UPLOAD_DAILY_QUOTA_BYTES;
}
