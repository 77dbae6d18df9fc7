import {
  RATIO_STUDY_CSV_COLUMNS,
  RATIO_STUDY_STAGES,
  type RatioStudy,
  type RatioStudyStage,
} from '@ir/domain';
import { csvRecord } from '@ir/domain/csv.ts';
import type { Db } from '../../db/client.ts';
import type { MunicipalityConfig } from '../municipalities/index.ts';
import { getRatioStudy } from './ratio-study.ts';

type Figures = RatioStudy['figures'];

/** A figure as the CSV writes it: a number of six decimals (so a minus stays a number), or empty. */
const cell = (value: number | null | undefined): string | number =>
  value === null || value === undefined ? '' : Number(value.toFixed(6));

function row(
  stage: RatioStudyStage,
  cut: 'all' | 'class_group' | 'nbhd',
  classGroup: string,
  nbhd: string,
  f: Figures,
  window: RatioStudy['window'],
): (string | number)[] {
  return [
    stage,
    cut,
    classGroup,
    nbhd,
    f.count,
    cell(f.median_ratio),
    cell(f.median_ci?.lower),
    cell(f.median_ci?.upper),
    cell(f.mean_ratio),
    cell(f.weighted_mean_ratio),
    cell(f.cod),
    cell(f.prd),
    cell(f.prb?.value),
    cell(f.prb?.lower),
    cell(f.prb?.upper),
    window.from,
    window.to,
  ];
}

/**
 * GET /town/ratio_study.csv: both stages, each whole, by class group and by neighbourhood,
 * in RATIO_STUDY_CSV_COLUMNS order.
 */
export async function ratioStudyCsv(db: Db, municipality: MunicipalityConfig): Promise<string> {
  const studies = await Promise.all(
    RATIO_STUDY_STAGES.map((stage) => getRatioStudy(db, municipality, { stage })),
  );
  const rows = studies.flatMap((study) => [
    row(study.stage, 'all', '', '', study.figures, study.window),
    ...study.by_class_group.map((g) =>
      row(study.stage, 'class_group', g.class_group, '', g.figures, study.window),
    ),
    ...study.by_nbhd.map((n) => row(study.stage, 'nbhd', '', n.nbhd, n.figures, study.window)),
  ]);
  return [RATIO_STUDY_CSV_COLUMNS, ...rows].map(csvRecord).join('');
}
