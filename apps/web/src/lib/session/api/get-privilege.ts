import { queryOptions } from '@tanstack/react-query';
import { isRole, type Privilege } from '@ir/domain/roles.ts';
import { getBesideContract } from '../../api.ts';
import { loadShellContracts } from '../../load-shell-contracts.ts';

/** Anything the server answers that is not a known role means "not signed in". */
export function parsePrivilege(text: string): Privilege {
  const value = text.trim();
  return isRole(value) ? value : '';
}

/** GET /api/auth/authstatus?privledge=true: the visitor's privilege, '' when not signed in. */
export const privilegeQuery = () =>
  queryOptions({
    queryKey: ['session', 'privilege'],
    queryFn: async ({ signal }): Promise<Privilege> => {
      // Asked at once, not after the contract's download (zod): the first page waits for it.
      const answer = await getBesideContract(
        loadShellContracts().then((c) => c.getAuthStatusContract),
        '/auth/authstatus',
        { query: { privledge: 'true' }, signal, answer: 'text' },
      );
      return typeof answer === 'string' ? parsePrivilege(answer) : '';
    },
  });
