import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPrivilege, type Role } from '@ir/domain';
import { apiError } from './errors.ts';

/**
 * Declarative authorization (DESIGN §5.5): a route states the privilege it needs with
 * `preHandler: requirePrivilege('super')`; SPEC §6 decides what satisfies it.
 */
export function requirePrivilege(required: Role) {
  return async function checkPrivilege(request: FastifyRequest, reply: FastifyReply) {
    if (!request.session) {
      return reply.status(401).send(apiError(401, 'Please log in.'));
    }
    if (!hasPrivilege(request.session.user.role, required)) {
      return reply.status(403).send(apiError(403, 'You do not have access to this.'));
    }
  };
}
