/** One application with its review, as the review screen and a staff upload read it. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationResponses, applications, reviews } from '../../db/schema/index.ts';
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

/** The owner's answer to the decision on an application of this municipality, or undefined. */
export async function findOwnerResponse(db: Db, municipalityKey: string, applicationId: number) {
  const [row] = await db
    .select({
      decision: applicationResponses.decision,
      name: applicationResponses.signatureName,
      respondedAt: applicationResponses.respondedAt,
    })
    .from(applicationResponses)
    .where(
      and(
        eq(applicationResponses.municipalityKey, municipalityKey),
        eq(applicationResponses.applicationId, applicationId),
      ),
    );
  return row;
}
