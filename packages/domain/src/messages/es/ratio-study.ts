import type { CatalogueOf } from '../../languages.ts';
import type { RATIO_STUDY_MESSAGES } from '../en/ratio-study.ts';

/** en/ratio-study.ts in Spanish, key for key. */
export const RATIO_STUDY_MESSAGES_ES: CatalogueOf<typeof RATIO_STUDY_MESSAGES> = {
  ratioStudy: {
    unknownClassGroup: 'Ese grupo de clase no existe. Elija uno de los grupos de la lista.',
    unknownNbhd: 'Ese vecindario no existe entre las parcelas del municipio.',
    loadFailed: 'no se pudo cargar el estudio de razones',
  },
};
