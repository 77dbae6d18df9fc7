import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectPath, withRedirectTo } from './redirect-to.ts';

describe('safeRedirectPath', () => {
  it.each([
    '/file/value',
    '/appreview?view=far',
    '/applications/17#files',
    '/',
    // Percent-encoding within a path is still this site's path.
    '/file/a%20b',
  ])('takes the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    // Another host, written as a path.
    '//evil.com',
    '//evil.com/file/value',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    // A scheme.
    'https://evil.com',
    'http://evil.com/file',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    // Not a path.
    'evil.com',
    'file/value',
    '',
    // Encoded: '//' and '/\' once decoded (a second decoding by some reader).
    '/%2Fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '%2F%5Cevil.com',
    'javascript%3Aalert(1)',
    // Characters a browser drops or folds, leaving '//evil.com'.
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    ' //evil.com',
    '/ /evil.com',
    // Malformed encoding.
    '/%E0%A4%A',
  ])('ignores the hostile value %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it('ignores no value at all, or one too long to be a page', () => {
    expect(safeRedirectPath(null)).toBeUndefined();
    expect(safeRedirectPath(undefined)).toBeUndefined();
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeUndefined();
  });

  it('reads what URLSearchParams decoded from an encoded link', () => {
    const read = (query: string) => new URLSearchParams(query).get('redirectTo');
    expect(safeRedirectPath(read('redirectTo=%2Ffile%2Fvalue'))).toBe('/file/value');
    expect(safeRedirectPath(read('redirectTo=%2F%2Fevil.com'))).toBeUndefined();
    expect(safeRedirectPath(read('redirectTo=%2F%5Cevil.com'))).toBeUndefined();
    expect(safeRedirectPath(read('redirectTo=%252F%252Fevil.com'))).toBeUndefined();
    expect(safeRedirectPath(read('redirectTo=https%3A%2F%2Fevil.com'))).toBeUndefined();
  });
});

describe('loginPath and withRedirectTo', () => {
  it('carry a same-site path in the query, encoded', () => {
    expect(loginPath('/file/value')).toBe('/login?redirectTo=%2Ffile%2Fvalue');
    expect(withRedirectTo('/account/two-factor', '/appreview?view=far')).toBe(
      '/account/two-factor?redirectTo=%2Fappreview%3Fview%3Dfar',
    );
  });

  it('leave out anything else', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('//evil.com')).toBe('/login');
  });
});
