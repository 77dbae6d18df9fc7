import { describe, expect, it } from 'vitest';
import {
  COMPARABLE_WEIGHTS,
  propertyClassGroup,
  rankComparables,
  sameClassGroup,
  scoreComparable,
  type ComparableCandidate,
  type ComparableSubject,
} from './comparables.ts';
import { catalogueFor } from './catalogues.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

const subject: ComparableSubject = {
  sbl: '100.00-1-1',
  propClass: '210',
  nbhdCode: 'N1',
  bldgStyle: '05',
  overallCond: '3',
  sfla: 2000,
  yrBuilt: 1990,
};

let n = 0;
/** A sale just like the subject's house, sold a month before NOW; overrides make it differ. */
function sale(overrides: Partial<ComparableCandidate> = {}): ComparableCandidate {
  n += 1;
  return {
    ...subject,
    sbl: `100.00-2-${n}`,
    address: `${n} Elm St`,
    saleDate: '2026-05-15',
    salePrice: 300_000,
    totalNumSites: 1,
    armsLength: true,
    ...overrides,
  };
}

describe('property class groups', () => {
  it('groups classes by their hundreds', () => {
    expect(propertyClassGroup('210')).toBe('residential');
    expect(propertyClassGroup('280')).toBe('residential');
    expect(propertyClassGroup('311')).toBe('vacant land');
    expect(propertyClassGroup('411A')).toBe('commercial');
    expect(propertyClassGroup('910')).toBe('wild, forested and conservation land');
    expect(propertyClassGroup('')).toBeUndefined();
    expect(propertyClassGroup(null)).toBeUndefined();
    expect(propertyClassGroup('12')).toBeUndefined();
    expect(sameClassGroup('210', '230')).toBe(true);
    expect(sameClassGroup('210', '311')).toBe(false);
    expect(sameClassGroup(null, null)).toBe(false);
  });
});

describe('scoreComparable', () => {
  it('gives a twin sold today the full score with every reason', () => {
    const twin = sale({ saleDate: '2026-06-15' });
    const { score, reasons } = scoreComparable(subject, twin, NOW);
    expect(score).toBe(1);
    expect(reasons).toEqual([
      'Same neighbourhood',
      'Same living area',
      'Built the same year (1990)',
      'Sold this month',
      'Same building style (Colonial)',
      'Same condition (Average)',
    ]);
  });

  it('adds each weight for its likeness, partly for near ones', () => {
    const far = sale({
      nbhdCode: 'N9',
      bldgStyle: '01',
      overallCond: '5',
      sfla: 3000, // 50% larger: nothing for size
      yrBuilt: 1960, // 30 years apart: nothing for age
      saleDate: '2023-06-15', // three years ago: nothing for recency
    });
    expect(scoreComparable(subject, far, NOW)).toEqual({ score: 0.05, reasons: [] });
    // Condition two steps apart earns half its weight.
    expect(COMPARABLE_WEIGHTS.condition / 2).toBe(0.05);
    const nearer = sale({ ...far, sfla: 2200, yrBuilt: 1985, overallCond: '4' });
    const scored = scoreComparable(subject, nearer, NOW);
    // size 10% off: 0.25 * 0.8; age 5 years: 0.15 * (25/30); condition one step: 0.1 * 0.75
    expect(scored.score).toBeCloseTo(0.2 + 0.125 + 0.075, 3);
    expect(scored.reasons).toEqual([
      'Living area within 10% of yours (2,200 sq ft)',
      'Built within 5 years of yours',
      'Similar condition (Good)',
    ]);
  });

  it('gives unknown sizes, ages, styles and conditions nothing', () => {
    const unknown = sale({
      nbhdCode: null,
      sfla: null,
      yrBuilt: null,
      bldgStyle: null,
      overallCond: null,
      saleDate: '2023-06-15',
    });
    expect(scoreComparable(subject, unknown, NOW).score).toBe(0);
  });
});

describe('rankComparables', () => {
  it('ranks by likeness: neighbourhood and size outweigh style and a newer sale', () => {
    const sameStreet = sale({ sbl: 'A', sfla: 2100, saleDate: '2025-06-15', bldgStyle: '01' });
    const across = sale({ sbl: 'B', nbhdCode: 'N2', sfla: 2000, saleDate: '2026-06-01' });
    const bigger = sale({ sbl: 'C', sfla: 2800, saleDate: '2026-06-01' });
    const older = sale({ sbl: 'D', yrBuilt: 1930, overallCond: '1', saleDate: '2024-01-10' });
    const ranked = rankComparables(subject, [older, bigger, across, sameStreet], { now: NOW });
    // A: 0.25 nbhd + 0.225 size (5% off) + 0.15 age + 0.1 recency (12 months) + 0.1 condition
    // C: 0.25 + 0.05 size (40% off) + 0.15 + 0.148 recency + 0.1 style + 0.1 condition
    // B: 0 nbhd + 0.25 + 0.15 + 0.148 + 0.1 + 0.1
    // D: 0.25 + 0.25 + 0 age (60 years) + 0.028 recency (29 months) + 0.1 + 0.05 condition
    expect(ranked.map((r) => [r.sbl, r.score])).toEqual([
      ['A', 0.825],
      ['C', 0.798],
      ['B', 0.748],
      ['D', 0.679],
    ]);
  });

  it('keeps only the same class group, never the subject, one site, arms-length, the last three years', () => {
    const kept = sale({ sbl: 'KEPT' });
    const ranked = rankComparables(
      subject,
      [
        kept,
        sale({ sbl: subject.sbl }),
        sale({ propClass: '311' }),
        sale({ propClass: null }),
        sale({ totalNumSites: 2 }),
        sale({ armsLength: false }),
        sale({ salePrice: 0 }),
        sale({ saleDate: '2023-06-01' }),
        sale({ saleDate: '2026-07-01' }),
        sale({ saleDate: 'not a date' }),
      ],
      { now: NOW },
    );
    expect(ranked.map((r) => r.sbl)).toEqual(['KEPT']);
  });

  it('keeps one sale per parcel, its latest, and at most `limit`', () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      sale({ sbl: `P${String(i).padStart(2, '0')}`, sfla: 2000 + i * 20 }),
    );
    const twice = [sale({ sbl: 'P00', saleDate: '2025-01-01', salePrice: 1 }), ...many];
    const ranked = rankComparables(subject, twice, { now: NOW });
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toMatchObject({ sbl: 'P00', saleDate: '2026-05-15', salePrice: 300_000 });
    expect(ranked.map((r) => r.sbl)).toEqual(many.slice(0, 10).map((c) => c.sbl));
    expect(rankComparables(subject, many, { now: NOW, limit: 3 })).toHaveLength(3);
  });

  it('gives each kept sale the reasons scoreComparable gives it, in the words asked for', () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      sale({ sbl: `P${String(i).padStart(2, '0')}`, sfla: 2000 + i * 20, yrBuilt: 1975 + i }),
    );
    const words = { texts: catalogueFor('es').comparables, language: 'es' as const };
    const ranked = rankComparables(subject, many, { now: NOW, limit: 3, words });
    expect(ranked.map((r) => r.sbl)).toEqual(['P00', 'P01', 'P02']);
    for (const [i, r] of ranked.entries()) {
      expect(r.reasons).toEqual(scoreComparable(subject, many[i]!, NOW, words).reasons);
      expect(r.reasons.length).toBeGreaterThan(2);
    }
    expect(ranked[0]!.reasons).not.toEqual(scoreComparable(subject, many[0]!, NOW).reasons);
  });

  it('breaks ties by the newer sale, then by SBL', () => {
    const a = sale({ sbl: 'B2', saleDate: '2026-05-15' });
    const b = sale({ sbl: 'B1', saleDate: '2026-05-15' });
    const c = sale({ sbl: 'A9', saleDate: '2026-05-16' });
    // c is newer and so also scores a hair higher; a and b tie and go by SBL.
    expect(rankComparables(subject, [a, b, c], { now: NOW }).map((r) => r.sbl)).toEqual([
      'A9',
      'B1',
      'B2',
    ]);
  });
});
