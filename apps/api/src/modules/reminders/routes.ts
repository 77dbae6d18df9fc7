import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getEmailPreferencesContract,
  setEmailPreferencesContract,
  unsubscribeOneClickContract,
} from '@ir/domain';
import { rateLimit } from '../auth/index.ts';
import { getEmailPreferences } from './get-email-preferences.ts';
import { setEmailPreferences } from './set-email-preferences.ts';
import { unsubscribeOneClick } from './unsubscribe-one-click.ts';

/** A person follows a link a few times; the key alone guards the tokens, this the database. */
const limit = rateLimit('email_preferences', { perIp: 60, windowMs: 15 * 60 * 1000 });

/** The opt-out link of reminder e-mails: public, the signed token stands for the account. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = { emailLinkKey: app.config.emailLinkKey };
  // RFC 8058's one-click POST is a form; only this scope parses one (small: one field).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    getEmailPreferencesContract.path,
    {
      schema: getEmailPreferencesContract.schema,
      config: { access: getEmailPreferencesContract.access },
      preHandler: limit,
    },
    async (request) => getEmailPreferences(request.ctx, services, request.query.token),
  );

  app.post(
    setEmailPreferencesContract.path,
    {
      schema: setEmailPreferencesContract.schema,
      config: { access: setEmailPreferencesContract.access },
      preHandler: limit,
    },
    async (request) => setEmailPreferences(request.ctx, services, request.body),
  );

  app.post(
    unsubscribeOneClickContract.path,
    {
      schema: unsubscribeOneClickContract.schema,
      config: { access: unsubscribeOneClickContract.access },
      preHandler: limit,
    },
    async (request) => unsubscribeOneClick(request.ctx, services, request.query.token),
  );
};
