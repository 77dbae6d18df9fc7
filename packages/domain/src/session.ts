import { z } from 'zod';

/*
 * The session's constants and the schemas of its two shell calls (the status and the poll),
 * apart from auth.ts: the web loads them on every page, and auth.ts carries the account forms'
 * English texts (the catalogue), which only those forms need.
 */

/** SPEC §9 session constants. */
export const SESSION_TIMING = {
  idleTimeoutMs: 60 * 60 * 1000,
  /**
   * Not in SPEC: WCAG 2.2.1 (Timing Adjustable). Two minutes before the idle sign-out (at 58
   * minutes) a dialog offers to stay signed in; the 60-minute sign-out and its alert remain.
   */
  idleWarningMs: 2 * 60 * 1000,
  pollIntervalMs: 20 * 1000,
  activityThrottleMs: 500,
} as const;

export const authStatusQuerySchema = z.object({ privledge: z.enum(['true', 'false']).optional() });
export const pollSessionBodySchema = z
  .strictObject({
    /** The client saw user activity since its last poll; only then does the idle window move. */
    active: z.boolean().optional(),
  })
  // SPEC §7's client posts no body, which reaches validation as null.
  .nullish();
