import { createHash } from 'node:crypto';
import type { RespondToDecisionInput } from '@ir/domain';

/** What the owner answered to, in a fixed key order, so its hash can be taken again later. */
export interface SignedValues {
  filingNumber: string;
  municipality: string;
  sbl: string;
  address: string;
  decision: RespondToDecisionInput['decision'];
  receivedTotalValue: number | null;
  receivedLandValue: number | null;
  assessedTotalValue: number | null;
  assessedLandValue: number | null;
  name: string;
  respondedAt: string;
}

/**
 * SHA-256 (hex) of the values' JSON with its keys sorted, so the stored copy (jsonb orders keys
 * its own way) hashes the same: any later change to one of them shows as a mismatch.
 */
export function signedValuesHash(values: SignedValues): string {
  const json = JSON.stringify(values, Object.keys(values).sort());
  return createHash('sha256').update(json).digest('hex');
}
