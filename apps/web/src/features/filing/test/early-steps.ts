import type { PropertyExtra } from '@ir/domain/contracts/filing/get-property-extra.ts';
import type { PropertySearchRecord } from '@ir/domain/contracts/filing/property-fields.ts';
import { emptyDraft, type WizardDraft } from '../wizard/draft.ts';
import { DRAFT_STORAGE_KEY } from '../wizard/draft-storage.ts';

/** The mocked API's handlers, shaped as test/render-app.tsx's MockRoutes (not imported: this is not a test file). */
type Routes = Record<string, (request: { url: URL; body: unknown }) => Response>;

/** The API's JSON error shape. */
const apiError = (statusCode: number, errorMessage: string) =>
  Response.json(
    { statusCode, error_message: errorMessage, message: errorMessage },
    { status: statusCode },
  );

/** A small municipality's parcels for the search tests (steps 0-2). */
export const PARCELS: PropertySearchRecord[] = Array.from({ length: 300 }, (_, i) => ({
  print_key: `${100 + Math.floor(i / 100)}.${String(i % 100).padStart(2, '0')}-1-${i + 1}`,
  full_address: `${i + 1} ${i % 2 ? 'MAIN ST' : 'ELM AVE'}`,
}));

export function propertyExtra(overrides: Partial<PropertyExtra> = {}): PropertyExtra {
  return {
    print_key: '100.00-1-1',
    full_address: '1 ELM AVE',
    parcel_id: '1234567',
    swis_co: '14',
    swis_town: '1422',
    swis_vg: '142289',
    prop_class: '210',
    total_av: 250000,
    land_av: 50000,
    own_code: null,
    nbhd_code: '101',
    bldg_style: '05',
    sfla: 1800,
    yr_built: 1955,
    ...overrides,
  };
}

export const VALID_OWNER = {
  firstName: 'Ann',
  lastName: 'Owner',
  address1: '1 Elm Ave',
  address2: '',
  city: 'Amherst',
  state: 'NY',
  zipCode: '14221',
  phone: '(518) 555-0142',
};

/** Puts a draft in this tab's storage, as an earlier visit of /file would have. */
export function storeDraft(patch: Partial<WizardDraft>): WizardDraft {
  const draft = { ...emptyDraft(), ...patch };
  window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  return draft;
}

export function storedDraft(): WizardDraft | null {
  const text = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
  return text === null ? null : (JSON.parse(text) as WizardDraft);
}

/** The search, property and one-review endpoints over PARCELS; `taken` parcels are filed already. */
export function searchRoutes({
  taken = [],
  missing = [],
}: { taken?: string[]; missing?: string[] } = {}): Routes {
  return {
    'GET /api/ir/propertysearch': ({ url }) => {
      const by = url.searchParams.get('by');
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const hits = PARCELS.filter((p) =>
        (by === 'sbl' ? p.print_key : p.full_address).toLowerCase().includes(q),
      );
      return Response.json({ total: hits.length, results: hits.slice(0, limit) });
    },
    'POST /api/ir/propertyextra': ({ body }) => {
      const key = (body as { print_key: string }).print_key;
      const parcel = PARCELS.find((p) => p.print_key === key);
      if (!parcel || missing.includes(key)) return apiError(404, 'not_found');
      return Response.json(propertyExtra(parcel));
    },
    'POST /api/ir/onereview': ({ body }) =>
      taken.includes((body as { printkey: string }).printkey)
        ? apiError(409, 'app_exists')
        : Response.json({ success: true }),
  };
}
