/** Municipalities: their settings (seeded from the catalog), and the registry that answers which one a request is for. */
export { municipalityCatalog, type MunicipalityConfig } from './catalog.ts';
export { findFilingOverride, writeFilingOverride, type FilingOverride } from './repository.ts';
export {
  effectiveFilingPeriod,
  firmFor,
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
