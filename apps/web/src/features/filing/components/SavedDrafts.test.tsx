import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedDraft } from '@ir/domain/contracts/filing/list-drafts.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';
import { compFixture, propertyFixture } from '../test/draft-fixtures.ts';
import { storedDraft, VALID_OWNER } from '../test/early-steps.ts';

const EMPTY_PERSON = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
};

const SAVED: SavedDraft = {
  printkey: '123.45-6-7',
  address: '12 Main St',
  updatedAt: '2026-02-10T15:00:00.000Z',
  fileCount: 2,
  draft: {
    step: 2,
    owner: VALID_OWNER,
    isOwner: true,
    applicant: EMPTY_PERSON,
    saveApplicant: false,
    desiredValue: '200000',
    reason: 'comparable_sales',
    valueComments: 'Smaller than its neighbours.',
    comps: ['123.45-6-8', '123.45-6-9'],
  },
};

function open(
  drafts: () => Response | Promise<Response> = () => Response.json({ drafts: [SAVED] }),
) {
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'GET /api/applications/view': () => Response.json([]),
      'GET /api/ir/drafts': drafts,
      'POST /api/ir/propertyextra': () => Response.json(propertyFixture()),
      // The second comparable sold again since: the lookup refuses it now.
      'POST /api/ir/propertydata': ({ body }) =>
        (body as { print_key: string }).print_key === '123.45-6-8'
          ? Response.json(compFixture())
          : Response.json({ ...compFixture({ sbl: '123.45-6-9' }), err_msg: 'No usable sale' }),
      'DELETE /api/ir/drafts/:printkey': () => Response.json({ success: true }),
      'POST /api/auth/poll_session': () => Response.json({ success: true }),
      'POST /api/ir/applicant_info': () => Response.json({ saved: false }),
      'POST /api/ir/draftfiles': () => Response.json({ files: [] }),
      'POST /api/ir/suggestcomps': () => Response.json([]),
    },
  });
  return { fetchMock, ...renderApp({ entries: ['/applications'] }) };
}

afterEach(() => window.sessionStorage.clear());

describe('saved drafts on My Applications', { timeout: 20_000 }, () => {
  it('lists each draft with where it was left, and continues it in the wizard', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Drafts not yet submitted' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: '12 Main St' })).toBeInTheDocument();
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['SBL', '123.45-6-7'],
      ['Last saved', 'Feb 10, 2026, 10:00 AM ET'],
      ['Step', 'Value Change'],
      ['Files', '2'],
    ]);

    await userEvent.click(
      within(card).getByRole('button', { name: 'Continue the draft for 12 Main St' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'File an Informal Review' });
    const draft = storedDraft();
    expect(draft?.property?.print_key).toBe('123.45-6-7');
    expect(draft?.owner).toEqual(VALID_OWNER);
    expect(draft?.desiredValue).toBe('200000');
    // The comparable that no longer qualifies is left out.
    expect(draft?.comps.map((c) => c.sbl)).toEqual(['123.45-6-8']);
    expect(await screen.findByRole('heading', { level: 2, name: /Value Change/ })).toBeVisible();
  });

  it('discards a draft only after asking', async () => {
    let drafts = [SAVED];
    const { fetchMock } = open(() => Response.json({ drafts }));
    const discard = await screen.findByRole('button', { name: 'Discard the draft for 12 Main St' });
    await userEvent.click(discard);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this draft?' });
    expect(dialog).toHaveTextContent(MESSAGES.drafts.discardConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'DELETE /api/ir/drafts/123.45-6-7')).toHaveLength(0);

    await userEvent.click(discard);
    drafts = [];
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard draft' }),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'DELETE /api/ir/drafts/123.45-6-7')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Drafts not yet submitted' })).toBeNull(),
    );
  });

  it('shows nothing when there are no drafts, or when they cannot be loaded', async () => {
    open(() => apiError(500, 'internal'));
    await screen.findByRole('heading', { level: 1, name: 'My Applications' });
    expect(screen.queryByRole('heading', { name: 'Not yet submitted' })).toBeNull();
  });
});

describe('saved drafts in Spanish', { timeout: 20_000 }, () => {
  it('lists a draft in Spanish, its date in es-US, and asks in Spanish before discarding', async () => {
    await chooseLanguage('es');
    open();
    const list = await screen.findByRole('list', { name: 'Borradores todavía sin enviar' });
    const card = within(list).getByRole('listitem');
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Número SBL', '123.45-6-7'],
      ['Guardado por última vez', '10 feb 2026, 10:00 a. m. ET'],
      ['Paso', 'Cambio de valor'],
      ['Archivos', '2'],
    ]);
    expect(screen.getByRole('heading', { name: 'Todavía sin enviar' })).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Descartar el borrador de 12 Main St' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar este borrador?' });
    expect(dialog).toHaveTextContent(MESSAGES_ES.drafts.discardConfirm);
    expect(within(dialog).getByRole('button', { name: 'Descartar borrador' })).toBeInTheDocument();
  });
});
