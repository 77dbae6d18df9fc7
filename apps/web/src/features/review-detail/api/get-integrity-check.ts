import { queryOptions } from '@tanstack/react-query';
import { getIntegrityCheckContract } from '@ir/domain/contracts/roll-integrity/get-integrity-check.ts';
import { callApi } from '../../../lib/api.ts';

/**
 * GET /api/super/integrity?id=: what the integrity check computes from. Loaded once per
 * review; the panel recomputes in the browser as the reviewer types, with no request.
 */
export const integrityCheckQuery = (id: number) =>
  queryOptions({
    queryKey: ['review-detail', 'integrity', id] as const,
    queryFn: ({ signal }) =>
      callApi(getIntegrityCheckContract, { query: { id: String(id) }, signal }),
    staleTime: 60_000,
  });
