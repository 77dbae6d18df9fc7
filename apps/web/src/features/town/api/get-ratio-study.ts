import { queryOptions } from '@tanstack/react-query';
import {
  getRatioStudyContract,
  type RatioStudyStage,
} from '@ir/domain/contracts/town/get-ratio-study.ts';
import { callApi } from '../../../lib/api.ts';
import { townKeys } from './keys.ts';

/** The roll's ratio study at one stage, whole and by class group and neighbourhood. */
export const ratioStudyQuery = (stage: RatioStudyStage) =>
  queryOptions({
    queryKey: townKeys.ratioStudy(stage),
    queryFn: ({ signal }) => callApi(getRatioStudyContract, { query: { stage }, signal }),
  });
