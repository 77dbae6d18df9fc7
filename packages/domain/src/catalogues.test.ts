import { describe, expect, it } from 'vitest';
import { accountLanguage, catalogueFor, messageText, ruleText } from './catalogues.ts';
import { formatText } from './i18n.ts';
import { MESSAGES_ES } from './messages.es.ts';
import { msg, type MessageKey } from './message-ref.ts';
import { MESSAGES, withPhone } from './messages.ts';

describe('messageText', () => {
  it('says a reference in the language asked for, its values filled in', () => {
    const ref = msg('applications.cannotWithdraw', { phone: '(518) 555-0142' });
    expect(messageText('en', ref)).toBe(
      withPhone(MESSAGES.applications.cannotWithdraw, '(518) 555-0142'),
    );
    expect(messageText('es', ref)).toBe(
      withPhone(MESSAGES_ES.applications.cannotWithdraw, '(518) 555-0142'),
    );
    expect(messageText('es', 'input.invalidRequest')).toBe(MESSAGES_ES.input.invalidRequest);
    const values = { max: 2000, used: 1500, rows: 800 };
    expect(messageText('es', msg('bulk.dailyLimit', values))).toBe(
      formatText('es', MESSAGES_ES.bulk.dailyLimit, values),
    );
  });

  it('keeps two identical English texts apart: each key has its own Spanish', () => {
    // Both read "Dismiss" in English; a lookup by the English words could find only one.
    expect(MESSAGES.filing.files.dismiss).toBe(MESSAGES.account.loginSignup.dismiss);
    expect(messageText('es', 'filing.files.dismiss')).toBe(MESSAGES_ES.filing.files.dismiss);
    expect(messageText('es', 'account.loginSignup.dismiss')).toBe(
      MESSAGES_ES.account.loginSignup.dismiss,
    );
    expect(MESSAGES_ES.filing.files.dismiss).not.toBe(MESSAGES_ES.account.loginSignup.dismiss);
  });

  it('keeps apart two texts that read the same in English once their values are in', () => {
    const values = { address: '12 Main St', sbl: '101.-1-1' };
    const notice = msg('applications.notice.propertyValue', values);
    const packet = msg('documents.propertyWithSbl', values);
    expect(messageText('en', notice)).toBe(messageText('en', packet));
    expect(messageText('es', notice)).toBe(
      formatText('es', MESSAGES_ES.applications.notice.propertyValue, values),
    );
    expect(messageText('es', packet)).toBe(
      formatText('es', MESSAGES_ES.documents.propertyWithSbl, values),
    );
    expect(messageText('es', notice)).not.toBe(messageText('es', packet));
  });

  it('says two fillings of one text each with its own value', () => {
    const a = messageText('es', msg('bulk.fileNotInZip', { name: 'a.pdf' }));
    const b = messageText('es', msg('bulk.fileNotInZip', { name: 'b.pdf' }));
    expect(a).toContain('a.pdf');
    expect(b).toContain('b.pdf');
    expect(a.replace('a.pdf', '')).toBe(b.replace('b.pdf', ''));
  });

  it('says a text whose value is missing with its placeholder, rather than failing', () => {
    expect(messageText('en', 'applications.cannotWithdraw')).toBe(
      MESSAGES.applications.cannotWithdraw,
    );
  });

  it('refuses a key that names no text (a stored row from another version)', () => {
    expect(() => messageText('es', 'input.noSuchText' as MessageKey)).toThrow(/input.noSuchText/);
  });
});

describe('ruleText', () => {
  it("says a rule's key in the language, and leaves a rule's own words as they are", () => {
    expect(ruleText('es', 'owner.zip')).toBe(MESSAGES_ES.owner.zip);
    expect(ruleText('en', 'owner.zip')).toBe(MESSAGES.owner.zip);
    expect(ruleText('es', 'Too small: expected string to have >=1 characters')).toBe(
      'Too small: expected string to have >=1 characters',
    );
    // An English text is never taken for its key.
    expect(ruleText('es', MESSAGES.owner.zip)).toBe(MESSAGES.owner.zip);
  });
});

describe('accountLanguage', () => {
  it("is the account's stored language, English for anything the site does not have", () => {
    expect(accountLanguage('es')).toBe('es');
    expect(accountLanguage('en')).toBe('en');
    expect(accountLanguage('fr')).toBe('en');
    expect(accountLanguage('')).toBe('en');
    expect(accountLanguage(null)).toBe('en');
    expect(catalogueFor(accountLanguage('fr'))).toBe(MESSAGES);
  });
});
