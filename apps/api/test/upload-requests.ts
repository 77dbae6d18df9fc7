import type { FastifyInstance } from 'fastify';
import { injectOn, type SignedInAccount } from './accounts.ts';
import { freshIp } from './factories.ts';

/** POST /api/ir/uploadfile with a multipart form, as `account` on its municipality's host. */
export function injectUpload(
  app: FastifyInstance,
  account: SignedInAccount | undefined,
  form: { headers: Record<string, string>; payload: Buffer },
  host = account?.municipalityKey ?? 'development',
) {
  return injectOn(
    app,
    host,
    {
      method: 'POST',
      url: '/api/ir/uploadfile',
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    },
    account,
  );
}
