import { callApi } from '../../api.ts';
import { loadShellContracts } from '../../load-shell-contracts.ts';

/**
 * POST /api/auth/poll_session. `active` says the user did something since the last poll; only
 * then does the server move the session's idle window, so an abandoned tab still expires.
 */
export async function pollSession(active: boolean): Promise<void> {
  await callApi((await loadShellContracts()).pollSessionContract, { body: { active } });
}
