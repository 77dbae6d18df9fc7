import { queryOptions } from '@tanstack/react-query';
import { getComparableContract } from '@ir/domain/contracts/filing/get-comparable.ts';
import { callApi } from '../../../lib/api.ts';
import { filingKeys } from './keys.ts';

/**
 * POST /api/ir/propertydata: a parcel's latest arms-length sale as a comparable of `subject`.
 * An answer with err_msg is a refusal the person reads; 404 and 406 reject.
 */
export const comparableQuery = (printKey: string, subject: string) =>
  queryOptions({
    queryKey: filingKeys.comparable(printKey, subject),
    queryFn: () => callApi(getComparableContract, { body: { print_key: printKey, subject } }),
    staleTime: 5 * 60_000,
  });
