/**
 * Parcels and sales: the importer, the demo data and their queries, all per municipality. The
 * only module that queries the parcels and sales tables (a lint rule): others read them here.
 */
export { resolveColumns, type ImportKind } from './csv-columns.ts';
export { DEMO_DEFAULTS, generateDemoData, mulberry32 } from './generate-demo-data.ts';
export {
  checkImportFile,
  importFile,
  importCheckedFile,
  ImportFileError,
  type CheckedFile,
  type ImportOptions,
  type ImportProgress,
  type ImportReport,
} from './import-file.ts';
export { countParcels, hasParcels, replaceParcelsAndSales } from './repository.ts';
export type { ParcelRow } from './row-schemas.ts';
export { DEMO_MUNICIPALITY, seedDemo, seedDemoOnFirstStart } from './seed-demo.ts';
export { propertyRoutes } from './routes.ts';
export { SearchDataCache } from './search-data.ts';
export {
  findCandidateSales,
  findParcelAddresses,
  findParcelByParcelId,
  findParcelBySbl,
  findParcelSbls,
  listParcelsWithLatestSale,
  parcelExists,
  SEARCH_COUNT_CAP,
  searchParcels,
  type CandidateSale,
  type ParcelRecord,
  type ParcelWithLatestSale,
} from './lookup-repository.ts';
export { bumpParcelRevisionSql } from './parcel-revision.ts';
export { nbhdCodeExists, ratioStudySales, type RatioStudySale } from './ratio-study-sales.ts';
