import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { MyApplicationRow } from '@ir/domain/contracts/applications/list-my-applications.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import { municipalityFixture } from '../../../test/fixtures.ts';
import { apiError, chooseLanguage, mockApi, renderApp } from '../../../test/render-app.tsx';

const ROWS: MyApplicationRow[] = [
  [
    '123.45-6-7',
    '2025-03-14T16:30:00.000Z',
    200000,
    '12',
    'N',
    'Main',
    'St',
    '2B',
    'incomplete',
    null,
    101,
    null,
    null,
    null,
  ],
  [
    '123.45-6-9',
    '2025-02-01T15:00:00.000Z',
    1234567,
    '40',
    null,
    'Elm',
    'Ave',
    null,
    'far',
    null,
    102,
    null,
    null,
    null,
  ],
  [
    '9.1-1-1',
    '2024-12-20T15:00:00.000Z',
    98000,
    null,
    null,
    ' ',
    null,
    '',
    'complete',
    { received_total_value: 150000, assessed_total_value: 120000 },
    103,
    null,
    null,
    null,
  ],
];

/** A filing the assessor's office voided: withdrawn, with why. */
const VOIDED_ROW: MyApplicationRow = [
  '77.1-1-1',
  '2025-03-01T15:00:00.000Z',
  150000,
  '7',
  null,
  'Oak',
  'St',
  null,
  'withdrawn',
  null,
  105,
  { voided_at: '2025-03-05T15:00:00.000Z', reason: 'Filed without the owner asking for it.' },
  null,
  null,
];

/** A completed review's row with the owner's answer, or by when it is awaited. */
function decided(
  id: number,
  answer: MyApplicationRow[12],
  awaiting: MyApplicationRow[13],
): MyApplicationRow {
  return [
    `50.1-1-${id}`,
    '2025-02-01T15:00:00.000Z',
    180000,
    '5',
    null,
    'Birch',
    'Rd',
    null,
    'complete',
    { received_total_value: 200000, assessed_total_value: 190000 },
    id,
    null,
    answer,
    awaiting,
  ];
}

/** One completed filing each: accepted, disagreed, awaited by a date, awaited without one. */
const ANSWER_ROWS: MyApplicationRow[] = [
  decided(201, 'accept', null),
  decided(202, 'disagree', null),
  decided(203, null, { answer_by: '2026-05-26' }),
  decided(204, null, { answer_by: null }),
];

/** The status cell of each row of the table, by its SBL. */
async function statusCells(tableName: string) {
  const table = await screen.findByRole('table', { name: tableName }, { timeout: 5000 });
  return ANSWER_ROWS.map((row) => [
    row[0],
    within(table).getByRole('rowheader', { name: row[0] }).closest('tr')?.lastElementChild
      ?.textContent,
  ]);
}

function open({
  rows = () => Response.json(ROWS),
  privilege = 'user',
  expired = false,
}: {
  rows?: () => Response | Promise<Response>;
  privilege?: Privilege;
  expired?: boolean;
} = {}) {
  mockApi({
    privilege,
    municipality: municipalityFixture({ expired }),
    routes: { 'GET /api/applications/view': rows },
  });
  return renderApp({ entries: ['/applications'] });
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'My Applications' }, { timeout: 5000 });
const newApplication = () => screen.queryByRole('link', { name: 'New Application' });

describe('MyApplicationsPage (SPEC §2 /applications)', { timeout: 20_000 }, () => {
  it("lists the account's applications with their status", async () => {
    open();
    await heading();
    const table = await screen.findByRole('table', { name: 'Submitted applications' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // Each row is headed by its SBL.
    expect(within(table).getByRole('rowheader', { name: '123.45-6-7' })).toBeInTheDocument();
    expect(rows).toEqual([
      ['SBL', 'Address', 'Date Submitted', 'Requested assessment', 'Status'],
      ['123.45-6-7', '12 N Main St 2B', 'Mar 14, 2025, 12:30 PM ET', '$200,000', 'Received'],
      ['123.45-6-9', '40 Elm Ave', 'Feb 1, 2025, 10:00 AM ET', '$1,234,567', 'In review'],
      [
        '9.1-1-1',
        '-',
        'Dec 20, 2024, 10:00 AM ET',
        '$98,000',
        'CompletedNew assessed value $120,000 (was $150,000)',
      ],
    ]);
    expect(document.title).toBe('My Applications · Amherst Informal Review');
  });

  it('puts the submitted filings under their own heading', async () => {
    open();
    const section = await screen.findByRole(
      'region',
      { name: 'Submitted filings' },
      { timeout: 5000 },
    );
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Submitted filings',
    );
    expect(
      within(section).getByRole('table', { name: 'Submitted applications' }),
    ).toBeInTheDocument();
  });

  it("says the owner's answer to each decision, or by when it is awaited", async () => {
    open({ rows: () => Response.json(ANSWER_ROWS) });
    const outcome = 'New assessed value $190,000 (was $200,000)';
    expect(await statusCells('Submitted applications')).toEqual([
      ['50.1-1-201', `Accepted${outcome}`],
      ['50.1-1-202', `Disagreed${outcome}`],
      ['50.1-1-203', `Completed${outcome}Answer by May 26, 2026`],
      ['50.1-1-204', `Completed${outcome}Awaiting your answer`],
    ]);
    const cards = within(screen.getByRole('list', { name: 'Submitted applications' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent('Accepted');
    expect(cards[1]).toHaveTextContent('Disagreed');
    expect(cards[2]).toHaveTextContent('Answer by May 26, 2026');
    expect(cards[3]).toHaveTextContent('Awaiting your answer');
  });

  it('links each application to its own page', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Submitted applications' });
    expect(within(table).getByRole('link', { name: '123.45-6-9' })).toHaveAttribute(
      'href',
      '/applications/102',
    );
  });

  it('has a card per application for phones, with every column, status and outcome', async () => {
    open();
    await heading();
    const cards = within(
      await screen.findByRole('list', { name: 'Submitted applications' }),
    ).getAllByRole('listitem');
    const facts = cards.map((card) =>
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts[0]).toEqual([
      ['SBL', '123.45-6-7'],
      ['Address', '12 N Main St 2B'],
      ['Date Submitted', 'Mar 14, 2025, 12:30 PM ET'],
      ['Requested assessment', '$200,000'],
      ['Status', 'Received'],
    ]);
    expect(facts[2]?.at(-1)).toEqual([
      'Status',
      'CompletedNew assessed value $120,000 (was $150,000)',
    ]);
    expect(cards).toHaveLength(3);
  });

  it("says 'No change' for a completed review that kept the value", async () => {
    open({
      rows: () =>
        Response.json([
          [
            '9.1-1-1',
            '2024-12-20T15:00:00.000Z',
            98000,
            null,
            null,
            'Elm',
            null,
            null,
            'complete',
            { received_total_value: 150000, assessed_total_value: 150000 },
            104,
            null,
            null,
            null,
          ],
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Submitted applications' });
    expect(within(table).getByText('No change to the assessed value')).toBeInTheDocument();
  });

  it("says a voided filing was voided by the assessor's office, with the reason, in the table and on a card", async () => {
    open({ rows: () => Response.json([VOIDED_ROW]) });
    const table = await screen.findByRole('table', { name: 'Submitted applications' });
    const row = within(table).getByRole('rowheader', { name: '77.1-1-1' }).closest('tr');
    expect(row?.querySelector('td:last-child')?.textContent).toBe(
      "Voided by the assessor's officeReason: Filed without the owner asking for it.",
    );
    const card = within(screen.getByRole('list', { name: 'Submitted applications' })).getByRole(
      'listitem',
    );
    expect(card).toHaveTextContent("Voided by the assessor's office");
    expect(card).toHaveTextContent('Reason: Filed without the owner asking for it.');
    // Not the owner's own withdrawal.
    expect(within(table).queryByText('Withdrawn')).toBeNull();
  });

  it('says where the status will show when there is none yet', async () => {
    open({ rows: () => Response.json([]) });
    await heading();
    expect(
      await screen.findByText(
        'The status of your application(s) will be displayed here upon completion.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Submitted applications' })).not.toBeInTheDocument();
  });

  it.each<[Privilege, boolean, boolean]>([
    ['user', false, true],
    ['user', true, false],
    ['town', true, true],
    ['super', true, true],
    ['admin', true, true],
    ['mega-admin', true, true],
    ['super', false, true],
  ])(
    'for %s with the period expired %s, offers New Application: %s',
    async (privilege, expired, shown) => {
      const { router } = open({ privilege, expired });
      await heading();
      await screen.findByRole('table');
      if (!shown) {
        expect(newApplication()).not.toBeInTheDocument();
        // Said, rather than a button that silently is not there.
        expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submission.periodClosed);
        return;
      }
      expect(screen.queryByText(MESSAGES.submission.periodClosed)).not.toBeInTheDocument();
      await userEvent.click(newApplication() as HTMLElement);
      // /file goes on to the new draft's first step (decision 046).
      await waitFor(() => expect(router.state.location.pathname).toBe('/file/property'));
    },
  );

  it('goes to the login page when the server says the session is gone', async () => {
    const { router } = open({ rows: () => apiError(401, 'unauthorized', 'Not signed in') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 5000,
    });
  });

  it('says the list could not be loaded, and tries again', async () => {
    let fail = true;
    open({ rows: () => (fail ? apiError(500, 'general_error') : Response.json(ROWS)) });
    await heading();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your applications could not be loaded. Please try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('MyApplicationsPage in Spanish', { timeout: 20_000 }, () => {
  it('lists the applications in Spanish, their dates and values in es-US', async () => {
    await chooseLanguage('es');
    open();
    await screen.findByRole('heading', { level: 1, name: 'Mis solicitudes' }, { timeout: 5000 });
    const table = await screen.findByRole('table', { name: 'Solicitudes enviadas' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Número SBL', 'Dirección', 'Fecha de envío', 'Valor tasado que solicita', 'Estado'],
      ['123.45-6-7', '12 N Main St 2B', '14 mar 2025, 12:30 p. m. ET', '$200,000', 'Recibida'],
      ['123.45-6-9', '40 Elm Ave', '1 feb 2025, 10:00 a. m. ET', '$1,234,567', 'En revisión'],
      [
        '9.1-1-1',
        '-',
        '20 dic 2024, 10:00 a. m. ET',
        '$98,000',
        'CompletadaNuevo valor tasado $120,000 (antes $150,000)',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Nueva solicitud' })).toHaveAttribute('href', '/file');
    expect(screen.getByRole('link', { name: 'Autorizaciones de propietarios' })).toHaveAttribute(
      'href',
      '/representative/authorizations',
    );
    expect(document.title).toMatch(/^Mis solicitudes/);
  });

  it('puts the submitted filings under their own heading in Spanish', async () => {
    await chooseLanguage('es');
    open();
    const section = await screen.findByRole(
      'region',
      { name: 'Solicitudes presentadas' },
      { timeout: 5000 },
    );
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Solicitudes presentadas',
    );
  });

  it("says the owner's answer to each decision, or by when it is awaited, in Spanish", async () => {
    await chooseLanguage('es');
    open({ rows: () => Response.json(ANSWER_ROWS) });
    const outcome = 'Nuevo valor tasado $190,000 (antes $200,000)';
    expect(await statusCells('Solicitudes enviadas')).toEqual([
      ['50.1-1-201', `Aceptada${outcome}`],
      ['50.1-1-202', `En desacuerdo${outcome}`],
      ['50.1-1-203', `Completada${outcome}Responda a más tardar el 26 may 2026`],
      ['50.1-1-204', `Completada${outcome}Espera su respuesta`],
    ]);
  });

  it('says a voided filing in Spanish, with the reason as the office wrote it', async () => {
    await chooseLanguage('es');
    open({ rows: () => Response.json([VOIDED_ROW]) });
    const table = await screen.findByRole(
      'table',
      { name: 'Solicitudes enviadas' },
      { timeout: 5000 },
    );
    expect(within(table).getByText('Anulada por la Oficina del Tasador')).toBeInTheDocument();
    expect(
      within(table).getByText('Motivo: Filed without the owner asking for it.'),
    ).toBeInTheDocument();
  });

  it('says an empty list and a closed period in Spanish', async () => {
    await chooseLanguage('es');
    open({ rows: () => Response.json([]), expired: true });
    expect(
      await screen.findByText(
        'El estado de su(s) solicitud(es) aparecerá aquí cuando se complete.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^El período de Revisión Informal terminó/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nueva solicitud' })).not.toBeInTheDocument();
  });
});
