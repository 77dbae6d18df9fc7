import { describe, expect, it } from 'vitest';
import { MESSAGES, withPhone } from './messages.ts';

describe('messages', () => {
  it('puts the firm phone where SPEC shows {phone}', () => {
    expect(withPhone(MESSAGES.signup.general_error, '(518) 555-0142')).toBe(
      'There was a problem creating your account. Please call (518) 555-0142',
    );
  });

  it('keeps SPEC texts verbatim, typos included', () => {
    expect(MESSAGES.review.totalOver100).toBe('Total change is greater that 100%.');
    expect(MESSAGES.password.mismatch).toBe("passwords don't match.");
  });
});
