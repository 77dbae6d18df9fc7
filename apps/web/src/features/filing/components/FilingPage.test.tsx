import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain/messages.ts';
import { DECISION_REASONS } from '@ir/domain/review.ts';
import {
  apiError,
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
} from '../../../test/render-app.tsx';
import { COMPLETED, FILING, OFFER } from '../test/my-application.ts';
import { propertyExtra, storedDraft } from '../test/early-steps.ts';

const RECEIVED = {
  received: '2026-02-10T15:00:00.000Z',
  inReview: null,
  furtherReview: null,
  completed: null,
  withdrawn: null,
};

/** The filing as the assessor's office voided it. */
const VOIDED = {
  ...FILING,
  status: 'withdrawn' as const,
  voided: {
    voided_at: '2026-02-11T15:00:00.000Z',
    reason: 'Filed in a batch without the owner asking for it.',
  },
  timeline: { ...RECEIVED, withdrawn: '2026-02-11T15:00:00.000Z' },
};

function open(
  answer: () => Response = () => Response.json(FILING),
  path = '/applications/42',
  upload: () => Response = () =>
    Response.json({
      success: true,
      added: true,
      file: { name: 'survey.pdf', size: 3, uploadedAt: '2026-02-14T15:00:00.000Z' },
    }),
) {
  const fetchMock = mockApi({
    privilege: 'user',
    routes: { 'GET /api/applications/42': answer, 'POST /api/applications/42/files': upload },
  });
  return { fetchMock, ...renderApp({ entries: [path] }) };
}

describe("the owner's filing page", { timeout: 20_000 }, () => {
  it('shows each stage with its date, the current one marked, and the filing as submitted', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' }),
    ).toBeInTheDocument();
    const stages = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
    expect(stages.map((li) => li.textContent)).toEqual([
      'ReceivedFeb 10, 2026, 10:00 AM ET',
      'In reviewFeb 12, 2026, 9:00 AM ET',
      'Further reviewFeb 13, 2026, 9:00 AM ET',
      'CompletedNot yet',
    ]);
    expect(stages[2]).toHaveAttribute('aria-current', 'step');
    const change = screen.getByRole('region', { name: 'Requested change' });
    expect(within(change).getByText('$200,000')).toBeInTheDocument();
    expect(within(change).getByText('Comparable sales', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applicant' })).toBeNull();
    expect(screen.getByText('appraisal.pdf')).toBeInTheDocument();
    expect(document.title).toMatch(/^Filing AMHERST-2026-000042/);
  });

  it('says the outcome once the review is complete', async () => {
    open(() =>
      Response.json({
        ...FILING,
        status: 'complete',
        outcome: { received_total_value: 250000, assessed_total_value: 220000 },
        timeline: { ...FILING.timeline, completed: '2026-02-20T15:00:00.000Z' },
        decision: {
          reason: 'comparable_sales_support',
          explanation: 'Three sales on your street\nsupport $220,000.',
        },
      }),
    );
    expect(
      await screen.findByText('New assessed value $220,000 (was $250,000)'),
    ).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Decision notice' });
    expect(notice).toHaveTextContent(DECISION_REASONS.comparable_sales_support);
    // The explanation is the reviewer's own words, shown as written and said to be theirs.
    const words = within(notice).getByRole('figure', { name: "In the reviewer's words" });
    expect(words).toHaveTextContent('Three sales on your street support $220,000.');
    expect(notice).toHaveTextContent('Tuesday, May 19, 2026');
    expect(notice).toHaveTextContent('RP-524');
    expect(notice).toHaveTextContent('small claims');
    expect(
      within(notice).getByRole('link', { name: 'Download the decision notice (PDF)' }),
    ).toHaveAttribute('href', '/api/applications/42/notice.pdf?lang=en');
  });

  it('takes one more file until the review is complete, and says what happened', async () => {
    const { fetchMock } = open();
    const input = await screen.findByLabelText('Add a file to your filing');
    await userEvent.upload(input, new File(['%PDF'], 'survey.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MESSAGES.applications.fileAdded)).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/applications/42/files')).toHaveLength(1),
    );
  });

  it("shows the server's refusal of a file", async () => {
    open(undefined, undefined, () =>
      apiError(409, 'review_complete', MESSAGES.applications.reviewComplete),
    );
    const input = await screen.findByLabelText('Add a file to your filing');
    await userEvent.upload(input, new File(['%PDF'], 'late.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MESSAGES.applications.reviewComplete)).toBeInTheDocument();
  });

  it('withdraws a filing still Received, only after asking', async () => {
    let withdrawn = false;
    const fetchMock = mockApi({
      privilege: 'user',
      routes: {
        'GET /api/applications/42': () =>
          Response.json(
            withdrawn
              ? {
                  ...FILING,
                  status: 'withdrawn',
                  timeline: { ...RECEIVED, withdrawn: '2026-02-11T15:00:00.000Z' },
                }
              : { ...FILING, status: 'incomplete', timeline: RECEIVED },
          ),
        'POST /api/applications/withdraw': () => {
          withdrawn = true;
          return Response.json({ success: true });
        },
      },
    });
    renderApp({ entries: ['/applications/42'] });
    const button = await screen.findByRole('button', { name: 'Withdraw this filing' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this filing?' });
    expect(dialog).toHaveTextContent(MESSAGES.applications.withdrawConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'POST /api/applications/withdraw')).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw filing',
      }),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/applications/withdraw')).toHaveLength(1),
    );
    expect(requestsTo(fetchMock, 'POST /api/applications/withdraw')[0]?.body).toEqual({ id: 42 });
    const stages = await waitFor(() => {
      const items = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      return items;
    });
    expect(stages[1]).toHaveTextContent('Withdrawn');
    expect(stages[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Withdraw this filing' })).toBeNull();
  });

  it("says the assessor's office voided it, why, that the property may be filed again, and whom to call", async () => {
    open(() => Response.json(VOIDED));
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    const status = screen.getByRole('region', { name: 'Status' });
    const stages = within(status).getAllByRole('listitem');
    expect(stages.map((li) => li.textContent)).toEqual([
      'ReceivedFeb 10, 2026, 10:00 AM ET',
      "Voided by the assessor's officeFeb 11, 2026, 10:00 AM ET",
    ]);
    expect(stages[1]).toHaveAttribute('aria-current', 'step');
    expect(status).toHaveTextContent(
      'Reason given: Filed in a batch without the owner asking for it.',
    );
    expect(status).toHaveTextContent(
      'The property may be filed again while the filing period is open. If you have questions, please call (518) 555-0142.',
    );
    expect(within(status).queryByText('Withdrawn')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw this filing' })).toBeNull();
  });

  it("links each of the owner's files to the owner's own download of it", async () => {
    open();
    const files = await screen.findByRole('list', { name: 'Supporting files' });
    expect(within(files).getByRole('link', { name: 'appraisal.pdf' })).toHaveAttribute(
      'href',
      '/api/applications/42/files/7',
    );
  });

  it('leaves out a stage the review skipped: Further review, for one completed without it', async () => {
    open(() =>
      Response.json({
        ...COMPLETED,
        timeline: { ...COMPLETED.timeline, furtherReview: null },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    const stages = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
    expect(stages.map((li) => li.textContent)).toEqual([
      'ReceivedFeb 10, 2026, 10:00 AM ET',
      'In reviewFeb 12, 2026, 9:00 AM ET',
      'CompletedFeb 20, 2026, 10:00 AM ET',
    ]);
    expect(stages[2]).toHaveAttribute('aria-current', 'step');
  });

  it('dates the preliminary offer among the stages, where it came: before or after Further review', async () => {

    const { unmount } = open(() => Response.json({ ...FILING, status: 'offer', offer: OFFER }));
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    let stages = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
    expect(stages.map((li) => li.textContent)).toEqual([
      'ReceivedFeb 10, 2026, 10:00 AM ET',
      'In reviewFeb 12, 2026, 9:00 AM ET',
      'Further reviewFeb 13, 2026, 9:00 AM ET',
      'Preliminary offerFeb 14, 2026, 10:00 AM ET',
      'CompletedNot yet',
    ]);
    expect(stages[3]).toHaveAttribute('aria-current', 'step');
    unmount();

    // Sent before the further review: it comes first, and Further review is the current stage.
    open(() =>
      Response.json({ ...FILING, offer: { ...OFFER, sent_at: '2026-02-12T20:00:00.000Z' } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    stages = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
    expect(stages.map((li) => li.textContent)).toEqual([
      'ReceivedFeb 10, 2026, 10:00 AM ET',
      'In reviewFeb 12, 2026, 9:00 AM ET',
      'Preliminary offerFeb 12, 2026, 3:00 PM ET',
      'Further reviewFeb 13, 2026, 9:00 AM ET',
      'CompletedNot yet',
    ]);
    expect(stages[3]).toHaveAttribute('aria-current', 'step');
  });

  it('says what the owner may do next only while it applies: nothing once accepted, no accepting once disagreed', async () => {
    const T = MESSAGES.applications.notice;
    const answered = (decision: 'accept' | 'disagree') => ({
      ...COMPLETED,
      responseOpen: false,
      response: { decision, name: 'Olive Owner', respondedAt: '2026-03-02T15:00:00.000Z' },
    });
    const notice = async () => {
      await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
      return screen.getByRole('region', { name: T.heading });
    };
    const unanswered = open(() => Response.json(COMPLETED));
    expect(within(await notice()).getByRole('heading', { name: T.next })).toBeInTheDocument();
    expect(await notice()).toHaveTextContent('accept it below by the end of Grievance Day');
    expect(await notice()).toHaveTextContent('RP-524');
    unanswered.unmount();

    const accepted = open(() => Response.json(answered('accept')));
    expect(within(await notice()).queryByRole('heading', { name: T.next })).toBeNull();
    expect(await notice()).not.toHaveTextContent('Board of Assessment Review');
    accepted.unmount();

    open(() => Response.json(answered('disagree')));
    expect(within(await notice()).getByRole('heading', { name: T.next })).toBeInTheDocument();
    expect(await notice()).not.toHaveTextContent('accept it below');
    expect(await notice()).toHaveTextContent('RP-524');
  });

  it('offers File again on a withdrawn filing: the wizard opens on its property, with its details', async () => {
    const withdrawn = {
      ...FILING,
      status: 'withdrawn' as const,
      timeline: { ...RECEIVED, withdrawn: '2026-02-11T15:00:00.000Z' },
    };
    const fetchMock = mockApi({
      privilege: 'user',
      routes: {
        'GET /api/applications/42': () => Response.json(withdrawn),
        'POST /api/ir/propertyextra': () =>
          Response.json(propertyExtra({ print_key: FILING.sbl, full_address: FILING.address })),
      },
    });
    const { router } = renderApp({ entries: ['/applications/42'] });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent(MESSAGES.applications.page.fileAgainIntro);
    await userEvent.click(within(status).getByRole('button', { name: 'File again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/file/property'));
    expect(requestsTo(fetchMock, 'POST /api/ir/propertyextra')[0]?.body).toEqual({
      print_key: FILING.sbl,
    });
    expect(storedDraft()).toMatchObject({
      step: 0,
      property: { print_key: FILING.sbl },
      owner: FILING.owner,
      isOwner: true,
      desiredValue: '',
      files: [],
    });
  });

  it('says so when the property of File again cannot be opened, and offers it on a voided filing too', async () => {
    mockApi({
      privilege: 'user',
      routes: {
        'GET /api/applications/42': () => Response.json(VOIDED),
        'POST /api/ir/propertyextra': () => apiError(500, 'internal'),
      },
    });
    renderApp({ entries: ['/applications/42'] });
    const status = await screen.findByRole('region', { name: 'Status' });
    // The voided filing says already that the property may be filed again.
    expect(status).not.toHaveTextContent(MESSAGES.applications.page.fileAgainIntro);
    await userEvent.click(within(status).getByRole('button', { name: 'File again' }));
    expect(
      await within(status).findByText(MESSAGES.applications.page.fileAgainFailed),
    ).toBeInTheDocument();
  });

  it('offers no File again while the filing stands', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    expect(screen.queryByRole('button', { name: 'File again' })).toBeNull();
  });

  it('offers no withdrawal once a reviewer acted', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    expect(screen.queryByRole('button', { name: 'Withdraw this filing' })).toBeNull();
  });

  it('offers no new file once the review is complete', async () => {
    open(() => Response.json({ ...FILING, status: 'complete' }));
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    expect(screen.queryByLabelText('Add a file to your filing')).toBeNull();
  });

  it('offers no new file once the filing is withdrawn', async () => {
    open(() =>
      Response.json({
        ...FILING,
        status: 'withdrawn',
        timeline: { ...RECEIVED, withdrawn: '2026-02-11T15:00:00.000Z' },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Filing AMHERST-2026-000042' });
    expect(screen.queryByLabelText('Add a file to your filing')).toBeNull();
  });

  it('says why a file is refused for a filing withdrawn meanwhile', async () => {
    open(undefined, undefined, () =>
      apiError(409, 'review_withdrawn', MESSAGES.applications.withdrawnNoFiles),
    );
    const input = await screen.findByLabelText('Add a file to your filing');
    await userEvent.upload(input, new File(['%PDF'], 'late.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MESSAGES.applications.withdrawnNoFiles)).toBeInTheDocument();
  });

  it('says so when the filing is not among the account’s', async () => {
    open(() => apiError(404, 'not_found', MESSAGES.applications.notFound));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Filing not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.applications.notFound)).toBeInTheDocument();
  });

  it('reads only plain digits in the address as a filing number, asking the server nothing else', async () => {
    for (const path of ['/applications/1e3', '/applications/0x2a', '/applications/042']) {
      const { fetchMock, unmount } = open(undefined, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Filing not found' }),
      ).toBeInTheDocument();
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/applications/')),
      ).toEqual([]);
      unmount();
    }
  });

  it('offers Try again when it cannot be loaded', async () => {
    open(() => apiError(500, 'internal'));
    expect(await screen.findByText(MESSAGES.applications.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("the owner's filing page in Spanish", { timeout: 20_000 }, () => {
  it('shows the stages, the filing and its files in Spanish, dates and money in es-US', async () => {
    await chooseLanguage('es');
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitud AMHERST-2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Mis solicitudes' })).toBeInTheDocument();
    const stages = within(screen.getByRole('region', { name: 'Estado' })).getAllByRole('listitem');
    expect(stages.map((li) => li.textContent)).toEqual([
      'Recibida10 feb 2026, 10:00 a. m. ET',
      'En revisión12 feb 2026, 9:00 a. m. ET',
      'Revisión adicional13 feb 2026, 9:00 a. m. ET',
      'CompletadaTodavía no',
    ]);
    const change = screen.getByRole('region', { name: 'Cambio solicitado' });
    expect(within(change).getByText('$200,000')).toBeInTheDocument();
    expect(within(change).getByText('Ventas comparables', { selector: 'dd' })).toBeInTheDocument();
    expect(
      screen.getByText('(200 KB, agregado el 10 feb 2026, 10:00 a. m. ET)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Agregar un archivo a su solicitud/)).toBeInTheDocument();
    expect(document.title).toMatch(/^Solicitud AMHERST-2026-000042/);
  });

  it('says a voided filing in Spanish', async () => {
    await chooseLanguage('es');
    open(() => Response.json(VOIDED));
    await screen.findByRole('heading', { level: 1, name: 'Solicitud AMHERST-2026-000042' });
    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByText('Anulada por la Oficina del Tasador')).toBeInTheDocument();
    expect(status).toHaveTextContent(
      'Motivo indicado: Filed in a batch without the owner asking for it.',
    );
    expect(status).toHaveTextContent('Si tiene preguntas, llame al (518) 555-0142.');
  });

  it('shows the decision notice in Spanish, Grievance Day in es-US', async () => {
    await chooseLanguage('es');
    open(() =>
      Response.json({
        ...FILING,
        status: 'complete',
        outcome: { received_total_value: 250000, assessed_total_value: 220000 },
        timeline: { ...FILING.timeline, completed: '2026-02-20T15:00:00.000Z' },
        decision: { reason: 'comparable_sales_support', explanation: '' },
        responseOpen: true,
      }),
    );
    expect(
      await screen.findByText('Nuevo valor tasado $220,000 (antes $250,000)'),
    ).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Aviso de decisión' });
    expect(notice).toHaveTextContent('Las ventas de propiedades comparables respaldan la tasación');
    expect(notice).toHaveTextContent(
      'antes de que termine el Día de Quejas (Grievance Day), martes, 19 de mayo de 2026:',
    );
    expect(notice).toHaveTextContent(
      'Junta de Revisión de Tasaciones (Board of Assessment Review)',
    );
    expect(
      within(notice).getByRole('link', { name: 'Descargar el aviso de decisión (PDF)' }),
    ).toBeInTheDocument();
  });
});
