import type { Language } from '@ir/domain/languages.ts';
import { queryOptions } from '@tanstack/react-query';
import { suggestComparablesContract } from '@ir/domain/contracts/filing/suggest-comparables.ts';
import { callApi } from '../../../lib/api.ts';
import { filingKeys } from './keys.ts';

/** POST /api/ir/suggestcomps: recent sales most like the subject, with why each was picked. */
export const suggestedCompsQuery = (printKey: string, language: Language) =>
  queryOptions({
    queryKey: filingKeys.suggestedComps(printKey, language),
    queryFn: () => callApi(suggestComparablesContract, { body: { print_key: printKey } }),
    staleTime: 5 * 60_000,
  });
