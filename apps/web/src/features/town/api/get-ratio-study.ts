import { queryOptions } from '@tanstack/react-query';
import {
  getRatioStudyContract,
  type RatioStudyStage,
} from '@ir/domain/contracts/town/get-ratio-study.ts';
import { callApi } from '../../../lib/api.ts';
import { townKeys } from './keys.ts';

/** Which sales a study keeps: one class group, one neighbourhood, or both; none is the roll. */
export interface RatioStudyFilters {
  class_group?: string;
  nbhd?: string;
}

/** The roll's ratio study at one stage, whole and by class group and neighbourhood. */
export const ratioStudyQuery = (stage: RatioStudyStage, filters: RatioStudyFilters = {}) =>
  queryOptions({
    queryKey: townKeys.ratioStudy(stage, filters),
    queryFn: ({ signal }) =>
      callApi(getRatioStudyContract, { query: { stage, ...filters }, signal }),
  });
