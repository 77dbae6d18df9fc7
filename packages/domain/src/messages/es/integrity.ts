import type { CatalogueOf } from '../../languages.ts';
import type { INTEGRITY_MESSAGES } from '../en/integrity.ts';

/** en/integrity.ts in Spanish, key for key. */
export const INTEGRITY_MESSAGES_ES: CatalogueOf<typeof INTEGRITY_MESSAGES> = {
  integrity: {
    noteRequired:
      'Este valor está por debajo del 90 % de la razón mediana del vecindario. Explique la decisión en una nota de al menos 20 caracteres.',
    heading: 'Control de integridad',
    figuresLabel: 'El COD y el PRD del vecindario, ahora y después de esta decisión',
    indicatedValue: 'Valor indicado',
    indicatedHow:
      'Mediana de {perFoot} por pie cuadrado de superficie habitable de {count} comparables × {sfla} pies cuadrados',
    proposedRatio: 'Valor propuesto / valor indicado',
    nbhdMedian: 'Razón mediana del vecindario ({count} ventas)',
    cod: 'COD (vecindario)',
    prd: 'PRD (vecindario)',
    now: 'Ahora',
    after: 'Después de esta decisión',
    crossed:
      'Por debajo del límite: la razón propuesta es inferior al 90 % de la razón mediana del vecindario.',
    crossedNeedsNote:
      'Completar u ofrecer este valor requiere una nota de al menos 20 caracteres.',
    within: 'Dentro del límite.',
    tooFewComparables:
      'Hay muy pocos comparables con precio y superficie habitable para juzgar (se necesitan al menos 3).',
    tooFewSales: 'Hay muy pocas ventas en el vecindario para juzgar (se necesitan al menos 5).',
    noSubjectSfla:
      'El registro no tiene superficie habitable para esta parcela, así que no hay valor indicado.',
    noProposed: 'Escriba un valor propuesto para comprobarlo.',
    loading: 'Cargando el control de integridad…',
    loadFailed: 'no se pudo cargar el control de integridad',
    noteLabel: 'Nota de integridad',
    noteHint:
      'Por qué este valor es correcto aunque esté por debajo de la razón mediana del vecindario (al menos 20 caracteres).',
    guardOff: 'El control de integridad está desactivado: las cifras son informativas.',
    filterLabel: 'Superó el límite de integridad',
  },
};
