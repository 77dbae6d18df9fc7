import { IAAO_RANGES } from '@ir/domain/roll-integrity.ts';

/** The figures the IAAO ranges judge. COD's range is residential property's. */
export type RangedFigure = keyof typeof IAAO_RANGES;

/**
 * Whether a figure is inside IAAO's range, in words (never colour alone): null when there is
 * no figure, or no range for it (COD outside the residential group).
 */
export function rangeWords(
  figure: RangedFigure,
  value: number | null | undefined,
  { residential = true }: { residential?: boolean } = {},
): 'in range' | 'out of range' | null {
  if (value === null || value === undefined) return null;
  if (figure === 'cod' && !residential) return null;
  const { min, max } = IAAO_RANGES[figure];
  return value >= min && value <= max ? 'in range' : 'out of range';
}

/** A ratio as the page shows it: three decimals; a dash for none. */
export const formatRatio = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(3);

/** COD in percent: one decimal. */
export const formatCod = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(1);

/** PRB keeps its sign: +0.012, −0.031. */
export const formatPrb = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(3)}`;
