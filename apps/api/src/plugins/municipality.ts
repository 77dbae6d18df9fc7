import fp from 'fastify-plugin';
import type { MunicipalityConfig, MunicipalityRegistry } from '../modules/municipalities/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The municipality this request is for, from its Host header. */
    municipality: MunicipalityConfig;
  }
  interface FastifyInstance {
    municipalities: MunicipalityRegistry;
  }
}

export const municipalityPlugin = fp<{ registry: MunicipalityRegistry }>(
  async (app, { registry }) => {
    app.decorate('municipalities', registry);
    app.decorateRequest('municipality', null as unknown as MunicipalityConfig);
    app.addHook('onRequest', async (request) => {
      request.municipality = registry.resolve(request.headers.host);
    });
  },
  { name: 'municipality' },
);
