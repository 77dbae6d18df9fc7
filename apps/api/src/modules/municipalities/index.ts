/** Municipalities: the catalog, and the registry that answers which one a request is for. */
export { municipalityCatalog, type MunicipalityConfig } from './catalog.ts';
export {
  isExpired,
  loadMunicipalityRegistry,
  MunicipalityRegistry,
  toPublicMunicipality,
} from './service.ts';
