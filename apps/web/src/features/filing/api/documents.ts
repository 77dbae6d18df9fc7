import type { Contract } from '@ir/domain/contracts/contract.ts';
import type { Language } from '@ir/domain/languages.ts';
import { apiUrl } from '../../../lib/api.ts';

/**
 * A filing's document (notice, agreement, grievance packet) in the page's language: the link
 * names it, so an owner who chose Español on an English browser gets the Spanish PDF.
 */
export function documentUrl(contract: Pick<Contract, 'path'>, id: number, language: Language) {
  return apiUrl(contract, { params: { id: String(id) }, query: { lang: language } });
}
