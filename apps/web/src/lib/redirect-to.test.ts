import { describe, expect, it } from 'vitest';
import {
  documentPath,
  isApiPath,
  loginPath,
  safeRedirectPath,
  withRedirectTo,
} from './redirect-to.ts';

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

describe('documentPath: the PDFs the API sends a signed-out browser to sign in for', () => {
  it.each([
    '/api/applications/42/notice.pdf',
    '/api/applications/42/agreement.pdf?lang=es',
    '/api/applications/7/grievance.pdf?lang=en',
  ])('takes %s', (path) => {
    expect(documentPath(path)).toBe(path);
  });

  it('reads the value the server wrote, decoded from the login address', () => {
    const read = (query: string) => new URLSearchParams(query).get('redirectTo');
    expect(
      documentPath(read('redirectTo=%2Fapi%2Fapplications%2F42%2Fagreement.pdf%3Flang%3Des')),
    ).toBe('/api/applications/42/agreement.pdf?lang=es');
  });

  it.each([
    // Other paths of the API.
    '/api/admin/userlist',
    '/api/admin/users/42/notice.pdf',
    '/api/applications/view',
    '/api/applications/42',
    '/api/applications/42/receipt.pdf',
    '/api/applications/42/notice.pdf/../../admin/userlist',
    '/api/applications/../admin/42/notice.pdf',
    '/api/applications/0/notice.pdf',
    '/api/applications/abc/notice.pdf',
    '/api/applications/42/notice.pdfx',
    '/api/applications/42/notice.pdf#top',
    '/API/applications/42/notice.pdf',
    // Pages of the app are not documents.
    '/applications/42',
    // Hostile values safeRedirectPath refuses stay refused.
    '//evil.com/api/applications/42/notice.pdf',
    '/\\evil.com/api/applications/42/notice.pdf',
    'https://evil.com/api/applications/42/notice.pdf',
    '//api/applications/42/notice.pdf',
    '/%2Fevil.com/api/applications/42/notice.pdf',
    '/api/applications/42/notice.pdf?\n//evil.com',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(documentPath(value)).toBeUndefined();
  });

  it('tells the API from the pages of the app', () => {
    for (const path of ['/api', '/api/', '/api/admin/userlist', '/api?x=1']) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of ['/apiary', '/applications', '/', '/appreview?view=far']) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});
