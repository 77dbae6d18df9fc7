import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengeSchema } from '../../plugins/captcha.ts';

/** The widget's challenge; the captcha plugin holds the key and checks the solutions. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha',
    {
      config: { touchesSession: false },
      schema: {
        tags: ['auth'],
        summary: 'A signed ALTCHA proof-of-work challenge for the captcha widget',
        description:
          'The widget solves it and posts the result as the base64 `captcha` field of signup and forgotpassword. Each challenge expires after 10 minutes and is accepted once.',
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await app.captcha.challenge()),
  );
};
