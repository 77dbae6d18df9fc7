import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain/messages.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
  setCaptchaState,
} from '../../../test/render-app.tsx';

const ROWS = {
  rows: [
    { line: 2, sbl: '1.1-1-1', status: 'filed', filingNumber: 'AMHERST-2026-000007', ir_id: 7 },
    {
      line: 3,
      sbl: '1.1-1-2',
      status: 'refused',
      error: 'owner_phone: Must be at least 10 digits.',
    },
  ],
};

/** The batch as its page polls it: running with one row done, then done (or `last`). */
function batchAnswers(last: 'done' | 'failed' = 'done') {
  let polls = 0;
  return () => {
    polls += 1;
    const base = { batch_id: 12, total: 2, created_at: '2026-02-10T15:00:00.000Z' };
    if (polls === 1) {
      return Response.json({
        ...base,
        status: 'running',
        processed: 1,
        finished_at: null,
        rows: ROWS.rows.slice(0, 1),
      });
    }
    return Response.json({
      ...base,
      status: last,
      processed: 2,
      finished_at: '2026-02-10T15:00:09.000Z',
      rows: ROWS.rows,
    });
  };
}

function open(
  answer: () => Response = () => Response.json({ batch_id: 12 }, { status: 202 }),
  batch = batchAnswers(),
) {
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'POST /api/applications/bulk': answer,
      'GET /api/applications/bulk/12': batch,
      'GET /api/applications/view': () => Response.json([]),
    },
  });
  const view = renderApp({ entries: ['/applications/bulk'] });
  return { fetchMock, ...view };
}

const csvFile = () => new File(['sbl\n'], 'batch.csv', { type: 'text/csv' });
const zipFile = () => new File(['PK'], 'files.zip', { type: 'application/zip' });

async function fill(container: HTMLElement) {
  const user = userEvent.setup();
  // The first test of the file waits for the feature's code to load as well.
  await screen.findByRole('heading', { level: 1, name: MESSAGES.bulk.title }, { timeout: 10_000 });
  await user.upload(screen.getByLabelText(/CSV of the properties/), csvFile());
  await user.upload(screen.getByLabelText(/ZIP of the supporting files/), zipFile());
  const widget = await waitFor(() => {
    const found = container.querySelector('altcha-widget');
    if (!found) throw new Error('no captcha yet');
    return found;
  });
  setCaptchaState(widget, 'verified', 'solved-1');
  return user;
}

describe('BulkFilingPage (/applications/bulk)', { timeout: 20_000 }, () => {
  it("sends the captcha first, then the CSV and the ZIP; the batch's page shows progress, then the report", async () => {
    const { fetchMock, container, router } = open();
    const user = await fill(container);
    expect(screen.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      '/api/applications/bulk/template.csv',
    );
    await user.click(screen.getByRole('button', { name: 'File these properties' }));
    // Accepted at once: the batch's own page follows it.
    expect(await screen.findByText(MESSAGES.bulk.accepted)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/applications/bulk/12');
    expect(screen.getByRole('status')).toHaveTextContent('Filed or checked 1 of 2 rows…');
    expect(screen.getByRole('progressbar', { name: MESSAGES.bulk.progressLabel })).toHaveAttribute(
      'value',
      '1',
    );
    const table = await screen.findByRole(
      'table',
      { name: 'Report per row of the CSV' },
      { timeout: 5000 },
    );
    expect(screen.getByText(MESSAGES.bulk.done)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 filed, 1 refused.');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Line', 'SBL', 'Status', 'Filing number or reason', "Owner's copy"],
      ['2', '1.1-1-1', 'Filed', 'AMHERST-2026-000007', '-'],
      ['3', '1.1-1-2', 'Refused', 'owner_phone: Must be at least 10 digits.', '-'],
    ]);
    expect(within(table).getByRole('link', { name: 'AMHERST-2026-000007' })).toHaveAttribute(
      'href',
      '/applications/7',
    );
    expect(screen.getByRole('button', { name: 'Download the report (CSV)' })).toBeEnabled();
    const [sent] = requestsTo(fetchMock, 'POST /api/applications/bulk');
    const form = sent?.body as FormData;
    expect([...form.keys()]).toEqual(['captcha', 'csv', 'zip']);
    expect(form.get('captcha')).toBe('solved-1');
    expect((form.get('csv') as File).name).toBe('batch.csv');
    expect((form.get('zip') as File).name).toBe('files.zip');
  });

  it("shows the server's reason for a batch refused whole, and takes a fresh captcha", async () => {
    const message = 'The CSV header lacks these columns: owner_phone.';
    const { container } = open(() => apiError(400, 'bad_csv', message));
    const user = await fill(container);
    await user.click(screen.getByRole('button', { name: 'File these properties' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'File these properties' })).toBeDisabled();
  });

  it('says so when the batch stopped before every row was filed', async () => {
    const { container } = open(undefined, batchAnswers('failed'));
    const user = await fill(container);
    await user.click(screen.getByRole('button', { name: 'File these properties' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.bulk.batchFailed,
    );
    expect(screen.getByRole('table', { name: 'Report per row of the CSV' })).toBeInTheDocument();
  });

  it('shows why an account that is not an approved representative cannot send a batch', async () => {
    const message = MESSAGES.bulk.notRepresentative.replace('{phone}', '(518) 555-0142');
    const { container } = open(() => apiError(403, 'not_representative', message));
    const user = await fill(container);
    await user.click(screen.getByRole('button', { name: 'File these properties' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for the CSV before sending anything', async () => {
    const { fetchMock, container } = open();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: MESSAGES.bulk.title }, { timeout: 5000 });
    const widget = await waitFor(() => {
      const found = container.querySelector('altcha-widget');
      if (!found) throw new Error('no captcha yet');
      return found;
    });
    setCaptchaState(widget, 'verified');
    await user.click(screen.getByRole('button', { name: 'File these properties' }));
    expect(await screen.findByText(MESSAGES.bulk.noCsv)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/applications/bulk')).toEqual([]);
  });
});

describe('BulkFilingPage in Spanish', { timeout: 20_000 }, () => {
  it('explains the batch, asks for the CSV and reports per row in Spanish', async () => {
    await chooseLanguage('es');
    const { container } = open();
    const user = userEvent.setup();
    await screen.findByRole(
      'heading',
      { level: 1, name: MESSAGES_ES.bulk.title },
      { timeout: 5000 },
    );
    // The limit is a number written in es-US; the CSV's column names stay as the template has them.
    expect(
      screen.getByText('Una propiedad por fila, como máximo 1,000 filas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Cuando una fila tiene owner_email, el propietario recibe una copia de su comprobante.',
    );
    const widget = await waitFor(() => {
      const found = container.querySelector('altcha-widget');
      if (!found) throw new Error('no captcha yet');
      return found;
    });
    setCaptchaState(widget, 'verified', 'solved-1');
    const submit = screen.getByRole('button', { name: 'Presentar estas propiedades' });
    await user.click(submit);
    expect(await screen.findByText(MESSAGES_ES.bulk.noCsv)).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/CSV de las propiedades/), csvFile());
    await user.click(submit);
    expect(await screen.findByText(MESSAGES_ES.bulk.accepted)).toBeInTheDocument();
    const table = await screen.findByRole(
      'table',
      { name: 'Informe por fila del CSV' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 presentadas, 1 rechazadas.');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows.slice(0, 2)).toEqual([
      [
        'Línea',
        'Número SBL',
        'Estado',
        'Número de solicitud o motivo',
        'Copia para el propietario',
      ],
      ['2', '1.1-1-1', 'Presentada', 'AMHERST-2026-000007', '-'],
    ]);
  });
});
