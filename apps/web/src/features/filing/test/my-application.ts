import type { MyApplication } from '@ir/domain/contracts/applications/get-my-application.ts';
import type { OwnerOffer } from '@ir/domain/contracts/offers/offer-fields.ts';

/** Test data for the owner's filing page. */

const PERSON = {
  firstName: 'Olive',
  lastName: 'Owner',
  address1: '12 Maple St',
  address2: '',
  city: 'Amherst',
  state: 'NY',
  zipCode: '14221',
  phone: '(716) 555-0100',
};

/** An owner's filing in further review, as GET /api/applications/42 gives it. */
export const FILING: MyApplication = {
  id: 42,
  filingNumber: 'AMHERST-2026-000042',
  sbl: '123.45-6-7',
  address: '12 Maple St',
  assessedValue: 250000,
  landValue: 40000,
  desiredValue: 200000,
  reason: 'comparable_sales',
  valueComments: 'Two similar houses\nsold for less.',
  owner: PERSON,
  applicant: null,
  comps: ['123.45-6-8', '123.45-6-9'],
  files: [{ id: 7, name: 'appraisal.pdf', size: 204800, uploadedAt: '2026-02-10T15:00:00.000Z' }],
  status: 'far',
  voided: null,
  outcome: null,
  timeline: {
    received: '2026-02-10T15:00:00.000Z',
    inReview: '2026-02-12T14:00:00.000Z',
    furtherReview: '2026-02-13T14:00:00.000Z',
    completed: null,
    withdrawn: null,
  },
  decision: null,
  grievanceDay: '2026-05-19',
  response: null,
  respondBy: '2026-05-20T04:00:00.000Z',
  responseOpen: false,
  offer: null,
};

/** The same filing completed with a lower value, open for the owner's answer. */
export const COMPLETED: MyApplication = {
  ...FILING,
  status: 'complete',
  outcome: { received_total_value: 250000, assessed_total_value: 220000 },
  timeline: { ...FILING.timeline, completed: '2026-02-20T15:00:00.000Z' },
  decision: { reason: 'comparable_sales_support', explanation: '' },
  responseOpen: true,
};

/** An open preliminary offer as the owner reads it, sent after the further review. */
export const OFFER: OwnerOffer = {
  number: 1,
  status: 'open',
  offered_total_value: 230000,
  offered_land_value: 38000,
  decision_reason: 'condition_considered',
  decision_explanation: 'The roof needs replacing.',
  sent_at: '2026-02-14T15:00:00.000Z',
  respond_by: '2026-03-10',
  meeting_requested: false,
  counter_value: null,
  counter_reason: null,
  responded_at: null,
  can_respond: true,
};
