import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import {
  injectAsForeigner,
  injectOn,
  signedInAs,
  type SignedInAccount,
} from '../../../test/accounts.ts';
import { build, type TestApp } from '../../../test/helpers.ts';
import { insertParcel } from '../../../test/parcels.ts';
import { measureString } from './property-lookups.ts';

/** SPEC §7 propertyextra and propertyinfo: one parcel's data, in the host's municipality only. */

let t: TestApp;
let owner: SignedInAccount;

beforeAll(async () => {
  t = await build();
  const db = t.app.database.db;
  await insertParcel(db, 'kent', {
    sbl: '101.05-2-14',
    parcelId: '1000101',
    swisVg: '142289',
    propClass: '210',
    propertyType: 'residential',
    ownCode: '8',
    nbhdCode: '00202',
    fullAddress: '12 Maple Ave',
    landAv: 28_000,
    totalAv: 185_000,
    bldgStyle: '01',
    overallCond: '3',
    sfla: 1450,
    yrBuilt: 1962,
    numResUnits: 1,
    totalNumSites: 1,
    acres: '0.2300',
    front: '75.00',
    depth: '133.50',
    salePrice: 179_000,
    saleDate: '2023-06-14',
  });
  await insertParcel(db, 'kent', {
    sbl: '101.05-2-20',
    parcelId: '1000120',
    swisVg: null,
    propClass: '484',
    propertyType: null,
    fullAddress: '3 Mill St',
    numResUnits: null,
    totalNumSites: 1,
    actualRentableArea: 5200,
    bldgSquareFootage: 6100,
    acres: '12.3456',
    front: null,
    depth: null,
    salePrice: null,
    saleDate: null,
  });
  await insertParcel(db, 'kent', { sbl: '101.05-2-30', propClass: '105', propertyType: null });
  await insertParcel(db, 'lyons', { sbl: '101.05-2-99', parcelId: '1000199', swisVg: '142289' });
  owner = await signedInAs(t.app, 'user', 'kent');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, account: SignedInAccount | undefined = owner) =>
  injectOn(t.app, 'kent', { method: 'POST', url, payload: payload as object }, account);

describe('POST /api/ir/propertyextra', () => {
  const expected = {
    print_key: '101.05-2-14',
    full_address: '12 Maple Ave',
    parcel_id: '1000101',
    swis_co: '14',
    swis_town: '1422',
    swis_vg: '142289',
    prop_class: '210',
    total_av: 185_000,
    land_av: 28_000,
    own_code: '8',
    nbhd_code: '00202',
    bldg_style: '01',
    sfla: 1450,
    yr_built: 1962,
  };

  it('answers the selected property data of SPEC §3 by SBL', async () => {
    const res = await post('/api/ir/propertyextra', { print_key: ' 101.05-2-14 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('answers the same by parcel id and village SWIS; an empty SWIS finds a parcel without one', async () => {
    const res = await post('/api/ir/propertyextra', { parcel_id: '1000101', swis_vg: '142289' });
    expect(res.json()).toEqual(expected);
    const noVillage = await post('/api/ir/propertyextra', { parcel_id: '1000120', swis_vg: '' });
    expect(noVillage.json<{ print_key: string }>().print_key).toBe('101.05-2-20');
    expect(
      (await post('/api/ir/propertyextra', { parcel_id: '1000101', swis_vg: '999999' })).statusCode,
    ).toBe(404);
  });

  it('is 404 for an unknown parcel and for a parcel of another municipality', async () => {
    for (const payload of [
      { print_key: '1.00-1-1' },
      { print_key: '101.05-2-99' },
      { parcel_id: '1000199', swis_vg: '142289' },
    ]) {
      const res = await post('/api/ir/propertyextra', payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error_message: 'unknown_property',
        message: MESSAGES.filing.unknownProperty,
      });
    }
  });

  it.each([
    ['an empty body', {}],
    ['an empty SBL', { print_key: '  ' }],
    ['an SBL over 20 characters', { print_key: '1'.repeat(21) }],
    ['an extra field', { print_key: '101.05-2-14', prop_class: '210' }],
    ['both keys', { print_key: '101.05-2-14', parcel_id: '1000101', swis_vg: '' }],
  ])('refuses %s with 400', async (_, payload) => {
    expect((await post('/api/ir/propertyextra', payload)).statusCode).toBe(400);
  });

  it('is 401 signed out and on another municipality with this cookie', async () => {
    expect(
      (
        await injectOn(t.app, 'kent', {
          method: 'POST',
          url: '/api/ir/propertyextra',
          payload: { print_key: '101.05-2-14' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await injectAsForeigner(t.app, owner, {
          method: 'POST',
          url: '/api/ir/propertyextra',
          payload: { print_key: '101.05-2-14' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/ir/propertyinfo', () => {
  it('answers the property info of SPEC §3 with lot measures as display strings', async () => {
    const res = await post('/api/ir/propertyinfo', { print_key: '101.05-2-14', propclass: '210' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      property_type: 'residential',
      num_res_units: 1,
      total_num_sites: 1,
      actual_rentable_area: null,
      bldg_square_footage: null,
      acres_str: '0.23',
      front_str: '75',
      depth_str: '133.5',
      sale_price: 179_000,
      sale_date: '2023-06-14',
    });
  });

  it("takes the type from the stored class, never from the client's propclass; '-' for unknown measures", async () => {
    const res = await post('/api/ir/propertyinfo', { print_key: '101.05-2-20', propclass: '210' });
    expect(res.json()).toEqual({
      property_type: 'commercial',
      num_res_units: null,
      total_num_sites: 1,
      actual_rentable_area: 5200,
      bldg_square_footage: 6100,
      acres_str: '12.35',
      front_str: '-',
      depth_str: '-',
      sale_price: null,
      sale_date: null,
    });
    // Agricultural land fits none of SPEC's three types; it counts as vacant.
    const farm = await post('/api/ir/propertyinfo', { print_key: '101.05-2-30' });
    expect(farm.json<{ property_type: string }>().property_type).toBe('vacant');
  });

  it('is 404 for an unknown parcel and for one of another municipality', async () => {
    for (const print_key of ['1.00-1-1', '101.05-2-99']) {
      const res = await post('/api/ir/propertyinfo', { print_key });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error_message: string }>().error_message).toBe('unknown_property');
    }
  });

  it('refuses bad input with 400 and visitors with 401', async () => {
    expect((await post('/api/ir/propertyinfo', {})).statusCode).toBe(400);
    expect(
      (await post('/api/ir/propertyinfo', { print_key: '101.05-2-14', extra: 1 })).statusCode,
    ).toBe(400);
    const visitor = await injectOn(t.app, 'kent', {
      method: 'POST',
      url: '/api/ir/propertyinfo',
      payload: { print_key: '101.05-2-14' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('formats measures with at most two decimals and grouping', () => {
    expect(measureString('0.2300')).toBe('0.23');
    expect(measureString('1234.5000')).toBe('1,234.5');
    expect(measureString('75.00')).toBe('75');
    expect(measureString(null)).toBe('-');
    expect(measureString('')).toBe('-');
  });
});
