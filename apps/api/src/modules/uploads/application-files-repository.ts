/**
 * The files of applications, every row of application_files but a draft's own queries
 * (repository.ts): the one insert, a draft's files joining its filing, the owner's and the
 * review screen's lists, a download, and the count and lookups an upload checks.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationFiles } from '../../db/schema/index.ts';
import { accountsIn } from '../users/index.ts';

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

/** Moves the uploader's draft files for the parcel onto the application; returns how many. */
export async function attachDraftFiles(
  tx: Db,
  municipalityKey: string,
  uploadedBy: number,
  sbl: string,
  applicationId: number,
): Promise<number> {
  const attached = await tx
    .update(applicationFiles)
    .set({ applicationId })
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.uploadedBy, uploadedBy),
        eq(applicationFiles.sbl, sbl),
        isNull(applicationFiles.applicationId),
      ),
    )
    .returning({ id: applicationFiles.id });
  return attached.length;
}

/** The files the applicant filed with an application (never staff files), oldest first. */
export async function listFiledFiles(db: Db, municipalityKey: string, applicationId: number) {
  return db
    .select({
      id: applicationFiles.id,
      name: applicationFiles.originalName,
      size: applicationFiles.size,
      uploadedAt: applicationFiles.uploadedAt,
    })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.applicationId, applicationId),
        eq(applicationFiles.staff, false),
      ),
    )
    .orderBy(asc(applicationFiles.uploadedAt), asc(applicationFiles.id));
}

/** One file the applicant filed with the application (never a staff file), by its id. */
export async function findFiledFile(
  db: Db,
  municipalityKey: string,
  applicationId: number,
  id: number,
) {
  const [row] = await db
    .select({
      sha256: applicationFiles.sha256,
      mime: applicationFiles.mime,
      originalName: applicationFiles.originalName,
    })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.applicationId, applicationId),
        eq(applicationFiles.id, id),
        eq(applicationFiles.staff, false),
      ),
    );
  return row;
}

/** How many files an application holds (the applicant's and staff's). */
export async function countFilingFiles(db: Db, municipalityKey: string, applicationId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.applicationId, applicationId),
      ),
    );
  return row?.n ?? 0;
}

/** One row of application_files: a draft's file, the owner's filed or added one, or staff's. */
export interface ApplicationFileValues {
  municipalityKey: string;
  /** Null for a draft's file, which joins its filing at submission (attachDraftFiles). */
  applicationId: number | null;
  uploadedBy: number;
  sbl: string;
  sha256: string;
  size: number;
  mime: string;
  originalName: string;
  uploadedAt: Date;
  /** A staff member's file, added during review (SPEC §6). */
  staff: boolean;
  /** The owner's evidence added after submitting; false for a draft's file and a batch's. */
  addedAfterFiling: boolean;
}

/**
 * The one insert into application_files. Undefined when the same content is there already:
 * in the draft (the unique draft index) or on the application (the attached one), whichever
 * of the two partial indexes the row falls under.
 */
export async function insertApplicationFile(db: Db, values: ApplicationFileValues) {
  const [row] = await db
    .insert(applicationFiles)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: applicationFiles.id, originalName: applicationFiles.originalName });
  return row;
}

/** The file with these bytes on an application of this municipality, whoever added it. */
export async function findFileOfApplication(
  db: Db,
  municipalityKey: string,
  applicationId: number,
  sha256: string,
) {
  const [existing] = await db
    .select({ id: applicationFiles.id, originalName: applicationFiles.originalName })
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.municipalityKey, municipalityKey),
        eq(applicationFiles.applicationId, applicationId),
        eq(applicationFiles.sha256, sha256),
      ),
    );
  return existing;
}
