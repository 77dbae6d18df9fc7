import { describe, expect, it } from 'vitest';
import { MAX_ASSIGNMENTS } from './contracts/review/assign-reviews.ts';
import { fillMessage, MESSAGES, withPhone } from './messages.ts';

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

  it("answers uploads with the texts SPEC §7's client matches", () => {
    expect(MESSAGES.uploadAnswer.alreadyExists).toBe('already exists');
    expect(MESSAGES.uploadAnswer.badFileType).toBe('bad file type');
    expect(MESSAGES.uploadAnswer.malware).toBe('Malicious software or virus found');
    expect(MESSAGES.uploadAnswer.tooLarge).toContain('Request Entity Too Large');
    expect(MESSAGES.uploadAnswer.tooManyFiles).toBe(
      'Too many files for this property: at most 20 can be attached.',
    );
  });

  it('states the bulk assignment limit the API enforces', () => {
    expect(MESSAGES.review.assignTooMany).toContain(MAX_ASSIGNMENTS.toLocaleString('en-US'));
  });

  it('fills named placeholders, leaving one not given as it is', () => {
    expect(fillMessage('{filed} filed, {refused} refused, {x}.', { filed: 3, refused: '0' })).toBe(
      '3 filed, 0 refused, {x}.',
    );
  });
});
