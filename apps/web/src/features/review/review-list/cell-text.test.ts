import { describe, expect, it } from 'vitest';
import { row } from '../test/list-rows.ts';
import { displayText } from './cell-text.ts';

describe('the assignee on screen', () => {
  const staff = new Map([[7, 'sue@town.example']]);

  it("shows 'Unassigned' for a review nobody holds, the e-mail otherwise", () => {
    expect(displayText(row({ assigned_to: null }), 'assigned_to', staff, 'en')).toBe('Unassigned');
    expect(displayText(row({ assigned_to: 7 }), 'assigned_to', staff, 'en')).toBe(
      'sue@town.example',
    );
    expect(displayText(row({ assigned_to: 9 }), 'assigned_to', staff, 'en')).toBe('user 9');
  });
});

describe("the owner's response on screen", () => {
  it('reads Accepted, Disagreed or No response', () => {
    const staff = new Map<number, string>();
    expect(displayText(row({ owner_response: 'accept' }), 'owner_response', staff, 'en')).toBe(
      'Accepted',
    );
    expect(displayText(row({ owner_response: 'disagree' }), 'owner_response', staff, 'en')).toBe(
      'Disagreed',
    );
    expect(displayText(row({ owner_response: null }), 'owner_response', staff, 'en')).toBe(
      'No response',
    );
  });
});
