/** One application with its review, as the review screen and a staff upload read it. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, reviews } from '../../db/schema/index.ts';
import { reviewColumns } from './query-parts.ts';

/** One application with its review, or undefined when it is not this municipality's. */
export async function findReview(db: Db, municipalityKey: string, id: number) {
  const [row] = await db
    .select({ application: applications, ...reviewColumns })
    .from(applications)
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .where(and(eq(applications.municipalityKey, municipalityKey), eq(applications.id, id)));
  if (!row) return undefined;
  const { application, ...review } = row;
  return { application, review };
}
