import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaptchaChallengeContract } from '@ir/domain';

/** The widget's challenge; the captcha plugin holds the key and checks the solutions. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    getCaptchaChallengeContract.path,
    {
      schema: getCaptchaChallengeContract.schema,
      config: { access: getCaptchaChallengeContract.access, touchesSession: false },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await app.captcha.challenge()),
  );
};
