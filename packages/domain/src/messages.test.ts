/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { MAX_ASSIGNMENTS } from './contracts/review/assign-reviews.ts';
import { MESSAGES_ES } from './messages.es.ts';
import { SHELL_MESSAGES_ES } from './messages-shell.es.ts';
import { SHELL_MESSAGES } from './messages-shell.ts';
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

/*
 * The catalogue files as the test runner (Vite) reads them: their text, and their exports.
 * Domain code runs in the browser too, so it reads no files itself (node:fs is refused here).
 */
const SOURCES = import.meta.glob<string>(
  ['./messages/*/*.ts', './messages*.ts', '!./**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const AREAS = import.meta.glob<Record<string, object>>('./messages/*/*.ts', { eager: true });

/** The area files of one language: 'auth.ts', 'filing.ts', … */
function areaFiles(language: string): string[] {
  const prefix = `./messages/${language}/`;
  return Object.keys(AREAS)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length))
    .sort();
}

describe('the catalogue files', () => {
  it('has every area in both languages', () => {
    expect(areaFiles('en').length).toBeGreaterThan(5);
    expect(areaFiles('es')).toEqual(areaFiles('en'));
  });

  it('keeps every file short enough to read whole: under 300 lines', () => {
    const files = Object.keys(SOURCES);
    expect(files).toContain('./messages.ts');
    expect(files).toContain('./messages-shell.es.ts');
    expect(files).toContain('./messages-sign-in.es.ts');
    expect(files.length).toBe(areaFiles('en').length * 2 + 6);
    const long = files.filter((file) => SOURCES[file]!.split('\n').length >= 300);
    expect(long).toEqual([]);
  });

  /** Spreading two areas with the same section would keep the last one without a word. */
  it('gives each section to one area only, in both languages', () => {
    for (const [language, shell, whole] of [
      ['en', SHELL_MESSAGES, MESSAGES],
      ['es', SHELL_MESSAGES_ES, MESSAGES_ES],
    ] as const) {
      const sections = [Object.keys(shell)];
      for (const file of areaFiles(language)) {
        const catalogues = Object.values(AREAS[`./messages/${language}/${file}`]!);
        expect(catalogues).toHaveLength(1);
        sections.push(Object.keys(catalogues[0]!));
      }
      const all = sections.flat();
      expect(new Set(all).size).toBe(all.length);
      expect(all.sort()).toEqual(Object.keys(whole).sort());
    }
  });
});
