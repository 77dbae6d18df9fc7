import { describe, expect, it } from 'vitest';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, uploadExtension } from './limits.ts';
import { MESSAGES } from './messages.ts';

describe('upload limits', () => {
  it('matches the SPEC size limit its message names', () => {
    expect(UPLOAD_MAX_BYTES).toBe(26_214_400);
    expect(MESSAGES.upload.tooLarge).toBe('File too large, must be under 25MB');
  });

  it.each([
    ['report.PDF', 'pdf'],
    ['photo.final.jpeg', 'jpeg'],
    ['sheet.xlsx', 'xlsx'],
    ['scan.heif', 'heif'],
    ['IMG_0001.HEIC', 'heic'],
    ['old.doc', 'doc'],
  ])('reads the extension of %s', (name, ext) => {
    expect(uploadExtension(name)).toBe(ext);
  });

  it.each([
    'setup.exe',
    'x.pdf.exe',
    'pdf',
    'noext',
    'x.',
    'x.constructor',
    'x.toString',
    'x.avif',
  ])('accepts no extension from %s', (name) => {
    expect(uploadExtension(name)).toBeUndefined();
  });

  it('offers every accepted extension to the file picker', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(
      expect.arrayContaining([
        '.pdf',
        '.png',
        '.jpg',
        '.jpeg',
        '.doc',
        '.docx',
        '.xls',
        '.xlsx',
        '.heif',
        '.heic',
      ]),
    );
  });
});
