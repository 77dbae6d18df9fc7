/** Municipalities: their settings (seeded from the catalog), and the registry that answers which one a request is for. */
export { municipalityCatalog } from './catalog.ts';
/** The type is the request's (plugins/municipality.ts); this module keeps the rows. */
export type { MunicipalityConfig } from '../../plugins/municipality.ts';
export { findFilingOverride, writeFilingOverride, type FilingOverride } from './repository.ts';
export {
  effectiveFilingPeriod,
  filingPeriodOf,
  isExpired,
  loadMunicipalityRegistry,
  MunicipalityRegistry,
  toPublicMunicipality,
} from './service.ts';
export {
  addMunicipality,
  MunicipalityInputError,
  requireMunicipality,
  saveMunicipalitySettings,
  setMunicipality,
  storedSettings,
  type MunicipalityOptions,
} from './settings.ts';
export { listMunicipalities, seedMunicipalities } from './repository.ts';
