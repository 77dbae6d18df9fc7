/** Municipalities: the catalog, and the registry that answers which one a request is for. */
export { municipalityCatalog, type MunicipalityConfig } from './catalog.ts';
export { findFilingOverride, writeFilingOverride, type FilingOverride } from './repository.ts';
export {
  effectiveFilingPeriod,
  filingPeriodOf,
  isExpired,
  loadMunicipalityRegistry,
  MunicipalityRegistry,
  toPublicMunicipality,
} from './service.ts';
