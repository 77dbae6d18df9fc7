import { describe, expect, it } from 'vitest';
import { assignButtonText } from './assignment.ts';

describe('the Assign button', () => {
  it('says what pressing it will do', () => {
    expect(assignButtonText(3, { kind: 'user', email: 'sue@town.example' })).toBe(
      'Assign 3 to sue@town.example',
    );
    expect(assignButtonText(0, { kind: 'user', email: 'sue@town.example' })).toBe(
      'Assign to sue@town.example',
    );
    expect(assignButtonText(1, { kind: 'remove' })).toBe('Unassign 1');
    expect(assignButtonText(2, { kind: 'none' })).toBe('Assign 2');
    expect(assignButtonText(0, { kind: 'none' })).toBe('Assign');
  });
});
