import {
  derivePropertyType,
  deriveFullAddress,
  type ParcelRow,
  type SaleRow,
} from './row-schemas.ts';

/**
 * Deterministic demo data for the `development` municipality: a town of parcels whose
 * assessed values and sale prices come from one hedonic model (size, age, style, condition,
 * neighbourhood, lot), so comparable sales look like a real roll. Same seed, same data.
 */

export interface DemoDataOptions {
  seed: number;
  parcels: number;
  /** Arm's-length sales; about 4% more non-arm's-length sales are added. */
  sales: number;
  /** Sales fall in the three years before this date. */
  now: Date;
}

export interface DemoData {
  parcels: ParcelRow[];
  sales: SaleRow[];
}

export const DEMO_DEFAULTS = { seed: 1, parcels: 50_000, sales: 5_000 } as const;

/** mulberry32: a tiny, fast PRNG; good enough for demo data and exactly reproducible. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

class Random {
  constructor(readonly next: () => number) {}
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  weighted<T>(options: Weighted<T>): T {
    const total = options.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of options) {
      r -= w;
      if (r < 0) return value;
    }
    return options[options.length - 1]![0];
  }
}

interface Neighbourhood {
  code: string;
  /** Price level of the location relative to the town (1 = typical). */
  location: number;
  era: readonly [number, number];
  styles: Weighted<string>;
  suffixes: readonly string[];
  front: readonly [number, number];
  depth: readonly [number, number];
  /** Share of the parcels: its weight, and how many are commercial or vacant. */
  weight: number;
  commercial: number;
  vacant: number;
  /** Inside the village (SWIS 142201) or the town outside it (142289). */
  village: boolean;
  numberStep: readonly [number, number];
}

const OLD = ['St', 'Ave', 'Pl', 'St', 'Ave'];
const MIDCENTURY = ['Rd', 'Dr', 'Ave', 'Ln', 'St'];
const NEWER = ['Dr', 'Ln', 'Ct', 'Cir', 'Way', 'Trl'];
const RURAL = ['Rd', 'Rd', 'Rd', 'Hwy', 'Ln'];

// One row per neighbourhood reads as a table.
// prettier-ignore
const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  { code: '00101', location: 1.05, era: [1870, 1930], styles: [['08', 40], ['05', 18], ['13', 12], ['10', 10], ['12', 8], ['04', 6], ['14', 6]], suffixes: OLD, front: [35, 60], depth: [90, 140], weight: 7, commercial: 0.22, vacant: 0.02, village: true, numberStep: [2, 4] },
  { code: '00102', location: 0.92, era: [1890, 1940], styles: [['08', 35], ['13', 20], ['04', 15], ['12', 12], ['09', 8], ['14', 10]], suffixes: OLD, front: [40, 60], depth: [100, 150], weight: 9, commercial: 0.06, vacant: 0.03, village: true, numberStep: [2, 4] },
  { code: '00103', location: 1.28, era: [1895, 1935], styles: [['05', 40], ['08', 30], ['07', 6], ['04', 14], ['14', 10]], suffixes: OLD, front: [60, 100], depth: [140, 200], weight: 5, commercial: 0.02, vacant: 0.02, village: true, numberStep: [4, 8] },
  { code: '00201', location: 0.84, era: [1940, 1962], styles: [['04', 40], ['01', 30], ['13', 15], ['14', 15]], suffixes: MIDCENTURY, front: [50, 70], depth: [110, 140], weight: 10, commercial: 0.03, vacant: 0.03, village: false, numberStep: [2, 4] },
  { code: '00202', location: 0.97, era: [1952, 1975], styles: [['01', 45], ['02', 20], ['03', 20], ['04', 10], ['14', 5]], suffixes: MIDCENTURY, front: [65, 90], depth: [120, 160], weight: 11, commercial: 0.02, vacant: 0.03, village: false, numberStep: [2, 6] },
  { code: '00203', location: 1.02, era: [1960, 1982], styles: [['02', 30], ['03', 30], ['01', 25], ['05', 15]], suffixes: MIDCENTURY, front: [70, 100], depth: [130, 170], weight: 10, commercial: 0.01, vacant: 0.03, village: false, numberStep: [2, 6] },
  { code: '00204', location: 0.88, era: [1965, 1995], styles: [['01', 35], ['17', 25], ['02', 20], ['14', 20]], suffixes: MIDCENTURY, front: [70, 110], depth: [130, 200], weight: 7, commercial: 0.05, vacant: 0.06, village: false, numberStep: [4, 10] },
  { code: '00301', location: 1.18, era: [1985, 2008], styles: [['05', 50], ['06', 20], ['01', 15], ['03', 15]], suffixes: NEWER, front: [80, 120], depth: [140, 200], weight: 10, commercial: 0.0, vacant: 0.05, village: false, numberStep: [2, 6] },
  { code: '00302', location: 1.45, era: [1995, 2020], styles: [['05', 50], ['06', 30], ['07', 10], ['01', 10]], suffixes: NEWER, front: [100, 150], depth: [170, 260], weight: 6, commercial: 0.0, vacant: 0.08, village: false, numberStep: [4, 10] },
  { code: '00303', location: 1.08, era: [2000, 2024], styles: [['15', 60], ['05', 20], ['01', 20]], suffixes: NEWER, front: [30, 50], depth: [90, 120], weight: 6, commercial: 0.0, vacant: 0.04, village: false, numberStep: [2, 2] },
  { code: '00401', location: 0.9, era: [1900, 2015], styles: [['08', 20], ['01', 20], ['11', 12], ['16', 8], ['17', 15], ['05', 15], ['09', 10]], suffixes: RURAL, front: [150, 420], depth: [250, 900], weight: 8, commercial: 0.03, vacant: 0.2, village: false, numberStep: [20, 80] },
  { code: '00402', location: 1.12, era: [1920, 2020], styles: [['09', 35], ['06', 20], ['16', 10], ['01', 20], ['11', 15]], suffixes: RURAL, front: [60, 140], depth: [120, 260], weight: 5, commercial: 0.02, vacant: 0.1, village: false, numberStep: [6, 20] },
  { code: '00501', location: 0.95, era: [1950, 2005], styles: [['14', 100]], suffixes: ['Rd', 'Ave', 'Blvd', 'Pkwy'], front: [100, 300], depth: [150, 400], weight: 6, commercial: 0.6, vacant: 0.1, village: false, numberStep: [10, 40] },
] as const;

// prettier-ignore
const STREET_NAMES = [
  'Main', 'Maple', 'Oak', 'Elm', 'Church', 'Park', 'Lake', 'Hill', 'Washington', 'Lincoln', 'Jefferson',
  'Madison', 'Franklin', 'Chestnut', 'Walnut', 'Cedar', 'Pine', 'Spruce', 'Birch', 'Willow', 'Cherry',
  'Highland', 'Prospect', 'Pleasant', 'Spring', 'Mill', 'River', 'Center', 'Genesee', 'Seneca', 'Cayuga',
  'Onondaga', 'Erie', 'Ontario', 'Mohawk', 'Hudson', 'Delaware', 'Niagara', 'Schuyler', 'Clinton', 'Union',
  'Academy', 'Orchard', 'Meadow', 'Brookside', 'Fairview', 'Ridge', 'Sunset', 'Valley', 'Forest', 'Woodland',
  'Country Club', 'Colonial', 'Heritage', 'Stonegate', 'Fox Run', 'Deer Path', 'Quail Hollow', 'Cobblestone',
  'Harvest', 'Wheatfield', 'Sycamore', 'Hickory', 'Dogwood', 'Magnolia', 'Laurel', 'Juniper', 'Hawthorne',
  'Aspen', 'Beech', 'Linden', 'Poplar', 'Sherwood', 'Kensington', 'Windsor', 'Cambridge', 'Oxford',
  'Stratford', 'Brighton', 'Ashford', 'Westwood', 'Eastwood', 'Northwood', 'Glenwood', 'Lakeview',
  'Riverview', 'Hillcrest', 'Crestview', 'Bayberry', 'Briarwood', 'Brookfield', 'Greenfield', 'Springfield',
  'Fieldstone', 'Millbrook', 'Pinecrest', 'Oak Ridge', 'Evergreen', 'Summit', 'Mountain View', 'Shady',
  'Sunrise', 'Tamarack', 'Whitney', 'Adams', 'Monroe', 'Jackson', 'Grant', 'Garfield', 'Cleveland',
  'Roosevelt', 'Wilson', 'Hamilton', 'Livingston', 'Van Buren', 'Stuyvesant', 'Schoolhouse', 'Depot',
  'Canal', 'Towpath', 'Railroad', 'Factory', 'Market', 'Bridge', 'Ferry', 'Dock', 'Harbor', 'Mapleton',
  'Cottage', 'Grove', 'Garden', 'Arbor', 'Sheridan', 'Rosewood', 'Wildflower', 'Thornwood', 'Old Farm',
  'Burnt Hills', 'Stone Church', 'Cold Spring', 'Sand Hill', 'Bear Swamp', 'Pumpkin Hollow', 'Four Corners',
];
const DIRECTIONS = ['N', 'S', 'E', 'W'];

/** Base living area (sq ft) and price-per-sq-ft multiplier of each SPEC §3 style code. */
const STYLE_MODEL: Readonly<Record<string, { sfla: number; rate: number; minYear?: number }>> = {
  '01': { sfla: 1350, rate: 1.0 },
  '02': { sfla: 1750, rate: 0.96, minYear: 1950 },
  '03': { sfla: 1750, rate: 0.98, minYear: 1950 },
  '04': { sfla: 1500, rate: 1.0 },
  '05': { sfla: 2250, rate: 1.07 },
  '06': { sfla: 2350, rate: 1.12, minYear: 1960 },
  '07': { sfla: 4600, rate: 1.35 },
  '08': { sfla: 1900, rate: 0.9 },
  '09': { sfla: 950, rate: 0.92 },
  '10': { sfla: 1300, rate: 0.85 },
  '11': { sfla: 1700, rate: 1.02, minYear: 1950 },
  '12': { sfla: 2300, rate: 0.86 },
  '13': { sfla: 1150, rate: 0.95 },
  '14': { sfla: 1600, rate: 0.95 },
  '15': { sfla: 1500, rate: 0.97, minYear: 1975 },
  '16': { sfla: 1250, rate: 0.98, minYear: 1960 },
  '17': { sfla: 1150, rate: 0.62, minYear: 1970 },
};

const CONDITION_FACTOR: Readonly<Record<string, number>> = {
  '1': 0.62,
  '2': 0.8,
  '3': 1,
  '4': 1.12,
  '5': 1.25,
};

/** Commercial classes: building size range and value per sq ft. */
const COMMERCIAL: ReadonlyArray<{
  cls: string;
  weight: number;
  size: readonly [number, number];
  rate: number;
}> = [
  { cls: '411', weight: 18, size: [3_000, 24_000], rate: 92 },
  { cls: '421', weight: 12, size: [1_800, 6_000], rate: 128 },
  { cls: '433', weight: 8, size: [2_000, 8_000], rate: 70 },
  { cls: '464', weight: 14, size: [2_500, 30_000], rate: 104 },
  { cls: '484', weight: 22, size: [1_200, 5_000], rate: 86 },
  { cls: '482', weight: 14, size: [2_400, 7_500], rate: 78 },
  { cls: '449', weight: 6, size: [8_000, 60_000], rate: 55 },
  { cls: '432', weight: 6, size: [1_200, 3_500], rate: 140 },
];

/** Base value of a typical 0.2-acre lot, before the location factor. */
const LAND_BASE = 26_000;
/** Building value per sq ft of an average, new, typical-style house. */
const BUILDING_RATE = 118;
/** Yearly price growth: sales earlier in the three years sold for less. */
const APPRECIATION = 0.055;

interface ModelledParcel {
  row: ParcelRow;
  /** Market value today, which sale prices follow. */
  market: number;
}

const round = (value: number, step: number) => Math.round(value / step) * step;

/** Builds the whole town and its sales; pure and deterministic. */
export function generateDemoData(options: DemoDataOptions): DemoData {
  const random = new Random(mulberry32(options.seed));
  const nowYear = options.now.getUTCFullYear();
  const modelled: ModelledParcel[] = [];
  const totalWeight = NEIGHBOURHOODS.reduce((s, n) => s + n.weight, 0);
  const names = shuffle(random, STREET_NAMES);
  const usedStreets = new Set<string>();

  NEIGHBOURHOODS.forEach((nb, nbIndex) => {
    const isLast = nbIndex === NEIGHBOURHOODS.length - 1;
    const share = isLast
      ? options.parcels - modelled.length
      : Math.round((options.parcels * nb.weight) / totalWeight);
    let placed = 0;
    // Tax-map numbering: each neighbourhood has its own map sections, so SBLs never repeat.
    let sectionMinor = 1;
    let block = 1;
    let lot = 0;
    const lotsPerBlock = random.int(18, 32);
    while (placed < share) {
      const street = nextStreet(random, names, nb, usedStreets);
      const length = Math.min(share - placed, random.int(25, 140));
      let number = random.int(1, 12) * (nb.numberStep[0] >= 10 ? 100 : 10) + random.int(0, 1);
      for (let i = 0; i < length; i++) {
        lot++;
        if (lot > lotsPerBlock) {
          lot = 1;
          block++;
          if (block > 40) {
            block = 1;
            sectionMinor++;
          }
        }
        const section = `${100 + nbIndex * 10 + Math.floor(sectionMinor / 100)}.${String(sectionMinor % 100).padStart(2, '0')}`;
        const lotNumber = random.chance(0.03) ? `${lot}.1` : String(lot);
        const sbl = `${section}-${block}-${lotNumber}`;
        number += random.int(nb.numberStep[0], nb.numberStep[1]);
        modelled.push(
          makeParcel(random, nb, nowYear, {
            sbl,
            parcelId: String(1_000_000 + modelled.length * 7 + random.int(0, 6)),
            locStNbr: String(number),
            locPrefixDir: street.prefix,
            locStName: street.name,
            locMailStSuff: street.suffix,
            // A few old houses are split into units; the unit shows in the address.
            locUnit:
              nb.village && random.chance(0.01) ? random.pick(['A', 'B', '1', '2', 'Rear']) : null,
          }),
        );
        placed++;
      }
    }
  });

  const sales = makeSales(random, modelled, options);
  const latest = new Map<string, SaleRow>();
  for (const sale of sales) {
    const seen = latest.get(sale.sbl);
    if (!seen || seen.saleDate < sale.saleDate) latest.set(sale.sbl, sale);
  }
  const parcels = modelled.map(({ row }) => {
    const sale = latest.get(row.sbl);
    return sale ? { ...row, salePrice: sale.salePrice, saleDate: sale.saleDate } : row;
  });
  return { parcels, sales };
}

/** A street name not used yet in the town: a new name, else a new suffix, else a direction. */
function nextStreet(
  random: Random,
  names: readonly string[],
  nb: Neighbourhood,
  used: Set<string>,
): { name: string; suffix: string; prefix: string | null } {
  const start = used.size % names.length;
  const prefixes = [null, ...DIRECTIONS];
  for (const prefix of [random.chance(0.06) ? random.pick(DIRECTIONS) : null, ...prefixes]) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(start + i) % names.length] as string;
      for (const suffix of [random.pick(nb.suffixes), ...nb.suffixes, ...NEWER]) {
        const key = `${prefix} ${name} ${suffix}`;
        if (!used.has(key)) {
          used.add(key);
          return { name, suffix, prefix };
        }
      }
    }
  }
  throw new Error('Ran out of street names');
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

type Location = Pick<
  ParcelRow,
  'sbl' | 'parcelId' | 'locStNbr' | 'locPrefixDir' | 'locStName' | 'locMailStSuff' | 'locUnit'
>;

function makeParcel(
  random: Random,
  nb: Neighbourhood,
  nowYear: number,
  location: Location,
): ModelledParcel {
  const kind = random.chance(nb.commercial)
    ? 'commercial'
    : random.chance(nb.vacant)
      ? 'vacant'
      : 'residential';
  const rural = nb.front[1] > 300;
  let front = round(random.between(nb.front[0], nb.front[1]), 1);
  let depth = round(random.between(nb.depth[0], nb.depth[1]), 1);
  if (kind === 'commercial' && !rural) {
    front *= 1.4;
    depth *= 1.2;
  }
  const acres = (front * depth) / 43_560;
  // Land value grows with lot size, but less than proportionally.
  const land =
    LAND_BASE * nb.location * Math.pow(acres / 0.2, 0.4) * Math.exp(0.08 * random.normal());

  const base = {
    ...location,
    fullAddress: deriveFullAddress(location),
    swisCo: '14',
    swisTown: '1422',
    swisVg: nb.village ? '142201' : '142289',
    nbhdCode: nb.code,
    // Ownership code: a few parcels are owned by the town, the county or the school district.
    ownCode: random.chance(0.01) ? random.pick(['T', 'C', 'S']) : null,
    acres: acres.toFixed(4),
    front: front.toFixed(2),
    depth: depth.toFixed(2),
    salePrice: null,
    saleDate: null,
  };

  let propClass: string;
  let market: number;
  let detail: Omit<
    ParcelRow,
    keyof typeof base | 'propClass' | 'propertyType' | 'landAv' | 'totalAv'
  >;

  if (kind === 'vacant') {
    propClass = rural || acres > 1 ? '314' : random.chance(0.85) ? '311' : '312';
    market = land * (propClass === '312' ? 1.15 : 0.85);
    detail = {
      bldgStyle: null,
      overallCond: null,
      sfla: null,
      yrBuilt: null,
      numResUnits: 0,
      totalNumSites: 1,
      actualRentableArea: null,
      bldgSquareFootage: null,
    };
  } else if (kind === 'commercial') {
    const type = random.weighted(COMMERCIAL.map((c) => [c, c.weight] as const));
    propClass = type.cls;
    const size = round(random.between(type.size[0], type.size[1]), 10);
    const yrBuilt = random.int(Math.max(nb.era[0], 1880), Math.min(nb.era[1] + 10, nowYear));
    const condition = conditionFor(random, yrBuilt, nowYear);
    const building =
      size * type.rate * depreciation(nowYear - yrBuilt) * (CONDITION_FACTOR[condition] ?? 1);
    const sites = random.chance(0.04) ? 2 : 1;
    market = land * 1.6 + building * nb.location * (sites === 2 ? 1.3 : 1);
    detail = {
      bldgStyle: null,
      overallCond: condition,
      sfla: null,
      yrBuilt,
      numResUnits:
        type.cls === '411'
          ? Math.max(4, round(size / 900, 1))
          : type.cls === '482'
            ? random.int(0, 2)
            : 0,
      totalNumSites: sites,
      actualRentableArea: round(size * random.between(0.78, 0.92), 10),
      bldgSquareFootage: size,
    };
  } else {
    propClass = random.weighted([
      ['210', 91],
      ['220', nb.village ? 9 : 3],
      ['230', nb.village ? 3 : 0.6],
      ['280', nb.location < 1 || nb.front[1] > 300 ? 3 : 1],
    ]);
    const style =
      propClass === '220'
        ? random.weighted([
            ['12', 70],
            ['08', 20],
            ['14', 10],
          ] as const)
        : propClass === '230'
          ? random.weighted([
              ['08', 60],
              ['14', 40],
            ] as const)
          : random.weighted(nb.styles);
    const model = STYLE_MODEL[style] ?? { sfla: 1600, rate: 1 };
    const yrBuilt = Math.max(
      model.minYear ?? 0,
      random.int(nb.era[0], Math.min(nb.era[1], nowYear)),
    );
    const units = propClass === '220' ? 2 : propClass === '230' ? 3 : propClass === '280' ? 2 : 1;
    const sfla = Math.min(
      9_500,
      Math.max(
        480,
        round(
          model.sfla * (units > 1 && style !== '12' ? 1.35 : 1) * Math.exp(0.24 * random.normal()),
          1,
        ),
      ),
    );
    const condition = conditionFor(random, yrBuilt, nowYear);
    const building =
      sfla *
      BUILDING_RATE *
      model.rate *
      depreciation(nowYear - yrBuilt) *
      (CONDITION_FACTOR[condition] ?? 1);
    // Class 280 has a second dwelling on the lot (several buildings).
    const secondHouse = propClass === '280' ? building * random.between(0.3, 0.55) : 0;
    market = land + (building + secondHouse) * nb.location * (units > 1 ? 1.08 : 1);
    detail = {
      bldgStyle: style,
      overallCond: condition,
      sfla,
      yrBuilt,
      numResUnits: units,
      totalNumSites: propClass === '280' ? random.int(2, 3) : 1,
      actualRentableArea: null,
      bldgSquareFootage: null,
    };
  }

  // The roll values as of a date about a year ago, with the assessor's own error: some
  // owners are over-assessed, which is why they file.
  const assessmentFactor = Math.exp(0.07 * random.normal()) / (1 + APPRECIATION);
  const totalAv = round(market * assessmentFactor, 100);
  const landAv = Math.min(totalAv, round(land * assessmentFactor, 100));
  return {
    row: {
      ...base,
      ...detail,
      propClass,
      propertyType: derivePropertyType(propClass),
      landAv,
      totalAv,
    },
    market,
  };
}

/** Older houses are more often in worse condition; most are average. */
function conditionFor(random: Random, yrBuilt: number, nowYear: number): string {
  const score = random.normal() + 0.9 * (1 - Math.min(nowYear - yrBuilt, 120) / 60);
  return score < -1.9 ? '1' : score < -0.9 ? '2' : score < 0.8 ? '3' : score < 1.8 ? '4' : '5';
}

/** Loss of value with age, levelling off: an old house keeps at least 55%. */
function depreciation(age: number): number {
  return Math.max(0.55, 1 - 0.0065 * Math.max(0, age));
}

const DAY = 86_400_000;

function makeSales(
  random: Random,
  modelled: ModelledParcel[],
  options: DemoDataOptions,
): SaleRow[] {
  const sales: SaleRow[] = [];
  const taken = new Set<string>();
  // Houses sell most; vacant land and commercial buildings less often.
  const pool = modelled.filter(({ row }) =>
    row.propertyType === 'residential'
      ? true
      : random.chance(row.propertyType === 'vacant' ? 0.35 : 0.25),
  );
  const order = shuffle(random, pool);
  const nonArms = Math.round(options.sales * 0.04);
  const windowDays = 3 * 365;
  for (let i = 0; i < options.sales + nonArms; i++) {
    const parcel = order[i % order.length];
    if (!parcel) break;
    const armsLength = i < options.sales;
    let saleDate = '';
    let daysAgo = 0;
    do {
      daysAgo = random.int(1, windowDays);
      saleDate = new Date(options.now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    } while (taken.has(`${parcel.row.sbl} ${saleDate}`));
    taken.add(`${parcel.row.sbl} ${saleDate}`);
    const atThatTime = parcel.market / Math.pow(1 + APPRECIATION, daysAgo / 365);
    const price = armsLength
      ? atThatTime * Math.exp(0.085 * random.normal())
      : random.chance(0.3)
        ? 1
        : atThatTime * random.between(0.25, 0.7);
    const { row } = parcel;
    sales.push({
      sbl: row.sbl,
      parcelId: row.parcelId,
      propClass: row.propClass,
      nbhdCode: row.nbhdCode,
      locPrefixDir: row.locPrefixDir,
      locStNbr: row.locStNbr,
      locStName: row.locStName,
      locMailStSuff: row.locMailStSuff,
      bldgStyle: row.bldgStyle,
      yrBuilt: row.yrBuilt,
      overallCond: row.overallCond,
      sfla: row.sfla,
      saleDate,
      salePrice: price < 100 ? Math.round(price) : round(price, price < 100_000 ? 100 : 500),
      armsLength,
    });
  }
  return sales;
}
