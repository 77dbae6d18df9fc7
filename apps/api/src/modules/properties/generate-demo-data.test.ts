import { describe, expect, it } from 'vitest';
import { BUILDING_STYLES, CONDITIONS, SBL_MAX_LENGTH } from '@ir/domain';
import { generateDemoData, mulberry32 } from './generate-demo-data.ts';

const NOW = new Date('2026-03-01T12:00:00Z');

function correlation(xs: number[], ys: number[]): number {
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const dy = (ys[i] as number) - my;
    sxy += (x - mx) * dy;
    sxx += (x - mx) ** 2;
    syy += dy ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe('mulberry32', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('generateDemoData', () => {
  it('is deterministic: the same seed gives identical data, another seed different data', () => {
    const options = { seed: 7, parcels: 1_500, sales: 200, now: NOW };
    const one = generateDemoData(options);
    expect(generateDemoData(options)).toEqual(one);
    expect(one.parcels).toHaveLength(1_500);
    expect(one.sales.filter((s) => s.armsLength)).toHaveLength(200);
    const other = generateDemoData({ ...options, seed: 8 });
    expect(other.parcels.map((p) => p.totalAv)).not.toEqual(one.parcels.map((p) => p.totalAv));
  });

  describe('realism (20,000 parcels, 3,000 sales)', () => {
    const { parcels, sales } = generateDemoData({
      seed: 1,
      parcels: 20_000,
      sales: 3_000,
      now: NOW,
    });
    const bySbl = new Map(parcels.map((p) => [p.sbl, p]));

    it('gives every parcel a unique tax-map SBL and a unique street address', () => {
      expect(bySbl.size).toBe(parcels.length);
      const badSbls = parcels.filter(
        (p) => !/^\d{3}\.\d{2}-\d{1,2}-\d{1,2}(\.1)?$/.test(p.sbl) || p.sbl.length > SBL_MAX_LENGTH,
      );
      expect(badSbls.map((p) => p.sbl)).toEqual([]);
      const badAddresses = parcels.filter(
        (p) => !/^\d+ ([NSEW] )?[A-Z][A-Za-z ]+ [A-Z][a-z]+( Unit \w+)?$/.test(p.fullAddress),
      );
      expect(badAddresses.map((p) => p.fullAddress)).toEqual([]);
      expect(new Set(parcels.map((p) => p.fullAddress)).size).toBe(parcels.length);
    });

    it('has a town-like mix of classes, styles, conditions and neighbourhoods', () => {
      const share = (cls: string) =>
        parcels.filter((p) => p.propClass === cls).length / parcels.length;
      expect(share('210')).toBeGreaterThan(0.6);
      expect(share('210')).toBeLessThan(0.85);
      for (const cls of ['220', '230', '280', '311', '314', '411', '421', '433', '464', '484']) {
        expect(share(cls), cls).toBeGreaterThan(0);
      }
      expect(parcels.some((p) => p.propClass === '280' && (p.totalNumSites ?? 0) > 1)).toBe(true);
      expect(new Set(parcels.map((p) => p.bldgStyle).filter(Boolean))).toEqual(
        new Set(Object.keys(BUILDING_STYLES)),
      );
      expect(new Set(parcels.map((p) => p.overallCond).filter(Boolean))).toEqual(
        new Set(Object.keys(CONDITIONS)),
      );
      expect(new Set(parcels.map((p) => p.nbhdCode)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(parcels.map((p) => p.propertyType))).toEqual(
        new Set(['residential', 'commercial', 'vacant']),
      );
    });

    it('describes houses with plausible sizes, years and assessed values', () => {
      const houses = parcels.filter((p) => p.propertyType === 'residential');
      const implausible = houses.filter(
        (h) =>
          !(h.sfla && h.sfla >= 480 && h.sfla <= 9_500) ||
          !(h.yrBuilt && h.yrBuilt >= 1870 && h.yrBuilt <= 2026) ||
          !(h.landAv && h.totalAv && h.landAv > 0 && h.totalAv >= h.landAv),
      );
      expect(implausible).toEqual([]);
      const medianAv = median(houses.map((h) => h.totalAv ?? 0));
      expect(medianAv).toBeGreaterThan(100_000);
      expect(medianAv).toBeLessThan(450_000);
    });

    it('sells mostly at arm’s length within the last three years, copying the parcel', () => {
      expect(sales.filter((s) => s.armsLength)).toHaveLength(3_000);
      expect(sales.filter((s) => !s.armsLength).length).toBeGreaterThan(0);
      const earliest = new Date(NOW.getTime() - 3 * 365 * 86_400_000).toISOString().slice(0, 10);
      expect(sales.filter((s) => s.saleDate < earliest || s.saleDate >= '2026-03-01')).toEqual([]);
      const unlike = sales.filter((s) => {
        const p = bySbl.get(s.sbl);
        return (
          !p ||
          [
            s.propClass,
            s.nbhdCode,
            s.sfla,
            s.bldgStyle,
            s.yrBuilt,
            s.overallCond,
            s.locStName,
          ].join() !==
            [
              p.propClass,
              p.nbhdCode,
              p.sfla,
              p.bldgStyle,
              p.yrBuilt,
              p.overallCond,
              p.locStName,
            ].join()
        );
      });
      expect(unlike).toEqual([]);
      expect(new Set(sales.map((s) => `${s.sbl} ${s.saleDate}`)).size).toBe(sales.length);
      // The parcel carries its latest sale (SPEC §3 property info).
      const latest = sales.reduce((a, b) => (a.saleDate > b.saleDate ? a : b));
      expect(bySbl.get(latest.sbl)).toMatchObject({
        salePrice: latest.salePrice,
        saleDate: latest.saleDate,
      });
    });

    it('prices houses by size, condition, age and neighbourhood, so comparables make sense', () => {
      const houseSales = sales.filter((s) => s.armsLength && s.propClass === '210' && s.sfla);
      expect(houseSales.length).toBeGreaterThan(1_500);
      const sizeCorrelation = correlation(
        houseSales.map((s) => s.sfla as number),
        houseSales.map((s) => s.salePrice),
      );
      expect(sizeCorrelation).toBeGreaterThan(0.5);

      const perSqft = (list: typeof houseSales) =>
        median(list.map((s) => s.salePrice / (s.sfla as number)));
      const poor = houseSales.filter((s) => s.overallCond === '1' || s.overallCond === '2');
      const good = houseSales.filter((s) => s.overallCond === '4' || s.overallCond === '5');
      expect(perSqft(good)).toBeGreaterThan(perSqft(poor) * 1.2);
      const premium = houseSales.filter((s) => s.nbhdCode === '00302');
      const modest = houseSales.filter((s) => s.nbhdCode === '00201');
      expect(perSqft(premium)).toBeGreaterThan(perSqft(modest) * 1.3);

      // The roll sits near the market: sale price over assessed value about 1.
      const ratios = houseSales.map((s) => s.salePrice / (bySbl.get(s.sbl)?.totalAv as number));
      expect(median(ratios)).toBeGreaterThan(0.95);
      expect(median(ratios)).toBeLessThan(1.15);
    });

    it('prices non-arm’s-length transfers well below the market', () => {
      const transfers = sales.filter((s) => !s.armsLength);
      const ratios = transfers.map((s) => s.salePrice / (bySbl.get(s.sbl)?.totalAv as number));
      expect(Math.max(...ratios)).toBeLessThan(0.85);
    });
  });
});
