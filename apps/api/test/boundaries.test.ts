import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The boundary rules of eslint.config.js (docs/ARCHITECTURE.md "Boundaries") refuse what they
 * say they refuse: one fixture import at a time, linted as if it were a file at that path.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary refusals of `code` as the file apps/api/src/<file>. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'apps/api/src', file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => m.message);
}

describe('plugins/ imports no module', { timeout: 120_000 }, () => {
  it('refuses a module, even its entry, in a plugin', async () => {
    expect(
      await refusals(
        'plugins/fixture.ts',
        "import { outboxStats } from '../modules/mail/index.ts';\nexport const x = outboxStats;\n",
      ),
    ).toEqual([expect.stringContaining('plugins/ is infrastructure and imports no module')]);
    expect(
      await refusals(
        'plugins/upload-pipeline/fixture.ts',
        "import type { ActiveSession } from '../../modules/sessions/session-store.ts';\nexport type X = ActiveSession;\n",
      ),
    ).toEqual([expect.stringContaining('plugins/ is infrastructure and imports no module')]);
  });

  it('lets a plugin import another plugin, and the CLI a module entry but not inside it', async () => {
    expect(
      await refusals(
        'plugins/fixture.ts',
        "import { apiError } from './errors.ts';\nexport const x = apiError;\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'cli/fixture.ts',
        "import { outboxStats } from '../modules/mail/index.ts';\nexport const x = outboxStats;\n",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'cli/fixture.ts',
        "import { outboxStats } from '../modules/mail/outbox.ts';\nexport const x = outboxStats;\n",
      ),
    ).toEqual([expect.stringContaining('cli/ uses a module only through its entry')]);
  });
});

describe('a table is imported only by its owner', { timeout: 120_000 }, () => {
  const importOutbox =
    "import { outbox } from '../../db/schema/index.ts';\nexport const x = outbox;\n";

  it("refuses another module's table, naming the owner", async () => {
    expect(await refusals('modules/town/fixture.ts', importOutbox)).toEqual([
      expect.stringContaining('Only modules/mail queries this table'),
    ]);
    expect(
      await refusals(
        'plugins/fixture.ts',
        "import { usedCaptchas } from '../db/schema/index.ts';\nexport const x = usedCaptchas;\n",
      ),
    ).toEqual([expect.stringContaining('Only plugins/captcha.ts queries this table')]);
  });

  it('lets the owner and its declared readers import it', async () => {
    expect(await refusals('modules/mail/fixture.ts', importOutbox)).toEqual([]);
    expect(
      await refusals(
        'modules/sessions/fixture.ts',
        "import { sessions, userMfa, users } from '../../db/schema/index.ts';\nexport const x = [sessions, userMfa, users];\n",
      ),
    ).toEqual([]);
    expect(await refusals('modules/sessions/fixture.ts', importOutbox)).toEqual([
      expect.stringContaining('Only modules/mail queries this table'),
    ]);
  });
});
