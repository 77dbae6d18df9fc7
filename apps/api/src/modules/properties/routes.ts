import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getComparableContract,
  getPropertyExtraContract,
  getPropertyInfoContract,
  getPropertySearchDataContract,
  searchPropertiesContract,
  suggestComparablesContract,
} from '@ir/domain';
import { getComparable, suggestComparables } from './comparables.ts';
import { getPropertyExtra, getPropertyInfo, searchProperties } from './property-lookups.ts';
import { sendByRevision } from '../../plugins/revision-cache.ts';
import { SearchDataCache } from './search-data.ts';

/** SPEC §7's property calls of the filing wizard ({api}/ir/...), all on this host's parcels. */
export const propertyRoutes: FastifyPluginAsyncZod<{ searchData?: SearchDataCache }> = async (
  app,
  options,
) => {
  // One cache per app, so two apps in one process (the tests) never share parcels.
  const searchData = options.searchData ?? new SearchDataCache();

  app.get(
    getPropertySearchDataContract.path,
    {
      schema: getPropertySearchDataContract.schema,
      config: { access: getPropertySearchDataContract.access },
    },
    async (request, reply) => {
      const { db, municipality } = request.ctx;
      // The contract's string, already encoded: bytes go out as they are, unserialized.
      return sendByRevision(
        request,
        reply,
        searchData,
        db,
        municipality.key,
        'text/plain; charset=utf-8',
      );
    },
  );

  app.get(
    searchPropertiesContract.path,
    {
      schema: searchPropertiesContract.schema,
      config: { access: searchPropertiesContract.access },
    },
    async (request) => searchProperties(request.ctx, request.query),
  );

  app.post(
    getPropertyExtraContract.path,
    {
      schema: getPropertyExtraContract.schema,
      config: { access: getPropertyExtraContract.access },
    },
    async (request) => getPropertyExtra(request.ctx, request.body),
  );

  app.post(
    getPropertyInfoContract.path,
    {
      schema: getPropertyInfoContract.schema,
      config: { access: getPropertyInfoContract.access },
    },
    async (request) => getPropertyInfo(request.ctx, request.body),
  );

  app.post(
    getComparableContract.path,
    { schema: getComparableContract.schema, config: { access: getComparableContract.access } },
    async (request) => getComparable(request.ctx, request.body),
  );

  app.post(
    suggestComparablesContract.path,
    {
      schema: suggestComparablesContract.schema,
      config: { access: suggestComparablesContract.access },
    },
    async (request) => suggestComparables(request.ctx, request.body),
  );
};
