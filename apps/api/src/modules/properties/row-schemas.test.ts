import { describe, expect, it } from 'vitest';
import {
  PARCEL_FIELDS,
  PARCEL_ROW_KEYS,
  SALE_FIELDS,
  SALE_ROW_KEYS,
  deriveFullAddress,
  derivePropertyType,
  describeIssues,
  parcelRowChecker,
  parcelRowSchema,
  saleRowChecker,
  saleRowSchema,
  type ParcelField,
  type SaleField,
} from './row-schemas.ts';
import { PARCEL_COLUMN_KEYS, SALE_COLUMN_KEYS } from './repository.ts';

const YEAR = 2026;

function parcel(fields: Partial<Record<ParcelField, string>>) {
  const raw = {
    ...Object.fromEntries(PARCEL_FIELDS.map((f) => [f, ''])),
    sbl: '1.1-1-1',
    ...fields,
  };
  const parsed = parcelRowSchema(YEAR).safeParse(raw);
  return parsed.success ? { row: parsed.data } : { reason: describeIssues(parsed.error) };
}

function sale(fields: Partial<Record<SaleField, string>>) {
  const raw = {
    ...Object.fromEntries(SALE_FIELDS.map((f) => [f, ''])),
    sbl: '1.1-1-1',
    sale_date: '2024-05-01',
    sale_price: '200000',
    ...fields,
  };
  const parsed = saleRowSchema(YEAR).safeParse(raw);
  return parsed.success ? { row: parsed.data } : { reason: describeIssues(parsed.error) };
}

describe('parcel rows: accepted forms', () => {
  it('reads money with dollar signs, thousands separators and zero cents', () => {
    expect(parcel({ total_av: '$123,000', land_av: '123000.00' }).row).toMatchObject({
      totalAv: 123000,
      landAv: 123000,
    });
    expect(parcel({ total_av: '$ 1,234,567' }).row?.totalAv).toBe(1234567);
  });

  it('reads ISO dates, dates with a time part and M/D/YYYY', () => {
    expect(parcel({ sale_date: '2024-02-29' }).row?.saleDate).toBe('2024-02-29');
    expect(parcel({ sale_date: '2024-05-01T00:00:00.000' }).row?.saleDate).toBe('2024-05-01');
    expect(parcel({ sale_date: '3/2/2022' }).row?.saleDate).toBe('2022-03-02');
  });

  it('pads a one-digit building style and keeps condition codes', () => {
    expect(parcel({ bldg_style: '1', overall_cond: '5' }).row).toMatchObject({
      bldgStyle: '01',
      overallCond: '5',
    });
    expect(parcel({ bldg_style: '17' }).row?.bldgStyle).toBe('17');
  });

  it('treats an empty cell as no value, and year 0 as unknown', () => {
    expect(parcel({ total_av: '', sfla: '', yr_built: '0' }).row).toMatchObject({
      totalAv: null,
      sfla: null,
      yrBuilt: null,
    });
  });

  it('keeps decimals exactly at the stored scale', () => {
    expect(parcel({ acres: '1.5', front: '75', depth: '1,120.456' }).row).toMatchObject({
      acres: '1.5000',
      front: '75.00',
      depth: '1120.46',
    });
  });

  it('takes the first three digits of a property class with a subclass', () => {
    expect(parcel({ prop_class: '210.1' }).row?.propClass).toBe('210');
    expect(parcel({ prop_class: '411A' }).row?.propClass).toBe('411');
  });

  it('splits a SWIS code into county, town and village, unless those columns are given', () => {
    expect(parcel({ swis_code: '142289' }).row).toMatchObject({
      swisCo: '14',
      swisTown: '1422',
      swisVg: '142289',
    });
    expect(parcel({ swis_code: '142289', swis_vg: '142201' }).row?.swisVg).toBe('142201');
  });

  it('derives the property type from the class when the file has none', () => {
    expect(parcel({ prop_class: '210' }).row?.propertyType).toBe('residential');
    expect(parcel({ prop_class: '311' }).row?.propertyType).toBe('vacant');
    expect(parcel({ prop_class: '464' }).row?.propertyType).toBe('commercial');
    expect(parcel({ prop_class: '822' }).row?.propertyType).toBe('commercial');
    expect(parcel({ prop_class: '105' }).row?.propertyType).toBeNull();
    expect(parcel({ prop_class: '210', property_type: 'Commercial' }).row?.propertyType).toBe(
      'commercial',
    );
  });

  it('derives full_address from the location parts when absent', () => {
    const row = parcel({
      loc_st_nbr: '123',
      loc_prefix_dir: 'N',
      loc_st_name: 'Maple',
      loc_mail_st_suff: 'Ave',
    }).row;
    expect(row?.fullAddress).toBe('123 N Maple Ave');
    expect(parcel({ loc_st_nbr: '5', loc_st_name: 'Main', loc_unit: '2' }).row?.fullAddress).toBe(
      '5 Main Unit 2',
    );
    expect(parcel({ loc_st_name: 'Main', full_address: '5 Main Street' }).row?.fullAddress).toBe(
      '5 Main Street',
    );
    expect(parcel({}).row?.fullAddress).toBe('');
  });
});

describe('parcel rows: every rejection reason', () => {
  it.each<[Partial<Record<ParcelField, string>>, string]>([
    [{ sbl: '' }, 'sbl: is required'],
    [{ sbl: '12 3-4-5' }, 'sbl: must not contain spaces (got "12 3-4-5")'],
    [
      { sbl: '123.45-67-89.12345678' },
      'sbl: must be at most 20 characters (got "123.45-67-89.12345678")',
    ],
    [{ loc_st_name: 'x'.repeat(201) }, 'loc_st_name: must be at most 200 characters (got 201)'],
    [{ nbhd_code: 'x'.repeat(21) }, 'nbhd_code: must be at most 20 characters (got 21)'],
    [{ total_av: '12x' }, 'total_av: must be a whole dollar amount (got "12x")'],
    [{ total_av: '123000.50' }, 'total_av: must be a whole dollar amount (got "123000.50")'],
    [{ land_av: '-5' }, 'land_av: must not be negative (got "-5")'],
    [{ land_av: '(500)' }, 'land_av: must not be negative (got "(500)")'],
    [
      { sale_price: '1,000,000,000,000' },
      'sale_price: must be at most $999,999,999,999 (got "1,000,000,000,000")',
    ],
    [{ sfla: '1500.5' }, 'sfla: must be a whole number (got "1500.5")'],
    [{ sfla: '-1' }, 'sfla: must not be negative (got "-1")'],
    [
      { num_res_units: '3000000000' },
      'num_res_units: must be at most 2,147,483,647 (got "3000000000")',
    ],
    [{ acres: 'two' }, 'acres: must be a number (got "two")'],
    [{ front: '-10' }, 'front: must not be negative (got "-10")'],
    [{ depth: '100000000' }, 'depth: must be at most 99999999.99 (got "100000000")'],
    [{ yr_built: '1600' }, 'yr_built: must be a year from 1700 to 2027 (got "1600")'],
    [{ yr_built: '2028' }, 'yr_built: must be a year from 1700 to 2027 (got "2028")'],
    [{ yr_built: '19x5' }, 'yr_built: must be a year from 1700 to 2027 (got "19x5")'],
    [
      { sale_date: '13/01/2024' },
      'sale_date: must be a date as YYYY-MM-DD or M/D/YYYY (got "13/01/2024")',
    ],
    [
      { sale_date: '2023-02-29' },
      'sale_date: must be a date as YYYY-MM-DD or M/D/YYYY (got "2023-02-29")',
    ],
    [
      { sale_date: 'yesterday' },
      'sale_date: must be a date as YYYY-MM-DD or M/D/YYYY (got "yesterday")',
    ],
    [{ sale_date: '1/1/1650' }, 'sale_date: must be a date from 1700 to 2027 (got "1/1/1650")'],
    [{ bldg_style: '18' }, 'bldg_style: must be a building style code 01-17 (got "18")'],
    [{ bldg_style: '00' }, 'bldg_style: must be a building style code 01-17 (got "00")'],
    [{ bldg_style: 'RR' }, 'bldg_style: must be a building style code 01-17 (got "RR")'],
    [{ overall_cond: '6' }, 'overall_cond: must be a condition code 1-5 (got "6")'],
    [{ overall_cond: 'Good' }, 'overall_cond: must be a condition code 1-5 (got "Good")'],
    [{ prop_class: 'ABC' }, 'prop_class: must be a 3-digit property class (got "ABC")'],
    [{ prop_class: '2101' }, 'prop_class: must be a 3-digit property class (got "2101")'],
    [
      { property_type: 'industrial' },
      'property_type: must be one of residential, commercial, vacant (got "industrial")',
    ],
    [{ swis_code: '1422' }, 'swis_code: must be a 6-digit SWIS code (got "1422")'],
  ])('rejects %j', (fields, reason) => {
    expect(parcel(fields)).toEqual({ reason });
  });

  it('names every bad field of a row at once', () => {
    expect(parcel({ total_av: 'n/a', yr_built: '3000' })).toEqual({
      reason:
        'total_av: must be a whole dollar amount (got "n/a"); yr_built: must be a year from 1700 to 2027 (got "3000")',
    });
  });

  it('cuts a long offending value short', () => {
    expect(parcel({ total_av: 'x'.repeat(60) }).reason).toBe(
      `total_av: must be a whole dollar amount (got "${'x'.repeat(40)}…")`,
    );
  });
});

describe('sale rows', () => {
  it('reads arms_length as Y/N/true/false, defaulting to true', () => {
    expect(sale({ arms_length: 'Y' }).row?.armsLength).toBe(true);
    expect(sale({ arms_length: 'true' }).row?.armsLength).toBe(true);
    expect(sale({ arms_length: 'n' }).row?.armsLength).toBe(false);
    expect(sale({ arms_length: 'FALSE' }).row?.armsLength).toBe(false);
    expect(sale({ arms_length: '' }).row?.armsLength).toBe(true);
  });

  it.each<[Partial<Record<SaleField, string>>, string]>([
    [{ arms_length: 'maybe' }, 'arms_length: must be Y, N, true or false (got "maybe")'],
    [{ sale_date: '' }, 'sale_date: is required'],
    [{ sale_price: '' }, 'sale_price: is required'],
    [{ sale_price: 'free' }, 'sale_price: must be a whole dollar amount (got "free")'],
    [
      { sale_date: '2024-13-01' },
      'sale_date: must be a date as YYYY-MM-DD or M/D/YYYY (got "2024-13-01")',
    ],
  ])('rejects %j', (fields, reason) => {
    expect(sale(fields)).toEqual({ reason });
  });
});

describe('derivations', () => {
  it('maps NY property classes to SPEC property types', () => {
    expect(
      [
        '210',
        '280',
        '311',
        '330',
        '411',
        '484',
        '570',
        '652',
        '710',
        '822',
        '105',
        '930',
        null,
      ].map(derivePropertyType),
    ).toEqual([
      'residential',
      'residential',
      'vacant',
      'vacant',
      'commercial',
      'commercial',
      'commercial',
      'commercial',
      'commercial',
      'commercial',
      null,
      null,
      null,
    ]);
  });

  it('joins only the address parts that are present', () => {
    expect(
      deriveFullAddress({
        locStNbr: null,
        locPrefixDir: null,
        locStName: 'Lake',
        locMailStSuff: 'Rd',
      }),
    ).toBe('Lake Rd');
  });
});

describe('the row checkers', () => {
  it('give a row’s values in its table’s column order', () => {
    expect(PARCEL_ROW_KEYS).toEqual(PARCEL_COLUMN_KEYS);
    expect(SALE_ROW_KEYS).toEqual(SALE_COLUMN_KEYS);
  });

  const parcels: Array<Partial<Record<ParcelField, string>>> = [
    {},
    {
      swis_code: '142289',
      prop_class: '210.1',
      loc_st_nbr: '12',
      loc_st_name: 'Elm',
      loc_unit: '4',
    },
    { swis_code: '142289', swis_town: '1499', property_type: 'Vacant', full_address: '1 Main St' },
    { total_av: '$1,200', acres: '0.5', sale_date: '3/2/2022', yr_built: '0', bldg_style: '1' },
    { total_av: '-5', sale_date: '2/30/2022', sbl: '' },
  ];
  const sales: Array<Partial<Record<SaleField, string>>> = [
    { sale_date: '2024-05-01', sale_price: '200000' },
    { sale_date: '5/1/2024', sale_price: '$1,000', arms_length: 'N', bldg_style: '7' },
    { sale_date: '', sale_price: 'free', arms_length: 'maybe' },
  ];
  it.each([
    ['parcel', PARCEL_FIELDS, parcelRowChecker, parcelRowSchema, PARCEL_ROW_KEYS, parcels],
    ['sale', SALE_FIELDS, saleRowChecker, saleRowSchema, SALE_ROW_KEYS, sales],
  ] as const)(
    'answer each %s row as the schema does, whatever the file’s columns',
    (_, fields, checker, schema, keys, inputs) => {
      for (const input of inputs) {
        const values: Record<string, string> = { sbl: '1.1-1-1', ...input };
        const parsed = schema(YEAR).safeParse(
          Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])),
        );
        const expected = parsed.success
          ? { values: keys.map((key) => (parsed.data as Record<string, unknown>)[key]) }
          : { reason: describeIssues(parsed.error) };
        const all: string[] = [...fields];
        for (const header of [
          all,
          [...all].reverse(),
          // Only the columns the row fills: the others are absent from the file.
          all.filter((field) => values[field] !== undefined),
        ]) {
          const check = checker(YEAR, (field: string) => header.indexOf(field));
          expect(check(header.map((field) => values[field] ?? ''))).toEqual(expected);
        }
      }
    },
  );
});
