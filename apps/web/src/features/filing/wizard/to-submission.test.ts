import { describe, expect, it } from 'vitest';
import { submitReviewBodySchema } from '@ir/domain/filing.ts';
import { compFixture, draftFixture } from '../test/draft-fixtures.ts';
import { toSubmission } from './to-submission.ts';

const applicant = {
  firstName: 'Sam',
  lastName: 'Agent',
  address1: '1 Agent Way',
  address2: '',
  city: 'Buffalo',
  state: 'NY',
  zipCode: '14201-1234',
  phone: '(716) 555-0199',
};

describe('toSubmission', () => {
  it('builds the SPEC §3 payload of an owner filing, which the server schema accepts', () => {
    const draft = draftFixture({
      reason: 'comparable_sales',
      comps: [compFixture({ sbl: '1.1-1-1' }), compFixture({ sbl: '2.2-2-2' })],
      applicant: { ...applicant },
      saveApplicant: true,
    });
    const body = toSubmission(draft, 'captcha-payload');
    expect(body).toEqual({
      captcha: 'captcha-payload',
      sbl: '123.45-6-7',
      isOwner: true,
      pOFirstName: 'Jane',
      pOLastName: 'Owner',
      pOAddress1: '12 Main St',
      pOAddress2: 'Apt 2',
      pOCity: 'Amherst',
      pOState: 'NY',
      pOZipCode: '14221',
      pOPhone: '(716) 555-0100',
      // Typed in before the box was ticked again: not the owner's business, not filed.
      appFirstName: '',
      appLastName: '',
      appAddress1: '',
      appAddress2: '',
      appCity: '',
      appState: '',
      appZipCode: '',
      appPhone: '',
      desiredValue: '200000',
      reason: 'comparable_sales',
      valueComments: 'The roof leaks.',
      comp1: '1.1-1-1',
      comp2: '2.2-2-2',
      comp3: '',
      comp4: '',
      comp5: '',
      save_applicant: false,
      app_status: 'C',
      review_status: 'incomplete',
      address: '12 Main St',
      prop_class: '210',
      parcel_id: '1234567',
      swis_vg: '142289',
      asmt_own_code: 'A',
      received_land_value: 40000,
      received_total_value: 250000,
      nbhd_code: '10',
    });
    expect(submitReviewBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the applicant block, and the wish to save it, when someone files for the owner', () => {
    const body = toSubmission(
      draftFixture({ isOwner: false, applicant: { ...applicant }, saveApplicant: true }),
      'c',
    );
    expect(body).toMatchObject({
      isOwner: false,
      appFirstName: 'Sam',
      appLastName: 'Agent',
      appAddress1: '1 Agent Way',
      appAddress2: '',
      appCity: 'Buffalo',
      appState: 'NY',
      appZipCode: '14201-1234',
      appPhone: '(716) 555-0199',
      save_applicant: true,
    });
    expect(submitReviewBodySchema.safeParse(body).success).toBe(true);
  });

  it('puts up to five comparables in comp1..comp5, in order', () => {
    const comps = ['a', 'b', 'c', 'd', 'e'].map((sbl) => compFixture({ sbl }));
    const body = toSubmission(draftFixture({ comps }), 'c');
    expect([body.comp1, body.comp2, body.comp3, body.comp4, body.comp5]).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('refuses a draft without a property or a reason', () => {
    expect(() => toSubmission(draftFixture({ property: null }), 'c')).toThrow(/property/);
    expect(() => toSubmission(draftFixture({ reason: '' }), 'c')).toThrow(/reason/);
  });
});
