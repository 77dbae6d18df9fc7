import { filingPeriodEnd } from '@ir/domain';
import type { MunicipalityConfig } from '../municipalities/index.ts';

/** When the owner may answer a filing's decision, by its roll's Grievance Day. */
export interface ResponseWindow {
  /** The Grievance Day of the filing's roll year (YYYY-MM-DD), when the settings name it. */
  grievanceDay: string | null;
  /** The first instant answers are closed: the end of that day in New York. */
  closesAt: Date | null;
  open: boolean;
}

/**
 * The municipality's settings name one Grievance Day, that of the roll being filed. A filing
 * of that roll may be answered until the day ends; one of an earlier roll had its Grievance
 * Day already (the settings moved on), so it is closed; without a Grievance Day for the
 * filing's roll (none set, or not yet updated for it) answers stay open.
 */
export function responseWindow(
  municipality: Pick<MunicipalityConfig, 'grievanceDay'>,
  filingYear: number,
  now: Date,
): ResponseWindow {
  const day = municipality.grievanceDay;
  const year = day ? Number(day.slice(0, 4)) : null;
  if (!day || year === null || year < filingYear) {
    return { grievanceDay: null, closesAt: null, open: true };
  }
  if (year > filingYear) return { grievanceDay: null, closesAt: null, open: false };
  const closesAt = filingPeriodEnd(day);
  return { grievanceDay: day, closesAt, open: now < closesAt };
}
