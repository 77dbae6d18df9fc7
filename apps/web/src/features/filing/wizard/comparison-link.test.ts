import { describe, expect, it } from 'vitest';
import { comparisonSiteLink } from './comparison-link.ts';

const TEMPLATE = 'https://c.example.com/{municipality}?p={parcelId}&s={swis}&t={compType}';

describe('comparisonSiteLink', () => {
  it('fills the template with the municipality, parcel, swis and SalePrice, encoded', () => {
    expect(
      comparisonSiteLink(TEMPLATE, { municipality: 'kent', parcelId: '12 34&5', swis: '372489' }),
    ).toBe('https://c.example.com/kent?p=12%2034%265&s=372489&t=SalePrice');
  });

  it('gives no link without a template or a parcel id', () => {
    expect(
      comparisonSiteLink(undefined, { municipality: 'kent', parcelId: '1', swis: '2' }),
    ).toBeUndefined();
    expect(
      comparisonSiteLink(TEMPLATE, { municipality: 'kent', parcelId: null, swis: '2' }),
    ).toBeUndefined();
  });
});
