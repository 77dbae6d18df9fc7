/**
 * Documents as the bench and the structure tests draw them, without a database: a decision
 * notice, a completed review with an applicant who is not the owner and its answers, the
 * grievance packet, names beyond WinAnsi, and a signed designation of a representative.
 */
import { MAX_COMPS, type Language } from '@ir/domain';
import type {
  DecisionNotice,
  GrievancePacket,
  ReadableDecision,
  SignedValues,
} from '../src/modules/applications/index.ts';
import type { AuthorizationRow } from '../src/modules/representatives/repository.ts';
import type { SignedInContext } from '../src/plugins/request-context.ts';

export const FIRM = {
  name: 'Sample Assessment Services, LLC',
  address: '1 Main St, Albany, NY 12207',
  phone: '(518) 555-0142',
  website: 'https://example.com',
};

export const NOTICE: DecisionNotice = {
  municipality: {
    displayName: 'Town of Amherst',
    website: 'https://www.amherst.ny.us',
    grievanceDay: '2027-05-25',
    assessor: {
      name: 'Pat Assessor',
      address: '5583 Main St, Williamsville, NY 14221',
      phone: '(716) 631-7000',
    },
  },
  firm: FIRM,
  mailTo: ['Olive Owner', '12 Maple St', 'Amherst, NY 14221'],
  noticeDate: '2027-04-02',
  rollYear: 2027,
  language: 'en',
  filingNumber: 'AMHERST-2027-000123',
  sbl: '123.45-6-7',
  address: '12 Maple St',
  owner: 'Olive Owner',
  before: { total: 250_000, land: 40_000 },
  after: { total: 225_000, land: 40_000 },
  reason: 'comparable_sales_support',
  explanation: 'Three sales of similar houses on the street support the new value.',
  decidedAt: new Date('2027-04-02T15:00:00Z'),
};

/** The same notice with an explanation long enough to fill ten letter pages. */
export const TEN_PAGES: DecisionNotice = {
  ...NOTICE,
  explanation: Array.from(
    { length: 240 },
    (_, i) =>
      `Sale ${i + 1}: a colonial of similar size and age on a nearby street sold at a price per square foot within five percent of the subject's, after adjusting for its garage and lot.`,
  ).join('\n'),
};

const compSbl = (i: number) => `123.45-${1 + (i % 9)}-${i + 1}`;

/**
 * A completed review with an applicant who is not the owner (the packet's longer Part One),
 * five comparables and the owner's answer, as `findReadableDecision` reads it.
 */
function decisionAnswered(decision: SignedValues['decision']): ReadableDecision {
  const respondedAt = new Date('2027-04-09T14:30:00Z');
  const values: SignedValues = {
    filingNumber: NOTICE.filingNumber,
    municipality: 'amherst',
    sbl: NOTICE.sbl,
    address: NOTICE.address,
    decision,
    receivedTotalValue: 250_000,
    receivedLandValue: 40_000,
    assessedTotalValue: 225_000,
    assessedLandValue: 40_000,
    name: 'Olive Owner',
    respondedAt: respondedAt.toISOString(),
  };
  return {
    application: {
      id: 123,
      municipalityKey: 'amherst',
      filingYear: 2027,
      submittedBy: 7,
      sbl: NOTICE.sbl,
      parcelId: 'P-123',
      swisCo: '1400',
      swisTown: '1422',
      swisVg: '142289',
      propClass: '210',
      nbhdCode: 'N7',
      ownCode: 'O',
      receivedTotalValue: 250_000,
      receivedLandValue: 40_000,
      sfla: 1_850,
      locPrefixDir: null,
      locStNbr: '12',
      locStName: 'Maple',
      locMailStSuff: 'St',
      locUnit: null,
      fullAddress: NOTICE.address,
      ownerFirstName: 'Olive',
      ownerLastName: 'Owner',
      ownerAddress1: '12 Maple St',
      ownerAddress2: '',
      ownerCity: 'Amherst',
      ownerState: 'NY',
      ownerZip: '14226',
      ownerPhone: '(716) 555-0101',
      applicantIsOwner: false,
      filedByRepresentative: false,
      ownerEmail: null,
      authorizationId: null,
      applicantFirstName: 'Adam',
      applicantLastName: 'Agent',
      applicantAddress1: '2 Main St',
      applicantAddress2: 'Suite 4',
      applicantCity: 'Buffalo',
      applicantState: 'NY',
      applicantZip: '14202',
      applicantPhone: '(716) 555-0202',
      desiredValue: 205_000,
      reason: 'comparable_sales',
      comments:
        'Similar houses on the street sold for less last spring; the garage is detached and unheated.',
      comps: Array.from({ length: MAX_COMPS }, (_, i) => compSbl(i)),
      appStatus: 'C',
      reviewStatus: 'complete',
      submittedAt: new Date('2027-02-11T16:00:00Z'),
      withdrawnAt: null,
      voidedAt: null,
      voidReason: null,
      voidedBy: null,
      updatedAt: new Date('2027-04-02T15:00:00Z'),
    },
    assessedTotalValue: 225_000,
    assessedLandValue: 40_000,
    reviewedAt: NOTICE.decidedAt,
    decisionReason: NOTICE.reason,
    decisionExplanation: NOTICE.explanation,
    response: {
      applicationId: 123,
      municipalityKey: 'amherst',
      decision,
      signatureName: 'Olive Owner',
      respondedBy: 7,
      respondedAt,
      ipAddress: '198.51.100.7',
      values,
      valuesHash: 'a3f1c9d2e4b5a6978812c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718',
    },
  };
}

export const ACCEPTED = decisionAnswered('accept');
export const DISAGREED = decisionAnswered('disagree');

/**
 * `decision` filed under another owner's name and signed with `owner.signed` (their names in
 * that order when not given), and its applicant's if given.
 */
export function namedAs(
  decision: ReadableDecision,
  owner: { first: string; last: string; signed?: string },
  applicant?: { first: string; last: string; address1: string; city: string },
): ReadableDecision {
  const name = owner.signed ?? `${owner.first} ${owner.last}`;
  const response = decision.response!;
  return {
    ...decision,
    application: {
      ...decision.application,
      ownerFirstName: owner.first,
      ownerLastName: owner.last,
      ...(applicant && {
        applicantFirstName: applicant.first,
        applicantLastName: applicant.last,
        applicantAddress1: applicant.address1,
        applicantCity: applicant.city,
      }),
    },
    response: {
      ...response,
      signatureName: name,
      values: { ...(response.values as SignedValues), name },
    },
  };
}

export const VIETNAMESE = { first: 'Zoë', last: 'Ðặng Ŵ' };
export const CHINESE = { first: '小明', last: '王', signed: '王小明' };
export const GREEK_CYRILLIC = {
  first: 'Σοφία',
  last: 'Иванова',
  address1: 'ул. Ленина, 12',
  city: 'Αθήνα',
};

/** The packet with `n` comparable sales (a filing names at most MAX_COMPS). */
export function packet(
  n: number,
  decision = DISAGREED,
  language: Language = 'en',
): GrievancePacket {
  return {
    municipality: NOTICE.municipality.displayName,
    grievanceDay: NOTICE.municipality.grievanceDay,
    equalization: { rate: 85.5, year: 2027 },
    firm: FIRM,
    language,
    decision,
    comps: Array.from({ length: n }, (_, i) => ({
      sbl: compSbl(i),
      address: `${10 + i} ${['Maple', 'Oak', 'Elm', 'Birch'][i % 4]} St`,
      saleDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-15`,
      salePrice: 198_000 + (i % 40) * 1_500,
    })),
  };
}

/** A signed designation of a representative, as `designationPdf` reads it. */
export const DESIGNATION = {
  context: {
    municipality: { displayName: 'Town of Amherst' } as SignedInContext['municipality'],
    firm: FIRM,
    now: new Date('2027-03-01T12:00:00Z'),
  },
  row: {
    id: 42,
    municipalityKey: 'amherst',
    representativeUserId: 9,
    sbl: NOTICE.sbl,
    parcelAddress: NOTICE.address,
    ownerName: 'Olive Owner',
    ownerEmail: 'olive@example.com',
    scope: 'informal_review',
    taxYear: 2027,
    language: 'en',
    status: 'active',
    tokenHash: 'token',
    expiresAt: new Date('2027-03-15T12:00:00Z'),
    requestedAt: new Date('2027-02-01T12:00:00Z'),
    signedAt: new Date('2027-02-02T12:00:00Z'),
    signedName: 'Olive Owner',
    signedIp: '198.51.100.7',
    signedUserAgent: 'bench',
    signedText:
      'I, Olive Owner, designate Rita Representative to act for me.\n\nThis designation is for the informal review of 2027.',
    signedTextSha256: 'b'.repeat(64),
    signedLanguage: 'en',
    declinedAt: null,
    revokeTokenHash: null,
    revokedAt: null,
    revokedVia: null,
    updatedAt: new Date('2027-02-02T12:00:00Z'),
  } satisfies AuthorizationRow,
  representative: { firm: 'Rita Representative, Esq.', email: 'rita@example.com' },
};
