import { queryOptions } from '@tanstack/react-query';
import { getPropertyInfoContract } from '@ir/domain/contracts/filing/get-property-info.ts';
import { callApi } from '../../../lib/api.ts';
import { filingKeys } from './keys.ts';

/** POST /api/ir/propertyinfo: type, units, areas, lot size and last sale (the info toggle). */
export const propertyInfoQuery = (printKey: string, propClass: string | null) =>
  queryOptions({
    queryKey: filingKeys.propertyInfo(printKey),
    queryFn: () =>
      callApi(getPropertyInfoContract, {
        body: { print_key: printKey, ...(propClass ? { propclass: propClass } : {}) },
      }),
    staleTime: 5 * 60_000,
  });
