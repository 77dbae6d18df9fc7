import type { Db } from '../../db/client.ts';
import { insertAuditRow, insertAuditRows, type AuditRow, type NewAuditRow } from './repository.ts';

/** A drizzle transaction; `audit()` takes nothing else so its row commits or rolls back with the change. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditEntry {
  municipalityKey: string;
  /** The signed-in user; null when the system acts (imports, scheduled jobs). */
  actorUserId: number | null;
  /** `<area>.<verb>`, e.g. `review.assign`; the database refuses any other shape. */
  action: `${string}.${string}`;
  target: { type: string; id: string | number };
  /** The changed fields as they were and as they are; secrets are removed before storing. */
  before?: unknown;
  after?: unknown;
  /** Fastify's request.id, so a log line and an audit row can be matched. */
  requestId?: string;
}

/** Key names whose values never reach the audit log, at any depth. */
const SECRET_KEY = /password|token|secret|hash/i;

/**
 * Writes one audit row in the caller's transaction: if the change rolls back, so does its
 * record, and a committed change always has one.
 */
export async function audit(tx: Tx, entry: AuditEntry): Promise<AuditRow> {
  return insertAuditRow(tx, auditRow(entry));
}

/** `audit()` for many changes of one action (a bulk assignment), in as few statements as fit. */
export async function auditAll(tx: Tx, entries: readonly AuditEntry[]): Promise<void> {
  await insertAuditRows(tx, entries.map(auditRow));
}

function auditRow(entry: AuditEntry): NewAuditRow {
  return {
    municipalityKey: entry.municipalityKey,
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    before: entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === undefined ? null : withoutSecrets(entry.after),
    requestId: entry.requestId ?? null,
  };
}

/**
 * A JSON copy of `value` with every key that looks like a secret removed, at any depth.
 * Going through JSON first gives what jsonb would store (Dates as ISO strings, no functions),
 * so the filter sees exactly the stored shape.
 */
export function withoutSecrets(value: unknown): unknown {
  const json = JSON.stringify(value);
  if (json === undefined) return null;
  return strip(JSON.parse(json) as unknown);
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, strip(inner)]),
    );
  }
  return value;
}
