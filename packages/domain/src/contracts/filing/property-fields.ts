import { z } from 'zod';
import { SBL_MAX_LENGTH } from '../../codes.ts';
import { textField } from '../../text.ts';

/** A parcel's SBL (print_key) as an API input: trimmed, 1 to 20 characters. */
export const printKeyField = textField.trim().min(1).max(SBL_MAX_LENGTH);

/** SPEC §3 property search record. */
export const propertySearchRecordSchema = z.object({
  print_key: z.string(),
  full_address: z.string(),
});
export type PropertySearchRecord = z.infer<typeof propertySearchRecordSchema>;

/**
 * SPEC §3 comparable: the lookup result (sbl, address, style, sfla, built, err_msg) with what
 * the comparables table shows beside it (condition, sale date and price).
 */
export const comparableSaleSchema = z.object({
  sbl: z.string(),
  address: z.string(),
  /** Building style code (SPEC §3 table), null when unknown. */
  style: z.string().nullable(),
  sfla: z.number().int().nullable(),
  built: z.number().int().nullable(),
  /** Condition code 1-5, null when unknown. */
  condition: z.string().nullable(),
  /** ISO date of the latest arms-length sale; null when the parcel has none. */
  sale_date: z.string().nullable(),
  sale_price: z.number().int().nullable(),
});
export type ComparableSale = z.infer<typeof comparableSaleSchema>;
