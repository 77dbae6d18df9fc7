import { useMutation } from '@tanstack/react-query';
import { voidFilingContract } from '@ir/domain/contracts/review/void-filing.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

type Body = ContractBody<typeof voidFilingContract>;

/** POST /api/super/void; a refusal (400, 404, 409) rejects with the server's text. */
export const voidFiling = (body: Body) => callApi(voidFilingContract, { body });

/** The page reloads the record itself after success, which then shows it voided. */
export function useVoidFiling() {
  return useMutation({ mutationFn: voidFiling });
}
