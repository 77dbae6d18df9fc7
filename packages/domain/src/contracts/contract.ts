import type { z } from 'zod';
import type { Access } from '../permissions.ts';

/**
 * One API operation (DESIGN §5.2): its path under the API base, who may call it, and the
 * schemas of its input and of every answer. The server's route and the web's API function
 * import the same object; the OpenAPI document is generated from it.
 */
export interface Contract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  access: Access;
  schema: {
    tags: readonly string[];
    summary: string;
    description?: string;
    body?: z.ZodType;
    querystring?: z.ZodType;
    params?: z.ZodType;
    response: Readonly<Record<number, z.ZodType>>;
    /** The OpenAPI security requirement, for routes not behind the session cookie (`/v1`). */
    security?: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  };
}

/** Keeps the literal types of a contract so routes and callers infer their bodies from it. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}
