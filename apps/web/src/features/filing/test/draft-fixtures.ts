import type { ComparableSale } from '@ir/domain/contracts/filing/property-fields.ts';
import type { PropertyExtra } from '@ir/domain/contracts/filing/get-property-extra.ts';
import type { Confirmation } from '@ir/domain/contracts/filing/submit-review.ts';
import { emptyDraft, type WizardDraft } from '../wizard/draft.ts';

/** Test data for the filing feature's steps and pages: a residential parcel and its draft. */
export function propertyFixture(overrides: Partial<PropertyExtra> = {}): PropertyExtra {
  return {
    print_key: '123.45-6-7',
    full_address: '12 Main St',
    parcel_id: '1234567',
    swis_co: '14',
    swis_town: '1422',
    swis_vg: '142289',
    prop_class: '210',
    total_av: 250000,
    land_av: 40000,
    own_code: 'A',
    nbhd_code: '10',
    bldg_style: '05',
    sfla: 1800,
    yr_built: 1955,
    ...overrides,
  };
}

export function compFixture(overrides: Partial<ComparableSale> = {}): ComparableSale {
  return {
    sbl: '123.45-6-8',
    address: '14 Main St',
    style: '01',
    sfla: 1500,
    built: 1960,
    condition: '3',
    sale_date: '2024-03-05',
    sale_price: 300000,
    ...overrides,
  };
}

/** A draft filled in through step 2 by the owner. */
export function draftFixture(overrides: Partial<WizardDraft> = {}): WizardDraft {
  return {
    ...emptyDraft(),
    step: 4,
    property: propertyFixture(),
    owner: {
      firstName: 'Jane',
      lastName: 'Owner',
      address1: '12 Main St',
      address2: 'Apt 2',
      city: 'Amherst',
      state: 'NY',
      zipCode: '14221',
      phone: '(716) 555-0100',
    },
    desiredValue: '200000',
    reason: 'other',
    valueComments: 'The roof leaks.',
    ...overrides,
  };
}

export function confirmationFixture(overrides: Partial<Confirmation> = {}): Confirmation {
  return {
    ir_id: 123,
    filingNumber: 'AMHERST-2025-000123',
    sbl: '123.45-6-7',
    address: '12 Main St',
    assessedValue: 250000,
    desiredValue: 200000,
    reason: 'building_condition_issue',
    valueComments: 'The roof leaks.',
    fileCount: 2,
    submittedAt: '2025-03-14T16:30:00.000Z',
    ...overrides,
  };
}
