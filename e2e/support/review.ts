import { expect } from '@playwright/test';
import type { ApiCaller } from './browser-request.ts';

/**
 * A reviewer completes a review with a value 10% lower and a reason, through the call the
 * review screen makes; answers the new total value. For specs about what follows a decision.
 */
export async function completeLower(staff: ApiCaller, id: number): Promise<number> {
  const info = (await (await staff.get(`/api/super/applicationinfo?id=${id}`)).json()) as {
    received_total_value: number;
    received_land_value: number;
    version: number;
  };
  const newValue = Math.max(info.received_land_value, Math.round(info.received_total_value * 0.9));
  const res = await staff.post('/api/super/complete', {
    data: {
      id,
      version: info.version,
      review_status: 'complete',
      decision_reason: 'condition_considered',
      decision_explanation: 'The inspection found the roof needs replacing.',
      land_value_change: 'N',
      total_value_change: 'Y',
      data_change_needed: 'N',
      sketch_change_needed: 'N',
      data_change_complete: 'N',
      sketch_change_complete: 'N',
      partial_assessment: false,
      assessed_total_value: String(newValue),
      assessed_land_value: '',
      ir_notes: '',
      far_why: '',
      documents: [],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return newValue;
}
