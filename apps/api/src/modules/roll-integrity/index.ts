/**
 * Roll integrity (decision 057): the roll's ratio study for the town, the integrity check of
 * a decision, and the published outcomes. Reads parcels, sales and filings through their
 * owners' exports; owns no table.
 */
export { ratioStudyRoutes } from './routes.ts';
export { getRatioStudy, studySales, type RatioStudyFilters } from './ratio-study.ts';
export { outcomesRoutes } from './outcomes-routes.ts';
export { publishedOutcomes } from './outcomes.ts';
export { integrityCheckData, integrityVerdict, type IntegrityVerdict } from './integrity-check.ts';
export { integrityCheckRoutes } from './integrity-routes.ts';
