import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@ir/domain/messages.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewRecord } from '@ir/domain/contracts/review/review-fields.ts';
import type { Privilege } from '@ir/domain/roles.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';
import { RANKED_COMPS, reviewRecordFixture } from '../test/review-fixtures.ts';
import { UPLOAD_SUCCESS_MS } from './ReviewFiles.tsx';

const TOTAL_REQUIRED = 'Please enter a New total AV or check "no total_av change"';
const LAND_REQUIRED = 'Please enter a New land AV or check "no land_av change"';
const LAND_OVER_TOTAL = 'Land should not be more than total value.';
const CONFLICT = 'This review was changed by someone else. Reload to see it.';

/**
 * Opens /review/42 against a small in-memory server: FAR and COMPLETE (unless `routes` answers
 * them) save the values and bump the version, as the API does, so the reload shows them.
 */
function open({
  record = reviewRecordFixture(),
  routes = {},
  privilege = 'super',
  path = '/review/42',
}: {
  record?: ReviewRecord;
  routes?: MockRoutes;
  privilege?: Privilege;
  path?: string;
} = {}) {
  let stored = record;
  const act =
    (status: 'far' | 'complete'): MockRoutes[string] =>
    ({ body }) => {
      const b = body as Record<string, unknown>;
      stored = {
        ...stored,
        version: stored.version + 1,
        review_status: status,
        total_value_change: b.total_value_change as 'Y' | 'N',
        land_value_change: b.land_value_change as 'Y' | 'N',
        assessed_total_value: b.assessed_total_value as number | null,
        assessed_land_value: b.assessed_land_value as number | null,
        data_change_needed: b.data_change_needed as 'Y' | 'N',
        data_change_complete: b.data_change_complete as 'Y' | 'N',
        far_why: String(b.far_why),
        who_reviewed: 'super@example.com',
        reviewed_at: '2025-03-20T12:00:00.000Z',
      };
      return Response.json({ success: true });
    };
  const fetchMock = mockApi({
    privilege,
    routes: {
      'GET /api/super/applicationinfo': ({ url }) =>
        url.searchParams.get('id') === String(stored.ir_id)
          ? Response.json(stored)
          : apiError(404, 'unknown_review', 'There is no such review.'),
      'POST /api/super/rpscomps': () => Response.json(RANKED_COMPS),
      'POST /api/super/far': act('far'),
      'POST /api/super/complete': act('complete'),
      ...routes,
    },
  });
  const view = renderApp({ entries: [path] });
  return {
    ...view,
    fetchMock,
    /** Someone else acts meanwhile: the server's version moves on. */
    bumpVersion: () => {
      stored = { ...stored, version: stored.version + 1 };
    },
  };
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Review of 123.45-6-7' }, { timeout: 5000 });
const totalInput = () => screen.getByRole('textbox', { name: 'New total AV' });
const landInput = () => screen.getByRole('textbox', { name: 'New land AV' });
const noTotal = () => screen.getByRole('checkbox', { name: 'no total_av change' });
const noLand = () => screen.getByRole('checkbox', { name: 'no land_av change' });
const farButton = () => screen.getByRole('button', { name: 'FAR' });
const completeButton = () => screen.getByRole('button', { name: 'COMPLETE' });
const farComment = () => screen.getByRole('textbox', { name: 'FAR comment' });

/**
 * The error summary above the form: it has the focus, and lists each refusal as a link to its
 * field.
 */
async function summaryLinks(): Promise<string[]> {
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  await waitFor(() => expect(summary).toHaveFocus());
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The alert dialog's text, then closes it with OK. */
async function dismissAlert(): Promise<string> {
  const dialog = await screen.findByRole('dialog', { name: 'Internal review' });
  const text = within(dialog).getByRole('paragraph', { hidden: false })?.textContent ?? '';
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  return text;
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => {
  vi.useRealTimers();
});

describe('ReviewDetailPage (SPEC §2 /review/{id})', () => {
  it('shows the record, current property, both comps tables, owner, applicant, files and history', async () => {
    const { fetchMock } = open();
    await heading();
    // The tab names the parcel, so several open reviews are told apart.
    expect(document.title).toBe('Review of 123.45-6-7 · Amherst Informal Review');
    const property = screen.getByRole('region', { name: 'Property' });
    for (const text of ['12 Main St', '210', '$200,000', '$50,000', '$180,000']) {
      expect(within(property).getByText(text)).toBeInTheDocument();
    }
    const request = screen.getByRole('region', { name: 'Request' });
    expect(within(request).getByText('Comparable sales')).toBeInTheDocument();
    expect(within(request).getByText('The house next door sold for less.')).toBeInTheDocument();

    const current = screen.getByRole('region', { name: 'Current property' });
    for (const text of ['Colonial', '2,000', '1954', 'Good', '$100']) {
      expect(within(current).getByText(text)).toBeInTheDocument();
    }

    const reviewer = await screen.findByRole('table', { name: 'Reviewer-selected comparables' });
    expect(cellsOf(reviewer)).toEqual([
      [
        'Rank',
        'SBL',
        'Address',
        'Build Style',
        'Yr Built',
        'Condition',
        'Sq Feet',
        'Sale Date',
        'Sale Price',
        'Price/SqFt',
        'Why',
      ],
      [
        '1',
        '123.45-6-11',
        '20 Elm Ave',
        'Colonial',
        '1950',
        'Good',
        '2,100',
        'Sep 10, 2024',
        '$210,000',
        '$100',
        'same neighbourhood; similar size',
      ],
      ['2', '123.45-6-12', 'Oak', '-', '-', '-', '-', '-', '$99,000', '-', '-'],
    ]);
    expect(requestsTo(fetchMock, 'POST /api/super/rpscomps')[0]?.body).toEqual({
      parcel_id: 'P-7',
      swis_co: '14',
      swis_town: '1422',
      swis_vg: '142289',
    });
    const applicant = screen.getByRole('table', { name: 'Applicant comparables' });
    expect(cellsOf(applicant)[1]).toEqual([
      '123.45-6-9',
      '16 N Main St',
      'Ranch',
      '1960',
      'Average',
      '1,500',
      'Jun 1, 2024',
      '$150,000',
      '$100',
    ]);

    const owner = screen.getByRole('region', { name: 'Property owner' });
    expect(within(owner).getByText('Ann Owner')).toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: '(716) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+17165550100',
    );
    const applicantBlock = screen.getByRole('region', { name: 'Applicant' });
    expect(within(applicantBlock).getByText('Bob Agent')).toBeInTheDocument();
    expect(
      within(applicantBlock).getByText('1 Office Pl · Suite 2 · Buffalo, NY · 14202'),
    ).toBeInTheDocument();

    const files = screen.getByRole('list', { name: 'Files' });
    expect(within(files).getByRole('link', { name: 'Open appraisal.pdf' })).toHaveAttribute(
      'href',
      '/api/super/getfile?file=7-appraisal.pdf',
    );
    expect(within(files).getByText(/Applicant · owner@example.com/)).toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Assignee changed')).toBeInTheDocument();
    expect(within(history).getByText('admin@example.com', { exact: false })).toBeInTheDocument();
    expect(within(history).getByText('Assignee: - → reviewer@example.com')).toBeInTheDocument();
  });

  it('says when a representative filed it in a batch, and from which account', async () => {
    open({
      record: {
        ...reviewRecordFixture(),
        filed_by_representative: true,
        submitted_by_email: 'rep@certiorari.example',
        // A batch by an account with no saved applicant details.
        applicant: {
          first_name: '',
          last_name: '',
          address1: '',
          address2: '',
          city: '',
          state: '',
          zip: '',
          phone: '',
        },
      },
    });
    await heading();
    expect(screen.getByText('Filed by a representative', { selector: '.badge' })).toBeVisible();
    const property = screen.getByRole('region', { name: 'Property' });
    const term = within(property).getByText('Filed by a representative');
    expect(term.nextElementSibling).toHaveTextContent('Yes');
    expect(within(property).getByText('Filing account').nextElementSibling).toHaveTextContent(
      'rep@certiorari.example',
    );
  });

  it('names the language the owner reads, and asks for the explanation in it', async () => {
    open({ record: reviewRecordFixture({ filer_language: 'es' }) });
    await heading();
    const owner = screen.getByRole('region', { name: 'Property owner' });
    expect(within(owner).getByText('Owner reads Spanish')).toBeVisible();
    expect(screen.getByLabelText('Explanation for the owner')).toHaveAccessibleDescription(
      /Write it in Spanish: the owner reads Spanish\./,
    );
  });

  it('says English for an owner who reads English', async () => {
    open({ record: reviewRecordFixture() });
    await heading();
    const owner = screen.getByRole('region', { name: 'Property owner' });
    expect(within(owner).getByText('Owner reads English')).toBeVisible();
    expect(screen.getByLabelText('Explanation for the owner')).toHaveAccessibleDescription(
      /Write it in English: the owner reads English\./,
    );
  });

  it('sends a reviewer whose session ended to sign in, coming back to this review', async () => {
    const { router } = open({
      routes: { 'GET /api/super/applicationinfo': () => apiError(401, 'unauthorized') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Freview%2F42');
  });

  it('asks for the reason on COMPLETE, and for the words when it is Other', async () => {
    open({ record: reviewRecordFixture({ decision_reason: null }) });
    const complete = await screen.findByRole('button', { name: 'COMPLETE' });
    await userEvent.click(complete);
    const reason = screen.getByLabelText('Reason for the decision');
    expect(reason).toHaveAccessibleDescription(
      new RegExp(MESSAGES.review.decisionReason.replace('.', '\\.')),
    );
    await userEvent.selectOptions(reason, 'other');
    expect(screen.getByLabelText('Explanation for the owner')).toHaveAccessibleDescription(
      new RegExp(MESSAGES.review.decisionExplanation.replace('.', '\\.')),
    );
    await userEvent.type(screen.getByLabelText('Explanation for the owner'), 'Seen on a visit.');
    expect(screen.queryByText(MESSAGES.review.decisionExplanation)).toBeNull();
  });

  it("marks the owner's evidence added after filing, in the files and the history", async () => {
    const base = reviewRecordFixture();
    open({
      record: reviewRecordFixture({
        files: [
          ...base.files,
          {
            name: '8-survey.pdf',
            original_name: 'survey.pdf',
            mime: 'application/pdf',
            size: 2000,
            staff: false,
            uploaded_by: 'owner@example.com',
            uploaded_at: '2025-03-18T16:00:00.000Z',
            added_after_filing: true,
          },
        ],
        history: [
          ...base.history,
          {
            at: '2025-03-18T16:00:00.000Z',
            who: 'owner@example.com',
            action: 'evidence',
            before: null,
            after: { file: '8-survey.pdf' },
          },
        ],
      }),
    });
    const files = await screen.findByRole('list', { name: 'Files' });
    const [filed, added] = within(files).getAllByRole('listitem');
    expect(filed).not.toHaveTextContent('added after filing');
    expect(added).toHaveTextContent('added after filing');
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Owner added a file after filing')).toBeInTheDocument();
    expect(within(history).getByText('8-survey.pdf')).toBeInTheDocument();
  });

  it('leaves the applicant block out when the owner filed, and says when there are no comps', async () => {
    open({
      record: reviewRecordFixture({ applicant: null, applicant_comps: [], parcel_id: null }),
    });
    await heading();
    expect(screen.queryByRole('region', { name: 'Applicant' })).not.toBeInTheDocument();
    expect(screen.getByText('The applicant did not select comparable sales.')).toBeInTheDocument();
    expect(
      screen.getByText('This parcel has no parcel id on the roll, so no sales can be compared.'),
    ).toBeInTheDocument();
  });

  it("checks 'no ... change' by default, clears it on typing, and keeps digits only", async () => {
    open();
    await heading();
    expect(noTotal()).toBeChecked();
    expect(noLand()).toBeChecked();
    await userEvent.type(totalInput(), '2a5b0000');
    expect(totalInput()).toHaveValue('250,000');
    expect(noTotal()).not.toBeChecked();
    expect(noLand()).toBeChecked();
    await userEvent.type(landInput(), '60000');
    expect(noLand()).not.toBeChecked();
    // Ticking it again means "no change": the typed value goes.
    await userEvent.click(noTotal());
    expect(totalInput()).toHaveValue('');
  });

  it('fills the form from a review that was already acted on', async () => {
    open({
      record: reviewRecordFixture({
        review_status: 'far',
        total_value_change: 'Y',
        assessed_total_value: 190000,
        data_change_needed: 'Y',
        far_why: 'Check the garage',
        ir_notes: 'Called the owner',
        partial_assessment: true,
      }),
    });
    await heading();
    expect(totalInput()).toHaveValue('190,000');
    expect(noTotal()).not.toBeChecked();
    expect(noLand()).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Data change needed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Partial assessment' })).toBeChecked();
    expect(farComment()).toHaveValue('Check the garage');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Called the owner');
  });

  it('enables a complete box only once its change is needed, and locks needed once complete', async () => {
    open();
    await heading();
    for (const kind of ['Data', 'Sketch']) {
      const needed = screen.getByRole('checkbox', { name: `${kind} change needed` });
      const complete = screen.getByRole('checkbox', { name: `${kind} change complete` });
      expect(complete).toBeDisabled();
      await userEvent.click(needed);
      expect(complete).toBeEnabled();
      await userEvent.click(complete);
      expect(needed).toBeDisabled();
      await userEvent.click(complete);
      expect(needed).toBeEnabled();
    }
  });

  it.each([
    ['total', TOTAL_REQUIRED, 'New total AV'],
    ['land', LAND_REQUIRED, 'New land AV'],
  ])(
    'refuses an unchecked %s box without a value, beside the field',
    async (which, message, label) => {
      const { fetchMock } = open();
      await heading();
      await userEvent.click(which === 'total' ? noTotal() : noLand());
      await userEvent.click(completeButton());
      expect(await summaryLinks()).toEqual([message]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('aria-invalid', 'true');
      expect(requestsTo(fetchMock, 'POST /api/super/complete')).toHaveLength(0);
      // The summary's link takes the keyboard to the field.
      await userEvent.click(screen.getByRole('link', { name: message }));
      expect(screen.getByRole('textbox', { name: label })).toHaveFocus();
      // The message goes once the value is typed, from the field and the summary.
      await userEvent.type(screen.getByRole('textbox', { name: label }), '100000');
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows every refusal at once, each beside its field and in the summary, in one press', async () => {
    const { fetchMock } = open();
    await heading();
    await userEvent.click(noTotal());
    await userEvent.click(noLand());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Data change needed' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sketch change needed' }));
    await userEvent.click(completeButton());
    expect(await summaryLinks()).toEqual([
      TOTAL_REQUIRED,
      LAND_REQUIRED,
      'Data change must be in RPS before completion.',
      'Sketch change must be in RPS before completion.',
    ]);
    expect(totalInput()).toHaveAccessibleDescription(expect.stringContaining(TOTAL_REQUIRED));
    expect(landInput()).toHaveAccessibleDescription(expect.stringContaining(LAND_REQUIRED));
    expect(
      screen.getByRole('checkbox', { name: 'Data change needed' }),
    ).toHaveAccessibleDescription('Data change must be in RPS before completion.');
    expect(
      screen.getByRole('checkbox', { name: 'Sketch change needed' }),
    ).toHaveAccessibleDescription('Sketch change must be in RPS before completion.');
    // The link of a flag goes to the box that answers it.
    await userEvent.click(
      screen.getByRole('link', { name: 'Data change must be in RPS before completion.' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Data change complete' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/super/complete')).toHaveLength(0);

    // FAR asks for its comment instead of the pending changes.
    await userEvent.click(farButton());
    expect(await summaryLinks()).toEqual([
      TOTAL_REQUIRED,
      LAND_REQUIRED,
      'please add a FAR comment',
    ]);
    expect(requestsTo(fetchMock, 'POST /api/super/far')).toHaveLength(0);
  });

  it('refuses land above total, new or received', async () => {
    const { fetchMock } = open();
    await heading();
    await userEvent.type(totalInput(), '40000');
    await userEvent.click(completeButton());
    // The received land ($50,000) is above the new total.
    expect(await summaryLinks()).toEqual([LAND_OVER_TOTAL]);
    expect(landInput()).toHaveAccessibleDescription(expect.stringContaining(LAND_OVER_TOTAL));
    await userEvent.type(landInput(), '30000');
    expect(screen.queryByText(LAND_OVER_TOTAL)).not.toBeInTheDocument();
    await userEvent.clear(landInput());
    await userEvent.type(landInput(), '45000');
    await userEvent.type(farComment(), 'x');
    await userEvent.click(farButton());
    expect(await summaryLinks()).toEqual([LAND_OVER_TOTAL]);
    expect(requestsTo(fetchMock, 'POST /api/super/far')).toHaveLength(0);
  });

  it("asks for 'please add a FAR comment' beside the comment for FAR without one", async () => {
    const { fetchMock } = open();
    await heading();
    await userEvent.click(farButton());
    expect(await summaryLinks()).toEqual(['please add a FAR comment']);
    expect(farComment()).toHaveAccessibleDescription(
      expect.stringContaining('please add a FAR comment'),
    );
    await userEvent.type(farComment(), '   ');
    await userEvent.click(farButton());
    expect(await summaryLinks()).toEqual(['please add a FAR comment']);
    expect(requestsTo(fetchMock, 'POST /api/super/far')).toHaveLength(0);
  });

  it.each([
    ['Data', 'Data change must be in RPS before completion.'],
    ['Sketch', 'Sketch change must be in RPS before completion.'],
  ])('refuses COMPLETE while a %s change is needed but not complete', async (kind, message) => {
    const { fetchMock } = open();
    await heading();
    const needed = screen.getByRole('checkbox', { name: `${kind} change needed` });
    await userEvent.click(needed);
    await userEvent.click(completeButton());
    expect(await summaryLinks()).toEqual([message]);
    expect(needed).toHaveAccessibleDescription(message);
    expect(requestsTo(fetchMock, 'POST /api/super/complete')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: `${kind} change complete` }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('keeps FAR and COMPLETE in a bar that sticks to the bottom of the window over the whole page', async () => {
    open();
    await heading();
    const bar = screen.getByRole('region', { name: 'Review actions' });
    expect(bar).toHaveClass('sticky', 'bottom-0');
    expect(within(bar).getByRole('button', { name: 'FAR' })).toBe(farButton());
    expect(within(bar).getByRole('button', { name: 'COMPLETE' })).toBe(completeButton());
    // The bar is the review form's last part (COMPLETE is its submit button); the form makes
    // no box of its own, so the bar's box parent is the column that holds the whole record.
    const form = bar.parentElement as HTMLElement;
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveClass('contents');
    // A sticky box sticks only within its parent box: here, that column.
    const column = form.parentElement as HTMLElement;
    expect(column).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(column).toContainElement(screen.getByRole('region', { name: 'Property' }));
    // It sits right after the form's fields and before the history.
    expect(bar.previousElementSibling).toBe(
      screen.getByRole('region', { name: 'Internal review' }),
    );
    expect(form.nextElementSibling).toBe(screen.getByRole('region', { name: 'History' }));
  });

  it("makes COMPLETE the form's one submit button, so Enter in a field completes as a click does", async () => {
    const { fetchMock } = open({ record: reviewRecordFixture({ decision_reason: null }) });
    await heading();
    const complete = completeButton() as HTMLButtonElement;
    expect(complete).toHaveAttribute('type', 'submit');
    expect(complete.form).not.toBeNull();
    // Every other button of the form is a plain one, never pressed by Enter.
    const form = complete.form as HTMLFormElement;
    const others = within(form)
      .getAllByRole('button')
      .filter((button) => button !== complete);
    expect(others).toContain(farButton());
    for (const button of others) expect(button).toHaveAttribute('type', 'button');

    // Enter in a field is refused as a click on COMPLETE is, with the same summary.
    await userEvent.type(totalInput(), '180000{Enter}');
    expect(await summaryLinks()).toEqual([MESSAGES.review.decisionReason]);
    expect(requestsTo(fetchMock, 'POST /api/super/complete')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'POST /api/super/far')).toHaveLength(0);

    // Fixed, Enter in the field saves: COMPLETE goes, once, with what was typed.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Reason for the decision' }),
      'insufficient_evidence',
    );
    await userEvent.type(landInput(), '45000{Enter}');
    expect(await screen.findByText('The review was completed.')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST /api/super/complete').map((r) => r.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      review_status: 'complete',
      assessed_total_value: 180000,
      assessed_land_value: 45000,
      decision_reason: 'insufficient_evidence',
    });
    expect(requestsTo(fetchMock, 'POST /api/super/far')).toHaveLength(0);
  });

  it('leaves a super no form on a completed review, since there is nothing to send', async () => {
    open({ record: reviewRecordFixture({ review_status: 'complete' }) });
    await heading();
    const section = screen.getByRole('region', { name: 'Internal review' });
    expect(section.closest('form')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), '{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns, without refusing, about a change above 100%', async () => {
    open();
    await heading();
    await userEvent.type(totalInput(), '400001');
    expect(screen.getByText('Total change is greater that 100%.')).toBeInTheDocument();
    expect(screen.queryByText('Land change is greater that 100%.')).not.toBeInTheDocument();
    await userEvent.type(landInput(), '100001');
    expect(screen.getByText('Land change is greater that 100%.')).toBeInTheDocument();
    await userEvent.clear(totalInput());
    await userEvent.type(totalInput(), '400000');
    expect(screen.queryByText('Total change is greater that 100%.')).not.toBeInTheDocument();
  });

  it('sends FAR with the comment and the version, then reloads the review', async () => {
    const { fetchMock } = open();
    await heading();
    await userEvent.type(farComment(), 'Needs a site visit');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'garage');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Partial assessment' }));
    await userEvent.click(farButton());
    expect(await screen.findByText('The review was marked FAR.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/super/far').map((r) => r.body)).toEqual([
      {
        id: 42,
        version: 3,
        review_status: 'far',
        total_value_change: 'N',
        land_value_change: 'N',
        data_change_needed: 'N',
        sketch_change_needed: 'N',
        data_change_complete: 'N',
        sketch_change_complete: 'N',
        assessed_total_value: null,
        assessed_land_value: null,
        partial_assessment: true,
        ir_notes: 'garage',
        far_why: 'Needs a site visit',
        decision_reason: 'comparable_sales_support',
        decision_explanation: '',
        documents: ['7-appraisal.pdf'],
      },
    ]);
    // Reloaded: the status shows FAR, and the next action sends the new version.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/super/applicationinfo')).toHaveLength(2),
    );
    expect(await screen.findByText('FAR', { selector: '.badge' })).toBeInTheDocument();
    await userEvent.type(totalInput(), '190000');
    await userEvent.click(completeButton());
    await screen.findByText('The review was completed.');
    expect(requestsTo(fetchMock, 'POST /api/super/complete')[0]?.body).toMatchObject({
      version: 4,
      review_status: 'complete',
      total_value_change: 'Y',
      assessed_total_value: 190000,
    });
  });

  it('sends COMPLETE with the new values and flags', async () => {
    const { fetchMock } = open();
    await heading();
    await userEvent.type(totalInput(), '180000');
    await userEvent.type(landInput(), '45000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Data change needed' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Data change complete' }));
    await userEvent.click(completeButton());
    expect(await screen.findByText('The review was completed.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/super/complete').map((r) => r.body)).toEqual([
      {
        id: 42,
        version: 3,
        review_status: 'complete',
        total_value_change: 'Y',
        land_value_change: 'Y',
        data_change_needed: 'Y',
        sketch_change_needed: 'N',
        data_change_complete: 'Y',
        sketch_change_complete: 'N',
        assessed_total_value: 180000,
        assessed_land_value: 45000,
        partial_assessment: false,
        ir_notes: '',
        far_why: '',
        decision_reason: 'comparable_sales_support',
        decision_explanation: '',
        documents: ['7-appraisal.pdf'],
      },
    ]);
    // A completed review is read-only for a super: no actions, nothing to change.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'COMPLETE' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'FAR' })).not.toBeInTheDocument();
    expect(
      screen.getByText('This review is complete. Only an administrator can reopen it to FAR.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The review was completed.')).toHaveFocus();
    expect(totalInput()).toHaveAttribute('readonly');
    expect(totalInput()).toHaveValue('180,000');
    expect(screen.getByRole('checkbox', { name: 'Data change complete' })).toBeDisabled();
  });

  it('shows a super a completed review read-only, with the values it was completed with', async () => {
    open({
      record: reviewRecordFixture({
        review_status: 'complete',
        total_value_change: 'Y',
        assessed_total_value: 170000,
        ir_notes: 'Final',
      }),
    });
    await heading();
    expect(
      screen.getByText('This review is complete. Only an administrator can reopen it to FAR.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Review actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'FAR' })).not.toBeInTheDocument();
    expect(totalInput()).toHaveValue('170,000');
    for (const box of [totalInput(), landInput(), farComment()]) {
      expect(box).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('readonly');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), ' more');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Final');
    for (const name of [
      'no total_av change',
      'no land_av change',
      'Data change needed',
      'Data change complete',
      'Sketch change needed',
      'Sketch change complete',
      'Partial assessment',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    }
  });

  it('leaves an admin only the FAR comment on a completed review, to reopen it', async () => {
    open({
      privilege: 'admin',
      record: reviewRecordFixture({
        review_status: 'complete',
        total_value_change: 'Y',
        assessed_total_value: 170000,
        ir_notes: 'Final',
      }),
    });
    await heading();
    expect(screen.getByRole('button', { name: 'FAR' })).toBeInTheDocument();
    for (const box of [totalInput(), landInput(), screen.getByRole('textbox', { name: 'Notes' })]) {
      expect(box).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('textbox', { name: 'Explanation for the owner' })).toHaveAttribute(
      'readonly',
    );
    expect(screen.getByRole('combobox', { name: 'Reason for the decision' })).toBeDisabled();
    for (const name of ['no total_av change', 'Data change needed', 'Partial assessment']) {
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    }
    expect(farComment()).not.toHaveAttribute('readonly');
    await userEvent.type(farComment(), 'The sale was not arms-length.');
    expect(farComment()).toHaveValue('The sale was not arms-length.');
  });

  it("shows a completed review's decision notice and 'No response yet' before the owner answers", async () => {
    open({ record: reviewRecordFixture({ review_status: 'complete' }) });
    await heading();
    expect(screen.getByRole('link', { name: 'Decision notice (PDF)' })).toHaveAttribute(
      'href',
      '/api/applications/42/notice.pdf',
    );
    const response = screen.getByRole('region', { name: "Owner's response" });
    expect(response).toHaveTextContent('No response yet.');
    expect(within(response).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the owner's acceptance with its date, the signed name and the agreement", async () => {
    open({
      record: reviewRecordFixture({
        review_status: 'complete',
        owner_response: {
          decision: 'accept',
          name: 'Ann Owner',
          // 1 a.m. UTC is still March 4 in New York.
          responded_at: '2025-03-05T01:00:00.000Z',
        },
      }),
    });
    await heading();
    const response = screen.getByRole('region', { name: "Owner's response" });
    expect(response).toHaveTextContent('Owner accepted on Mar 4, 2025, signed Ann Owner.');
    expect(within(response).getByRole('link', { name: 'Agreement (PDF)' })).toHaveAttribute(
      'href',
      '/api/applications/42/agreement.pdf',
    );
    expect(within(response).queryByRole('link', { name: /Grievance/ })).not.toBeInTheDocument();
  });

  it("shows the owner's disagreement with the grievance packet", async () => {
    open({
      record: reviewRecordFixture({
        review_status: 'complete',
        owner_response: {
          decision: 'disagree',
          name: 'Ann Owner',
          responded_at: '2025-03-20T15:00:00.000Z',
        },
      }),
    });
    await heading();
    const response = screen.getByRole('region', { name: "Owner's response" });
    expect(response).toHaveTextContent('Owner disagreed on Mar 20, 2025 (Ann Owner).');
    expect(within(response).getByRole('link', { name: 'Grievance packet (PDF)' })).toHaveAttribute(
      'href',
      '/api/applications/42/grievance.pdf',
    );
    expect(within(response).queryByRole('link', { name: /Agreement/ })).not.toBeInTheDocument();
  });

  it('says nothing of a response while the review is open, and keeps an earlier answer on a reopened one', async () => {
    const view = open();
    await heading();
    expect(screen.queryByRole('region', { name: "Owner's response" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Decision notice (PDF)' })).not.toBeInTheDocument();
    view.unmount();

    open({
      record: reviewRecordFixture({
        review_status: 'far',
        owner_response: {
          decision: 'accept',
          name: 'Ann Owner',
          responded_at: '2025-03-20T15:00:00.000Z',
        },
      }),
    });
    await heading();
    expect(screen.getByRole('region', { name: "Owner's response" })).toHaveTextContent(
      'Owner accepted on Mar 20, 2025, signed Ann Owner.',
    );
  });

  it('lets an admin reopen a completed review with FAR', async () => {
    const { fetchMock } = open({
      privilege: 'admin',
      record: reviewRecordFixture({ review_status: 'complete' }),
    });
    await heading();
    // Complete is final: COMPLETE is gone; FAR, with its comment as the reason, reopens.
    expect(screen.queryByRole('button', { name: 'COMPLETE' })).not.toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Review actions' });
    expect(bar).toHaveTextContent(
      'This review is complete. FAR reopens it, with the FAR comment as the reason.',
    );
    // What was decided stays as it was; only the FAR comment, the reason to reopen, is open.
    expect(totalInput()).toHaveAttribute('readonly');
    // FAR, the one action left, is the form's submit button.
    expect(farButton()).toHaveAttribute('type', 'submit');
    await userEvent.click(farButton());
    expect(await summaryLinks()).toEqual(['please add a FAR comment']);
    await userEvent.type(farComment(), 'Owner sent a new appraisal');
    await userEvent.click(farButton());
    await screen.findByText('The review was marked FAR.');
    expect(requestsTo(fetchMock, 'POST /api/super/far')).toHaveLength(1);
  });

  it('alerts the conflict text on a stale version, and offers to reload', async () => {
    const { fetchMock, bumpVersion } = open({
      routes: {
        'POST /api/super/complete': () => apiError(409, 'version_conflict', CONFLICT),
      },
    });
    await heading();
    bumpVersion();
    await userEvent.click(completeButton());
    expect(await dismissAlert()).toBe(CONFLICT);
    expect(screen.queryByText('The review was completed.')).not.toBeInTheDocument();
    // The newer record is loaded; the form keeps what was typed until the reviewer reloads.
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByText(CONFLICT)).toBeInTheDocument();
    await userEvent.click(reload);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/super/complete')[0]?.body).toMatchObject({
      version: 3,
    });
  });

  it('keeps what was typed when a newer version loads, until the reviewer reloads', async () => {
    const { bumpVersion } = open({
      routes: { 'POST /api/super/complete': () => apiError(409, 'version_conflict', CONFLICT) },
    });
    await heading();
    bumpVersion();
    await userEvent.type(totalInput(), '190000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'typed');
    await userEvent.click(completeButton());
    expect(await dismissAlert()).toBe(CONFLICT);
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(totalInput()).toHaveValue('190,000');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('typed');
    await userEvent.click(reload);
    expect(totalInput()).toHaveValue('');
    expect(noTotal()).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
  });

  it('never takes its own saved action for a conflict, not even for a moment', async () => {
    const { fetchMock } = open();
    await heading();
    let saidConflict = false;
    const observer = new MutationObserver(() => {
      saidConflict ||= document.body.textContent?.includes(CONFLICT) ?? false;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await userEvent.type(farComment(), 'why');
    await userEvent.click(farButton());
    await screen.findByText('The review was marked FAR.');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/super/applicationinfo')).toHaveLength(2),
    );
    observer.disconnect();
    expect(saidConflict).toBe(false);
    expect(farComment()).toHaveValue('why');
  });

  it.each([
    [
      'the server text',
      () => apiError(400, 'review_refused', 'Land should not be more than total value.'),
      LAND_OVER_TOTAL,
    ],
    [
      'that the server could not be reached',
      () => Promise.reject(new TypeError('offline')),
      'Server could not be reached.',
    ],
    [
      'that the server could not be reached for a bodiless 502',
      () => new Response('', { status: 502 }),
      'Server could not be reached.',
    ],
  ])('alerts %s when FAR fails', async (_name, answer, text) => {
    open({ routes: { 'POST /api/super/far': answer } });
    await heading();
    await userEvent.type(farComment(), 'x');
    await userEvent.click(farButton());
    expect(await dismissAlert()).toBe(text);
  });

  it("uploads an internal file, says 'File uploaded successfully.' for 3 seconds and lists it", async () => {
    let uploaded = false;
    let answerUpload: () => void = () => {};
    const uploadAnswered = new Promise<void>((resolve) => (answerUpload = resolve));
    const record = reviewRecordFixture();
    const { fetchMock } = open({
      routes: {
        'GET /api/super/applicationinfo': () =>
          Response.json(
            uploaded
              ? {
                  ...record,
                  files: [
                    ...record.files,
                    {
                      name: '9-notes.pdf',
                      original_name: 'notes.pdf',
                      mime: 'application/pdf',
                      size: 3,
                      staff: true,
                      uploaded_by: 'super@example.com',
                      uploaded_at: '2025-03-20T12:00:00.000Z',
                      added_after_filing: false,
                    },
                  ],
                }
              : record,
          ),
        'POST /api/super/uploadfile': async () => {
          await uploadAnswered;
          uploaded = true;
          return Response.json({
            success: true,
            message: 'File uploaded successfully.',
            name: '9-notes.pdf',
          });
        },
      },
    });
    await heading();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const file = new File(['pdf'], 'notes.pdf', { type: 'application/pdf' });
    const uploader = screen.getByLabelText('Add an internal file').closest('div')?.parentElement;
    const [progress, outcome] = within(uploader as HTMLElement).getAllByRole('status');
    await userEvent.upload(screen.getByLabelText('Add an internal file'), file);
    // Progress and success are announced (WCAG 4.1.3): live regions that were there before.
    await waitFor(() => expect(progress).toHaveTextContent('Uploading…'));
    expect(outcome).toBeEmptyDOMElement();
    answerUpload();
    expect(await screen.findByText('File uploaded successfully.')).toBeInTheDocument();
    expect(outcome).toHaveTextContent('File uploaded successfully.');
    expect(progress).toBeEmptyDOMElement();
    const [, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/super/uploadfile'),
    ) ?? [undefined, undefined];
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['id', 'file']);
    expect(form.get('id')).toBe('42');
    expect((form.get('file') as File).name).toBe('notes.pdf');
    expect(await screen.findByRole('link', { name: 'Open notes.pdf' })).toHaveAttribute(
      'href',
      '/api/super/getfile?file=9-notes.pdf',
    );
    expect(screen.getByText(/Staff · super@example.com/)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(UPLOAD_SUCCESS_MS - 200));
    expect(screen.getByText('File uploaded successfully.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.queryByText('File uploaded successfully.')).not.toBeInTheDocument();
  });

  it.each([
    ['a refused type', () => apiError(415, 'bad_file_type', 'bad file type')],
    ['no answer', () => Promise.reject(new TypeError('offline'))],
  ])("says 'could not upload that file' for %s", async (_name, answer) => {
    open({ routes: { 'POST /api/super/uploadfile': answer } });
    await heading();
    await userEvent.upload(
      screen.getByLabelText('Add an internal file'),
      new File(['x'], 'x.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not upload that file');
  });

  it('says a review that is not there is not found, with a way back to the list', async () => {
    const { router } = open({
      path: '/review/999',
      routes: {
        'GET /api/super/list': () => Response.json([]),
        'GET /api/super/list_super_users': () => Response.json([]),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Review not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no such review.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Application Review' }));
    expect(router.state.location.pathname).toBe('/appreview');
    // The list's code loads now: the test waits for it rather than end (and tear the page
    // down) while it is still on its way.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Review Applications' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('does not ask the server about an id that is not a number', async () => {
    const { fetchMock } = open({ path: '/review/..%2Fetc' });
    expect(
      await screen.findByRole('heading', { name: 'Review not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/super/applicationinfo')).toHaveLength(0);
  });

  it('offers to try again when the review could not be loaded', async () => {
    let fail = true;
    const record = reviewRecordFixture();
    open({
      routes: {
        'GET /api/super/applicationinfo': () =>
          fail ? apiError(500, 'general_error') : Response.json(record),
      },
    });
    expect(
      await screen.findByText('This review could not be loaded. Please try again.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
  });

  it.each<Privilege>(['user', 'town'])(
    'tells the %s role it has no access, without asking for the review',
    async (privilege) => {
      const { fetchMock } = open({ privilege });
      expect(
        await screen.findByRole('heading', { name: 'No access' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'GET /api/super/applicationinfo')).toHaveLength(0);
    },
  );

  it('sends a visitor who is not signed in to the login page', async () => {
    const { router } = open({ privilege: '' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });
});
