import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createApiKeyContract, listApiKeysContract, revokeApiKeyContract } from '@ir/domain';
import { signedIn } from '../../plugins/request-context.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { revokeApiKey } from './revoke-api-key.ts';

/** A representative's keys for the filing API: create (shown once), list, revoke. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    createApiKeyContract.path,
    { schema: createApiKeyContract.schema, config: { access: createApiKeyContract.access } },
    async (request) => createApiKey(signedIn(request.ctx), request.body),
  );

  app.get(
    listApiKeysContract.path,
    { schema: listApiKeysContract.schema, config: { access: listApiKeysContract.access } },
    async (request) => ({ keys: await listApiKeys(signedIn(request.ctx)) }),
  );

  app.delete(
    revokeApiKeyContract.path,
    { schema: revokeApiKeyContract.schema, config: { access: revokeApiKeyContract.access } },
    async (request) => {
      await revokeApiKey(signedIn(request.ctx), request.params.id);
      return { success: true as const };
    },
  );
};
