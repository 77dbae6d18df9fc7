import { nextMarch31 } from '@ir/domain';
import type { MunicipalityConfig } from '../../plugins/municipality.ts';

const ROLL_2025 = { filingDeadline: '2025-03-31', rollYear: 2025, secondNoticeMonth: '2025-05' };

/**
 * The municipalities a new database starts with. A start inserts the ones the table lacks and
 * never changes a row that exists: from then on the table is the truth, edited on /admin and
 * with `cli municipality` (decision 034).
 */
export function municipalityCatalog(now: Date = new Date()): MunicipalityConfig[] {
  const developmentDeadline = nextMarch31(now);
  return [
    {
      key: 'amherst',
      displayName: 'Town of Amherst',
      shortName: 'Amherst',
      website: 'https://www.amherst.ny.us',
      hosts: ['amherst.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'townofamherst',
      displayName: 'Town of Amherst Assessor',
      shortName: 'Amherst Assessor',
      website: 'https://www.amherst.ny.us/assessor',
      hosts: ['townofamherst.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'cityofoswego',
      displayName: 'City of Oswego',
      shortName: 'Oswego',
      website: 'https://www.oswegony.org',
      hosts: ['cityofoswego.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'greenport',
      displayName: 'Town of Greenport',
      shortName: 'Greenport',
      website: 'https://www.townofgreenport.com',
      hosts: ['greenport.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'kent',
      displayName: 'Town of Kent',
      shortName: 'Kent',
      website: 'https://www.townofkentny.gov',
      hosts: ['kent.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'lyons',
      displayName: 'Town of Lyons',
      shortName: 'Lyons',
      website: 'https://www.lyonsny.com',
      hosts: ['lyons.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'townofniagara',
      displayName: 'Town of Niagara',
      shortName: 'Niagara',
      website: 'https://www.townofniagara.com',
      hosts: ['townofniagara.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'potsdam',
      displayName: 'Town of Potsdam',
      shortName: 'Potsdam',
      website: 'https://www.townofpotsdam.com',
      hosts: ['potsdam.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'sandlake',
      displayName: 'Town of Sand Lake',
      shortName: 'Sand Lake',
      website: 'https://www.townofsandlake.us',
      hosts: ['sandlake.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'taghkanic',
      displayName: 'Town of Taghkanic',
      shortName: 'Taghkanic',
      website: 'https://www.taghkanic.org',
      hosts: ['taghkanic.informalreview.example'],
      ...ROLL_2025,
    },
    {
      key: 'development',
      displayName: 'Development Township',
      shortName: 'Development',
      website: 'https://www.example.com',
      hosts: [],
      // Example addresses, so the wizard's links can be tried locally; the ten real
      // municipalities get theirs when the firm supplies them (no link is shown until then).
      comparisonSiteUrl:
        'https://www.example.com/comparables?municipality={municipality}&parcel_id={parcelId}&swis={swis}&compType={compType}',
      incomeExpenseFormUrl: 'https://www.example.com/forms/commercial-income-expense.pdf',
      // A town's board meets on the fourth Tuesday in May by default (RPTL §512).
      grievanceDay: fourthTuesdayOfMay(Number(developmentDeadline.slice(0, 4))),
      filingDeadline: developmentDeadline,
      rollYear: Number(developmentDeadline.slice(0, 4)),
      secondNoticeMonth: `${developmentDeadline.slice(0, 4)}-05`,
    },
  ];
}

/** The fourth Tuesday in May of a year, as YYYY-MM-DD. */
export function fourthTuesdayOfMay(year: number): string {
  const mayFirst = new Date(Date.UTC(year, 4, 1)).getUTCDay();
  const firstTuesday = 1 + ((2 - mayFirst + 7) % 7);
  return `${year}-05-${String(firstTuesday + 21).padStart(2, '0')}`;
}
