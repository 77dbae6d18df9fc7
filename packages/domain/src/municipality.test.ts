import { describe, expect, it } from 'vitest';
import { publicMunicipalitySchema } from './municipality.ts';

const base = {
  key: 'development',
  displayName: 'Development Township',
  shortName: 'Development',
  website: 'https://www.example.com',
  filingDeadline: '2027-03-31',
  rollYear: 2027,
  secondNoticeMonth: '2027-05',
  expired: false,
  firm: {
    name: 'Firm',
    address: '1 Main St',
    phone: '(518) 555-0142',
    website: 'https://firm.example.com',
  },
};

describe('public municipality links', () => {
  it('are optional', () => {
    expect(publicMunicipalitySchema.safeParse(base).success).toBe(true);
  });

  it('accept an https comparison template with placeholders and an https I&E form', () => {
    const parsed = publicMunicipalitySchema.parse({
      ...base,
      comparisonSiteUrl:
        'https://compare.example.com/{municipality}?p={parcelId}&s={swis}&t={compType}',
      incomeExpenseFormUrl: 'https://www.example.com/ie.pdf',
    });
    expect(parsed.comparisonSiteUrl).toContain('{parcelId}');
  });

  it.each([
    ['comparisonSiteUrl', 'http://compare.example.com/{parcelId}'],
    ['comparisonSiteUrl', 'javascript:alert(1)'],
    ['incomeExpenseFormUrl', 'http://www.example.com/ie.pdf'],
    ['incomeExpenseFormUrl', 'not a url'],
  ])('refuse %s %s (links open from the app, so only https)', (field, value) => {
    expect(publicMunicipalitySchema.safeParse({ ...base, [field]: value }).success).toBe(false);
  });
});
