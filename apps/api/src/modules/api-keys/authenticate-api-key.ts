import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, msg } from '@ir/domain';
import type { BearerAccount } from '../../plugins/policy.ts';
import { firmFor } from '../../plugins/request-context.ts';
import { consumeRateLimit } from '../auth/index.ts';
import { findUserById } from '../users/index.ts';
import { apiKeyHash, bearerKeyOf } from './api-key-token.ts';
import { findLiveApiKeyByHash, touchApiKey } from './repository.ts';

const MINUTE_MS = 60 * 1000;

function invalidKey(reply: FastifyReply): AppError {
  reply.header('www-authenticate', 'Bearer');
  return new AppError(401, 'invalid_api_key', 'apiKeys.invalidKey');
}

/**
 * The policy's check of an `/api/v1` request (decision 053): the bearer key must be live and of
 * this host's municipality (a key of another is unknown here: 401, as a revoked or made-up one),
 * its account still an active representative, and the key within its rate limit, counted in
 * the database so every instance shares it. A use is recorded at most once a minute per key.
 */
export async function authenticateApiKey(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<BearerAccount> {
  const app = request.server;
  const db = app.database.db;
  const muni = request.municipality.key;
  const now = app.clock();
  const key = bearerKeyOf(request.headers.authorization);
  if (key === undefined) throw invalidKey(reply);
  const found = await findLiveApiKeyByHash(db, muni, apiKeyHash(key));
  if (!found) throw invalidKey(reply);
  const account = await findUserById(db, muni, found.userId);
  if (!account || account.status !== 'active') throw invalidKey(reply);
  // The approval a mega-admin took back counts at once, as for the bulk page.
  if (!account.representative) {
    throw new AppError(
      403,
      'not_representative',
      msg('bulk.notRepresentative', {
        phone: firmFor(app.config.firm, request.municipality).phone,
      }),
    );
  }
  const verdict = await consumeRateLimit(
    db,
    `api_key:${muni}:${found.id}`,
    { limit: app.config.API_KEY_RATE_LIMIT, windowMs: MINUTE_MS },
    now,
  );
  if (!verdict.allowed) {
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new AppError(429, 'too_many_requests', 'input.tooManyAttemptsMinute');
  }
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= MINUTE_MS) {
    await touchApiKey(db, muni, found.id, now, new Date(now.getTime() - MINUTE_MS));
  }
  return { id: account.id, email: account.email, role: account.role as BearerAccount['role'] };
}
