import { ApiRequestError, callApi } from '../../api.ts';
import { loadShellContracts } from '../../load-shell-contracts.ts';

/** POST /api/auth/signout. A 401 means there was no session left to end, which is the goal. */
export async function endServerSession(): Promise<void> {
  try {
    await callApi((await loadShellContracts()).signOutContract);
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) return;
    throw error;
  }
}
