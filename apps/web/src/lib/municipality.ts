import { publicMunicipalitySchema, type PublicMunicipality } from '@ir/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from './api.ts';

/**
 * GET /api/municipality. It lives in lib rather than in a feature because the layout and
 * every page brand themselves with it, and features may not import each other.
 */
export const municipalityQuery = () =>
  queryOptions({
    queryKey: ['municipality'],
    queryFn: ({ signal }) => getJson('/municipality', publicMunicipalitySchema, { signal }),
    // Branding never changes while a tab is open; `expired` flips at most once a year.
    staleTime: 5 * 60_000,
  });

/**
 * The municipality for pages rendered inside the layout, which renders them only once the
 * municipality has loaded, so this never suspends there.
 */
export function useMunicipality(): PublicMunicipality {
  return useSuspenseQuery(municipalityQuery()).data;
}
