import { exportTownFilingsContract } from '@ir/domain/contracts/town/export-town-filings.ts';
import { apiUrl } from '../../../lib/api.ts';

/** The CSV export, downloaded by the browser itself (the session cookie goes with it). */
export const townExportUrl = () => apiUrl(exportTownFilingsContract);
