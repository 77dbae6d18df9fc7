/**
 * A representative's API keys (decision 053): their routes, the policy's check of a bearer key
 * on the filing API, and the Idempotency-Key answers the filing API keeps.
 */
export { apiKeyRoutes } from './routes.ts';
export { authenticateApiKey } from './authenticate-api-key.ts';
export {
  findIdempotentAnswer,
  IDEMPOTENCY_INDEX,
  insertIdempotentAnswer,
  type IdempotencyKey,
} from './idempotency-repository.ts';
