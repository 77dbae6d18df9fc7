import { describe, expect, it } from 'vitest';
import { isComparisonTemplate, isHttpsLink } from './municipality-settings.ts';

describe('isHttpsLink', () => {
  it.each([
    'https://www.townofgreenport.com',
    'https://greenport.example.gov/forms/ie.pdf?year=2027#page=2',
    // An '@' after the host is part of the path or the query, where it opens nothing else.
    'https://greenport.example.gov/people/@clerk',
    'https://greenport.example.gov/?contact=clerk@greenport.example.gov',
  ])('takes %s', (value) => {
    expect(isHttpsLink(value)).toBe(true);
  });

  it.each([
    // A browser opens evil.example for each of these, while a reader sees good.example.
    'https://evil.example\\@good.example',
    'https://evil.example\\\\@good.example/forms',
    'https://good.example@evil.example',
    'https://@good.example',
    'https://user:secret@good.example',
    // A backslash anywhere is read as a slash by a browser and never needed in a link.
    'https://good.example\\forms\\ie.pdf',
    'https://good.example/forms?next=\\\\evil.example',
    'http://good.example',
    'https://localhost',
    'https://good.example/with space',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(isHttpsLink(value)).toBe(false);
  });

  it('refuses the same in a comparison-site template', () => {
    expect(isComparisonTemplate('https://comps.example.gov/{parcelId}')).toBe(true);
    expect(isComparisonTemplate('https://evil.example\\@comps.example.gov/{parcelId}')).toBe(false);
    expect(isComparisonTemplate('https://{municipality}@evil.example/{parcelId}')).toBe(false);
  });
});
