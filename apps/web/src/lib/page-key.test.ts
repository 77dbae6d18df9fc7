import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key.ts';

describe('pageKey', () => {
  it("keeps the wizard's paths as one page", () => {
    expect(pageKey('/file')).toBe('/file');
    expect(pageKey('/file/property')).toBe('/file');
    expect(pageKey('/file/review')).toBe('/file');
  });

  it('leaves every other path its own page', () => {
    expect(pageKey('/files')).toBe('/files');
    expect(pageKey('/applications/17')).toBe('/applications/17');
    expect(pageKey('/')).toBe('/');
  });
});
