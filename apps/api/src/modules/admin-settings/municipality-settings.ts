import type { MunicipalitySettings, StoredMunicipalitySettings } from '@ir/domain';
import {
  requireMunicipality,
  saveMunicipalitySettings,
  storedSettings,
} from '../municipalities/index.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';

/** The settings as stored now, read from the table (not this instance's copy). */
export async function getMunicipalitySettings(
  ctx: SignedInContext,
): Promise<StoredMunicipalitySettings> {
  return storedSettings(await requireMunicipality(ctx.db, ctx.municipality.key));
}

/** The mega-admin's save: one transaction with its audit row (only what changed is written). */
export async function setMunicipalitySettings(
  ctx: SignedInContext,
  settings: MunicipalitySettings,
): Promise<StoredMunicipalitySettings> {
  const saved = await saveMunicipalitySettings(ctx.db, ctx.municipality.key, settings, {
    userId: ctx.actor.id,
    requestId: ctx.requestId,
  });
  return storedSettings(saved);
}
