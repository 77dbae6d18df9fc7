import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getMunicipalitySettingsContract,
  setMunicipalitySettingsContract,
} from '@ir/domain/contracts/admin/municipality-settings.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';
import { municipalityQuery } from '../../../lib/municipality.ts';
import { adminKeys } from './keys.ts';

export const MUNICIPALITY_SETTINGS_KEY = ['admin', 'municipality-settings'] as const;

/** The municipality's names, links, support phone and Grievance Day, as stored. */
export const municipalitySettingsQuery = () =>
  queryOptions({
    queryKey: MUNICIPALITY_SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(getMunicipalitySettingsContract, { signal }),
  });

/**
 * Saves them; then the form, the layout's municipality (its names and links brand every page)
 * and the audit log, which has a new row, are read again.
 */
export function useSaveMunicipalitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractBody<typeof setMunicipalitySettingsContract>) =>
      callApi(setMunicipalitySettingsContract, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(MUNICIPALITY_SETTINGS_KEY, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: municipalityQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
  });
}
