import type { MockRoutes } from './render-app.tsx';

/**
 * Answers for the Admin Controls page's sections other than the one a test is about, so
 * each is tested on the whole page.
 */
export const ADMIN_PAGE_ROUTES: MockRoutes = {
  'GET /api/admin/municipality_settings': () =>
    Response.json({
      key: 'development',
      displayName: 'Development Township',
      shortName: 'Development',
      website: 'https://www.example.com',
      supportPhone: null,
      comparisonSiteUrl: null,
      incomeExpenseFormUrl: null,
      grievanceDay: null,
      assessorName: null,
      assessorAddress: null,
      assessorPhone: null,
      equalizationRate: null,
      equalizationRateYear: null,
      representativeAuthorization: 'file',
      meetingUrlTemplate: null,
      integrityGuard: 'warn',
      publishOutcomes: false,
      hosts: [],
    }),
  'GET /api/admin/filing_period': () =>
    Response.json({
      deadline: '2027-03-31',
      rollYear: 2027,
      source: 'catalog',
      catalogDeadline: '2027-03-31',
      catalogRollYear: 2027,
      expired: false,
    }),
  'GET /api/admin/audit_log': () => Response.json({ total: 0, entries: [] }),
  'GET /api/admin/invitations': () => Response.json([]),
};
