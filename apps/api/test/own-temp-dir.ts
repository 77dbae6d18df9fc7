import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Gives the calling test file a temp folder of its own for the rest of the file (os.tmpdir()
 * reads TMPDIR at each call), removed after it. The other files, run at the same time, spool
 * uploads and forms in the shared one, so what a test counts there may be theirs. Answers the
 * names in the file's own folder that match `pattern`.
 */
export function ownTempDir(): (pattern: RegExp) => string[] {
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ir-test-tmp-'));
  process.env.TMPDIR = dir;
  afterAll(() => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });
  return (pattern) => readdirSync(dir).filter((name) => pattern.test(name));
}
