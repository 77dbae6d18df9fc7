import { getFileContract } from '@ir/domain/contracts/review/get-file.ts';
import { apiUrl } from '../../../lib/api.ts';

/**
 * GET /api/super/getfile?file=NAME as a link: the browser opens or downloads it itself (the
 * server decides inline or attachment), with the session cookie, so no bytes pass through here.
 */
export function fileDownloadUrl(name: string): string {
  return `${apiUrl(getFileContract)}?${new URLSearchParams({ file: name }).toString()}`;
}
