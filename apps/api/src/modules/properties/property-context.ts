import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';

/** What the property services need from a request, without depending on Fastify. */
export interface PropertyContext {
  db: Db;
  /** From the Host, never from the request body. */
  municipalityKey: string;
  now: Date;
}

export function propertyContext(request: FastifyRequest): PropertyContext {
  return {
    db: request.server.database.db,
    municipalityKey: request.municipality.key,
    now: request.server.clock(),
  };
}
