import { describe, expect, it } from 'vitest';
import { catalogueFor } from './catalogues.ts';
import { catalogueTexts, formatText, LANGUAGES } from './i18n.ts';
import { MESSAGES_ES } from './messages.es.ts';
import { SHELL_MESSAGES_ES } from './messages-shell.es.ts';
import { formatInstant } from './time.ts';

/*
 * A review's stage has one name per language, kept once (applications.page.stages): the filing's
 * page, My Applications and the receipt e-mail read that key, so the page and the e-mail cannot
 * call the same stage two ways ('Terminada' beside 'Completada').
 */

const NAMED = ['received', 'inReview', 'completed'] as const;

describe('one name per stage', () => {
  it.each(LANGUAGES)('the receipt e-mail names the stages by their keys (%s)', (language) => {
    const catalogue = catalogueFor(language);
    const stages = catalogue.applications.page.stages;
    const next = catalogue.mail.receipt.next;
    for (const stage of NAMED) {
      expect(next).toContain(`{${stage}}`);
      expect(next).not.toContain(stages[stage]);
    }
    const said = formatText(language, next, { month: 'May 2025', ...stages });
    expect(said).toContain(`(${stages.received}, ${stages.inReview}, ${stages.completed})`);
  });

  it.each(LANGUAGES)(
    'no owner text of the mail, documents or My Applications spells a stage itself (%s)',
    (language) => {
      const catalogue = catalogueFor(language);
      const stages = Object.values(catalogue.applications.page.stages);
      const owned = {
        mail: catalogue.mail,
        documents: catalogue.documents,
        list: catalogue.submission.list,
      };
      for (const [key, text] of catalogueTexts(owned)) {
        for (const stage of stages) expect(text, key).not.toBe(stage);
        // A list of stage names in parentheses, as the receipt once wrote by hand.
        expect(text, key).not.toMatch(new RegExp(`\\(${stages[0]},`));
      }
    },
  );

  it("says a review is complete in Spanish with completar's words only, never terminar's", () => {
    expect(MESSAGES_ES.applications.page.stages.completed).toBe('Completada');
    expect(MESSAGES_ES.mail.outcome.subject).toBe('Su Revisión Informal de {short} está completa');
    const aboutTheReview = {
      applications: MESSAGES_ES.applications,
      response: MESSAGES_ES.response,
      list: MESSAGES_ES.submission.list,
      mail: MESSAGES_ES.mail,
      documents: MESSAGES_ES.documents,
    };
    for (const [key, text] of catalogueTexts(aboutTheReview)) {
      expect(text, key).not.toMatch(
        /terminad[ao]|revisión[^.]*\btermin[óe]\b|termine la revisión/i,
      );
    }
  });
});

describe('one time format', () => {
  it('writes the same instant one way per language, for pages, e-mails and PDFs alike', () => {
    const at = new Date('2025-09-05T05:43:00Z');
    expect(formatInstant(at, 'medium', 'en-US')).toBe('Sep 5, 2025, 1:43 AM ET');
    expect(formatInstant(at, 'long', 'en-US')).toBe('September 5, 2025, 1:43 AM ET');
    expect(formatInstant(at, 'medium', 'es-US')).toBe('5 sept 2025, 1:43 a. m. ET');
    expect(formatInstant(at, 'long', 'es-US')).toBe('5 de septiembre de 2025, 1:43 a. m. ET');
    expect(formatInstant('2025-09-05T17:43:00Z', 'medium', 'es-US')).toBe(
      '5 sept 2025, 1:43 p. m. ET',
    );
    // The same instant given as text, as the web receives it, reads the same.
    expect(formatInstant(at.toISOString(), 'long', 'es-US')).toBe(
      formatInstant(at, 'long', 'es-US'),
    );
  });

  it("spells a. m. and p. m. as the Spanish catalogue's own hours do", () => {
    const hours = SHELL_MESSAGES_ES.site.contact.hours;
    expect(hours).toContain('9:00 a. m.');
    expect(hours).toContain('5:00 p. m.');
    expect(formatInstant('2025-03-05T14:00:00Z', 'medium', 'es-US')).toContain('9:00 a. m. ET');
  });
});
