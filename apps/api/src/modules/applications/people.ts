import type { ApplicationRow } from './filings-repository.ts';

/** A person named on a filing: the owner, or the applicant who filed for them. */
export interface FilingPerson {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/**
 * The owner and the applicant as the application row keeps them, for the owner's page and the
 * review screen alike. The applicant is null when the owner filed for themself; the applicant's
 * columns are nullable (they are empty then), so a missing one reads as empty.
 */
export function filingPeople(a: ApplicationRow): {
  owner: FilingPerson;
  applicant: FilingPerson | null;
} {
  return {
    owner: {
      firstName: a.ownerFirstName,
      lastName: a.ownerLastName,
      address1: a.ownerAddress1,
      address2: a.ownerAddress2,
      city: a.ownerCity,
      state: a.ownerState,
      zip: a.ownerZip,
      phone: a.ownerPhone,
    },
    applicant: a.applicantIsOwner
      ? null
      : {
          firstName: a.applicantFirstName ?? '',
          lastName: a.applicantLastName ?? '',
          address1: a.applicantAddress1 ?? '',
          address2: a.applicantAddress2 ?? '',
          city: a.applicantCity ?? '',
          state: a.applicantState ?? '',
          zip: a.applicantZip ?? '',
          phone: a.applicantPhone ?? '',
        },
  };
}
