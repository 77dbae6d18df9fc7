import { z } from 'zod';
import { PROPERTY_TYPES } from '../../codes.ts';
import { apiErrorSchema } from '../../errors.ts';
import { textField } from '../../text.ts';
import { defineContract } from '../contract.ts';
import { printKeyField } from './property-fields.ts';

export const getPropertyInfoBodySchema = z.strictObject({
  print_key: printKeyField,
  propclass: textField.trim().max(8).optional(),
});

/** SPEC §3 property info (extra); the *_str values are display strings. */
export const propertyInfoSchema = z.object({
  property_type: z.enum(PROPERTY_TYPES),
  num_res_units: z.number().int().nullable(),
  total_num_sites: z.number().int().nullable(),
  actual_rentable_area: z.number().int().nullable(),
  bldg_square_footage: z.number().int().nullable(),
  acres_str: z.string(),
  front_str: z.string(),
  depth_str: z.string(),
  sale_price: z.number().int().nullable(),
  sale_date: z.string().nullable(),
});
export type PropertyInfo = z.infer<typeof propertyInfoSchema>;

export const getPropertyInfoContract = defineContract({
  method: 'POST',
  path: '/ir/propertyinfo',
  access: 'application:file',
  schema: {
    tags: ['filing'],
    summary: "The parcel's type, units, areas, lot size and last sale (the property-info toggle)",
    body: getPropertyInfoBodySchema,
    response: {
      200: propertyInfoSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  },
});
