import {
  AppError,
  type PropertyExtra,
  type PropertyInfo,
  type PropertySearchResult,
} from '@ir/domain';
import type { z } from 'zod';
import type { getPropertyExtraBodySchema, searchPropertiesQuerySchema } from '@ir/domain';
import {
  findParcelByParcelId,
  findParcelBySbl,
  searchParcels,
  type ParcelRecord,
} from './lookup-repository.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { derivePropertyType } from './row-schemas.ts';

/** The parcel of this municipality with that SBL, or 404. */
export async function parcelOrNotFound(ctx: RequestContext, sbl: string): Promise<ParcelRecord> {
  const parcel = await findParcelBySbl(ctx.db, ctx.municipality.key, sbl);
  if (!parcel) throw new AppError(404, 'unknown_property', 'filing.unknownProperty');
  return parcel;
}

/** Our addition to SPEC §7: the wizard's search as the person types. */
export function searchProperties(
  ctx: RequestContext,
  query: z.output<typeof searchPropertiesQuerySchema>,
): Promise<PropertySearchResult> {
  return searchParcels(ctx.db, ctx.municipality.key, query.by, query.q, query.limit);
}

/** SPEC §3 selected property data, by SBL or by parcel id and village SWIS. */
export async function getPropertyExtra(
  ctx: RequestContext,
  body: z.output<typeof getPropertyExtraBodySchema>,
): Promise<PropertyExtra> {
  const parcel =
    'print_key' in body
      ? await findParcelBySbl(ctx.db, ctx.municipality.key, body.print_key)
      : await findParcelByParcelId(ctx.db, ctx.municipality.key, body.parcel_id, {
          vg: body.swis_vg,
        });
  if (!parcel) throw new AppError(404, 'unknown_property', 'filing.unknownProperty');
  return {
    print_key: parcel.sbl,
    full_address: parcel.fullAddress,
    parcel_id: parcel.parcelId,
    swis_co: parcel.swisCo,
    swis_town: parcel.swisTown,
    swis_vg: parcel.swisVg,
    prop_class: parcel.propClass,
    total_av: parcel.totalAv,
    land_av: parcel.landAv,
    own_code: parcel.ownCode,
    nbhd_code: parcel.nbhdCode,
    bldg_style: parcel.bldgStyle,
    sfla: parcel.sfla,
    yr_built: parcel.yrBuilt,
  };
}

/** What a lot measure shows when the roll has none (SPEC §3: missing values show '-'). */
export const UNKNOWN_MEASURE = '-';

/** '0.25', '1,234.5', '75': at most two decimals, no trailing zeros; '-' when unknown. */
export function measureString(value: string | number | null): string {
  if (value === null || value === '') return UNKNOWN_MEASURE;
  const n = Number(value);
  if (!Number.isFinite(n)) return UNKNOWN_MEASURE;
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/**
 * SPEC §3 property info. The type comes from the stored parcel (its own property_type, else
 * its class), never from the `propclass` a client sends; agricultural and forest land, which
 * fit none of SPEC's three types, count as vacant (land without a house or a business).
 */
export async function getPropertyInfo(
  ctx: RequestContext,
  body: { print_key: string },
): Promise<PropertyInfo> {
  const parcel = await parcelOrNotFound(ctx, body.print_key);
  const type = parcel.propertyType ?? derivePropertyType(parcel.propClass) ?? 'vacant';
  return {
    property_type: type === 'residential' || type === 'commercial' ? type : 'vacant',
    num_res_units: parcel.numResUnits,
    total_num_sites: parcel.totalNumSites,
    actual_rentable_area: parcel.actualRentableArea,
    bldg_square_footage: parcel.bldgSquareFootage,
    acres_str: measureString(parcel.acres),
    front_str: measureString(parcel.front),
    depth_str: measureString(parcel.depth),
    sale_price: parcel.salePrice,
    sale_date: parcel.saleDate,
  };
}
