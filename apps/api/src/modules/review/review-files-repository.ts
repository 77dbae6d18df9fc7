/** The files of applications: the review screen's list, a download, a staff upload. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationFiles } from '../../db/schema/index.ts';
import { accountsIn } from '../users/index.ts';
import type { Tx } from './query-parts.ts';

/** The files attached to an application, oldest first, with the uploader's e-mail. */
export async function listApplicationFiles(db: Db, municipalityKey: string, applicationId: number) {
  const uploaders = accountsIn(db, municipalityKey).as('uploaders');
  return db
    .select({
      id: applicationFiles.id,
      originalName: applicationFiles.originalName,
      mime: applicationFiles.mime,
      size: applicationFiles.size,
      staff: applicationFiles.staff,
      addedAfterFiling: applicationFiles.addedAfterFiling,
      uploadedBy: uploaders.email,
      uploadedAt: applicationFiles.uploadedAt,
    })
    .from(applicationFiles)
    .leftJoin(uploaders, eq(uploaders.id, applicationFiles.uploadedBy))
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationFiles.id));
}

/** A parcel's files that belong to an application (drafts are their uploader's alone). */
export async function listParcelFiles(db: Db, municipalityKey: string, sbl: string) {
  return db
    .select({ id: applicationFiles.id, originalName: applicationFiles.originalName })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.sbl, sbl),
        isNotNull(applicationFiles.applicationId),
      ),
    )
    .orderBy(asc(applicationFiles.id));
}

/** One attached file of the municipality by id. */
export async function findAttachedFile(db: Db, municipalityKey: string, id: number) {
  const [row] = await db
    .select({
      id: applicationFiles.id,
      applicationId: applicationFiles.applicationId,
      sha256: applicationFiles.sha256,
      mime: applicationFiles.mime,
      size: applicationFiles.size,
      originalName: applicationFiles.originalName,
    })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.id, id),
        isNotNull(applicationFiles.applicationId),
      ),
    );
  return row;
}

/** Attaches a staff file; the same bytes already on the application are kept once. */
export async function insertStaffFile(
  tx: Tx,
  input: {
    municipalityKey: string;
    applicationId: number;
    uploadedBy: number;
    sbl: string;
    sha256: string;
    size: number;
    mime: string;
    originalName: string;
    uploadedAt: Date;
  },
) {
  const [inserted] = await tx
    .insert(applicationFiles)
    .values({ ...input, staff: true })
    .onConflictDoNothing({
      target: [applicationFiles.applicationId, applicationFiles.sha256],
      where: sql`${applicationFiles.applicationId} is not null`,
    })
    .returning({ id: applicationFiles.id, originalName: applicationFiles.originalName });
  if (inserted) return { ...inserted, created: true };
  const [existing] = await tx
    .select({ id: applicationFiles.id, originalName: applicationFiles.originalName })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, input.municipalityKey),
        eq(applicationFiles.applicationId, input.applicationId),
        eq(applicationFiles.sha256, input.sha256),
      ),
    );
  if (!existing) throw new Error('staff file neither inserted nor found');
  return { ...existing, created: false };
}
