import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicMunicipality } from '@ir/domain/municipality.ts';
import { getBesideContract } from './api.ts';
import { loadShellContracts } from './load-shell-contracts.ts';

/**
 * GET /api/municipality. It lives in lib rather than in a feature because the layout and
 * every page brand themselves with it, and features may not import each other.
 */
export const municipalityQuery = () =>
  queryOptions({
    queryKey: ['municipality'],
    // Every page waits for it: asked at once, not after the contract's download (zod).
    queryFn: ({ signal }) =>
      getBesideContract(
        loadShellContracts().then((c) => c.getMunicipalityContract),
        '/municipality',
        { signal },
      ),
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
