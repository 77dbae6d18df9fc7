import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { textField } from '../../text.ts';
import { defineContract } from '../contract.ts';
import { printKeyField } from './property-fields.ts';

export const getPropertyExtraBodySchema = z.union([
  z.strictObject({ print_key: printKeyField }),
  z.strictObject({
    parcel_id: textField.trim().min(1).max(64),
    swis_vg: textField.trim().max(16),
  }),
]);

/** SPEC §3 selected property data, with the SBL and address it belongs to. */
export const propertyExtraSchema = z.object({
  print_key: z.string(),
  full_address: z.string(),
  parcel_id: z.string().nullable(),
  swis_co: z.string().nullable(),
  swis_town: z.string().nullable(),
  swis_vg: z.string().nullable(),
  prop_class: z.string().nullable(),
  total_av: z.number().int().nullable(),
  land_av: z.number().int().nullable(),
  own_code: z.string().nullable(),
  nbhd_code: z.string().nullable(),
  bldg_style: z.string().nullable(),
  sfla: z.number().int().nullable(),
  yr_built: z.number().int().nullable(),
});
export type PropertyExtra = z.infer<typeof propertyExtraSchema>;

export const getPropertyExtraContract = defineContract({
  method: 'POST',
  path: '/ir/propertyextra',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "The selected parcel's assessment data (404 when not in this municipality)",
    body: getPropertyExtraBodySchema,
    response: {
      200: propertyExtraSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
