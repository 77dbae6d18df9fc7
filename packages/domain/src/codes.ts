/** SPEC §3 code tables. */
export const BUILDING_STYLES: Readonly<Record<string, string>> = {
  '01': 'Ranch',
  '02': 'Raised Ranch',
  '03': 'Split Level',
  '04': 'Cape Cod',
  '05': 'Colonial',
  '06': 'Contemporary',
  '07': 'Mansion',
  '08': 'Old style',
  '09': 'Cottage',
  '10': 'Row',
  '11': 'Log home',
  '12': 'Duplex',
  '13': 'Bungalow',
  '14': 'Other style',
  '15': 'Townhouse',
  '16': 'A-Frame',
  '17': 'Manufactured Housing',
};

export const CONDITIONS: Readonly<Record<string, string>> = {
  '1': 'Poor',
  '2': 'Fair',
  '3': 'Average',
  '4': 'Good',
  '5': 'Excellent',
};

export const REASONS = {
  recent_appraisal: 'Recent Appraisal',
  building_condition_issue: 'Building condition issue',
  incorrect_property_inventory: 'Incorrect property inventory',
  comparable_sales: 'Comparable sales',
  other: 'Other',
} as const;
export type Reason = keyof typeof REASONS;

export const PROPERTY_TYPES = ['residential', 'commercial', 'vacant'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** SBLs are printed like 123.45-67-89; SPEC §9 caps them at 20 characters. */
export const SBL_MAX_LENGTH = 20;
