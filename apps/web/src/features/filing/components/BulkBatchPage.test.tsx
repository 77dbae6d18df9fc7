import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fillMessage, MESSAGES } from '@ir/domain/messages.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { chooseLanguage, mockApi, renderApp } from '../../../test/render-app.tsx';

const PHONE = '(518) 555-0199';

/** A done batch: one row with three problems, one already filed, one recorded as text only. */
const BATCH = {
  batch_id: 12,
  status: 'done',
  total: 3,
  processed: 3,
  created_at: '2026-02-10T15:00:00.000Z',
  finished_at: '2026-02-10T15:00:09.000Z',
  rows: [
    {
      line: 2,
      sbl: '1.1-1-1',
      status: 'refused',
      error: 'owner_zip: Debe tener al menos 5 dígitos. …',
      problems: [
        { key: 'owner.zip', column: 'owner_zip' },
        { key: 'bulk.ownerEmail' },
        { key: 'bulk.fileNotInZip', values: { name: 'missing.pdf' } },
      ],
    },
    {
      line: 3,
      sbl: '1.1-1-2',
      status: 'refused',
      error: 'Ya existe una solicitud …',
      problems: [{ key: 'bulk.alreadyFiled', values: { sbl: '1.1-1-2', phone: PHONE } }],
    },
    { line: 4, sbl: '1.1-1-3', status: 'refused', error: 'sbl: an older row' },
  ],
};

function open() {
  mockApi({
    privilege: 'user',
    routes: {
      'GET /api/applications/bulk/12': () => Response.json(BATCH),
      'GET /api/applications/view': () => Response.json([]),
    },
  });
  renderApp({ entries: ['/applications/bulk/12'] });
}

/** The texts of each problem listed for a row of the report. */
async function problemsOf(line: string): Promise<string[]> {
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  const row = within(table).getByRole('rowheader', { name: line }).closest('tr') as HTMLElement;
  return within(row)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

afterEach(() => window.localStorage.clear());

describe(
  "BulkBatchPage: every problem of a row, in the page's language",
  { timeout: 20_000 },
  () => {
    it('lists each problem in Spanish, the already filed one with its SBL, and re-says them in English', async () => {
      await chooseLanguage('es');
      open();
      expect(await problemsOf('2')).toEqual([
        `owner_zip: ${MESSAGES_ES.owner.zip}`,
        MESSAGES_ES.bulk.ownerEmail,
        fillMessage(MESSAGES_ES.bulk.fileNotInZip, { name: 'missing.pdf' }),
      ]);
      const [exists] = await problemsOf('3');
      expect(exists).toContain('Ya existe una solicitud para la propiedad 1.1-1-2; llame al:');
      expect(exists).not.toContain('sbl:');
      // A row recorded before its problems were kept shows its text.
      expect(screen.getByText('sbl: an older row')).toBeInTheDocument();

      const group = screen
        .getAllByRole('group')
        .find((g) => within(g).queryByRole('button', { name: 'English' })) as HTMLElement;
      await userEvent.click(within(group).getByRole('button', { name: 'English' }));
      await screen.findByRole('columnheader', { name: MESSAGES.bulk.line });
      expect(await problemsOf('2')).toEqual([
        `owner_zip: ${MESSAGES.owner.zip}`,
        MESSAGES.bulk.ownerEmail,
        fillMessage(MESSAGES.bulk.fileNotInZip, { name: 'missing.pdf' }),
      ]);
      const [english] = await problemsOf('3');
      expect(english).toContain(
        'An application already exists for the property 1.1-1-2; please call:',
      );
    });
  },
);
