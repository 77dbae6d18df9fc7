import { exportRatioStudyContract } from '@ir/domain/contracts/town/get-ratio-study.ts';
import { apiUrl } from '../../../lib/api.ts';

/** The ratio study's CSV, downloaded by the browser itself (the session cookie goes with it). */
export const ratioStudyExportUrl = () => apiUrl(exportRatioStudyContract);
