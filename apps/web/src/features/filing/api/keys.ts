import type { Language } from '@ir/domain/languages.ts';

/** The filing feature's query keys (DESIGN §5.7): one branch per endpoint. */
export const filingKeys = {
  all: ['filing'] as const,
  search: (by: 'address' | 'sbl', q: string) => [...filingKeys.all, 'search', by, q] as const,
  propertyExtra: (printKey: string) => [...filingKeys.all, 'property-extra', printKey] as const,
  oneReview: (printKey: string) => [...filingKeys.all, 'one-review', printKey] as const,
  propertyInfo: (printKey: string) => [...filingKeys.all, 'property-info', printKey] as const,
  applicantInfo: () => [...filingKeys.all, 'applicant-info'] as const,
  comparable: (printKey: string, subject: string) =>
    [...filingKeys.all, 'comparable', printKey, subject] as const,
  /** The reasons are written in the page's language: a switch asks again. */
  suggestedComps: (printKey: string, language: Language) =>
    [...filingKeys.all, 'suggested-comps', printKey, language] as const,
};
