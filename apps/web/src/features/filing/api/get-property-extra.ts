import { queryOptions } from '@tanstack/react-query';
import { getPropertyExtraContract } from '@ir/domain/contracts/filing/get-property-extra.ts';
import { callApi } from '../../../lib/api.ts';
import { filingKeys } from './keys.ts';

/** POST /api/ir/propertyextra: the selected parcel's assessment data (SPEC §3). */
export const propertyExtraQuery = (printKey: string) =>
  queryOptions({
    queryKey: filingKeys.propertyExtra(printKey),
    queryFn: () => callApi(getPropertyExtraContract, { body: { print_key: printKey } }),
    staleTime: 5 * 60_000,
  });
