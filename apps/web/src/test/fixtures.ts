import type { PublicMunicipality } from '@ir/domain';

export function municipalityFixture(
  overrides: Partial<PublicMunicipality> = {},
): PublicMunicipality {
  return {
    key: 'amherst',
    displayName: 'Town of Amherst',
    shortName: 'Amherst',
    website: 'https://www.amherst.ny.us',
    filingDeadline: '2025-03-31',
    rollYear: 2025,
    secondNoticeMonth: '2025-05',
    expired: false,
    firm: {
      name: 'Sample Assessment Services, LLC',
      address: '100 State Street, Suite 200, Albany, NY 12207',
      phone: '(518) 555-0142',
      website: 'https://assessment-firm.example.com',
    },
    ...overrides,
  };
}
