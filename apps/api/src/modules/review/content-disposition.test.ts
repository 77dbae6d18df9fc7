import { describe, expect, it } from 'vitest';
import { UPLOAD_TYPES } from '@ir/domain';
import { contentDisposition, opensInline } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('shows images and (script-free, as stored) PDFs in place, and saves everything else', () => {
    const inline = Object.entries(UPLOAD_TYPES)
      .filter(([, mime]) => opensInline(mime))
      .map(([ext]) => ext)
      .sort();
    expect(inline).toEqual(['heic', 'heif', 'jpeg', 'jpg', 'pdf', 'png']);
    expect(contentDisposition('application/pdf', 'a.pdf')).toMatch(/^inline;/);
    expect(contentDisposition('image/png', 'a.png')).toMatch(/^inline;/);
    for (const mime of [
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/octet-stream',
      'text/html',
    ]) {
      expect(contentDisposition(mime, 'x'), mime).toMatch(/^attachment;/);
    }
  });

  it('keeps quotes, backslashes, controls and non-ASCII out of the plain name', () => {
    expect(contentDisposition('application/pdf', 'a"b\\c\u0007é.pdf')).toBe(
      `inline; filename="a_b_c__.pdf"; filename*=UTF-8''a%22b%5Cc%07%C3%A9.pdf`,
    );
  });
});
