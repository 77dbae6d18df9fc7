import { Suspense, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reason } from '@ir/domain/codes.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { AppProviders } from '../../../../app/AppProviders.tsx';
import {
  apiError,
  mockApi,
  requestsTo,
  setCaptchaState,
  type MockRoutes,
} from '../../../../test/render-app.tsx';
import { MemoryRouter } from '../../../../test/memory-router.tsx';
import { CONFIRMATION_STORAGE_KEY } from '../../confirmation-storage.ts';
import {
  compFixture,
  confirmationFixture,
  draftFixture,
  propertyFixture,
} from '../../test/draft-fixtures.ts';
import { emptyDraft, type WizardDraft } from '../../wizard/draft.ts';
import { DRAFT_STORAGE_KEY, saveDraft } from '../../wizard/draft-storage.ts';
import { reviewStep } from '../../wizard/review-step.ts';
import { toSubmission } from '../../wizard/to-submission.ts';
import { ReviewStep } from './ReviewStep.tsx';

afterEach(() => window.sessionStorage.clear());

const PHONE = '(518) 555-0142';
const uploaded = (name: string, n: number) => ({
  key: `k${n}`,
  name,
  size: 10,
  status: 'uploaded' as const,
  id: n.toString(16).padStart(64, '0'),
});

function renderStep(initial: WizardDraft = draftFixture(), routes: MockRoutes = {}) {
  const fetchMock = mockApi({ routes });
  const seen = { draft: initial };
  function Frame() {
    const [draft, setDraft] = useState(initial);
    seen.draft = draft;
    return (
      <ReviewStep
        draft={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter path="/file/review">
        <Suspense fallback={null}>
          <Switch>
            <Route path="/file/review">
              <Frame />
            </Route>
            <Route path="/confirm">
              <h1>Confirmation page</h1>
            </Route>
          </Switch>
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, fetchMock, seen };
}

const card = (name: string) => screen.getByRole('region', { name });
/** The step is on screen once the municipality has loaded (the first test also loads modules). */
const shown = () =>
  screen.findByRole('region', { name: 'Property Information' }, { timeout: 5000 });
const widget = (container: HTMLElement) => container.querySelector('altcha-widget') as Element;
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const warnings = () =>
  within(screen.getByRole('list', { name: 'Before you submit' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ReviewStep (SPEC §2 step 4)', () => {
  it('sums up the property, the requested change, the owner and the files', async () => {
    renderStep(
      draftFixture({
        files: [
          uploaded('appraisal.pdf', 1),
          { key: 'e', name: 'virus.pdf', size: 1, status: 'error', error: 'x' },
        ],
      }),
    );
    const property = await shown();
    expect(property).toHaveTextContent('SBL123.45-6-7');
    expect(property).toHaveTextContent('Address12 Main St');
    expect(property).toHaveTextContent('Property class210');
    expect(property).toHaveTextContent('Assessed total value$250,000');
    expect(property).toHaveTextContent('Assessed land value$40,000');
    expect(card('Requested Change')).toHaveTextContent('Requested assessment$200,000');
    expect(card('Requested Change')).toHaveTextContent('ReasonOther');
    expect(card('Requested Change')).toHaveTextContent('CommentsThe roof leaks.');
    const owner = card('Property Owner');
    expect(owner).toHaveTextContent('NameJane Owner');
    expect(owner).toHaveTextContent('Address12 Main St, Apt 2');
    expect(owner).toHaveTextContent('City, state, zipAmherst, NY 14221');
    expect(owner).toHaveTextContent('Phone(716) 555-0100');
    // Only the files that will be submitted.
    expect(within(card('Supporting Files')).getAllByRole('listitem')).toHaveLength(1);
    expect(card('Supporting Files')).toHaveTextContent('appraisal.pdf');
    expect(screen.queryByRole('region', { name: 'Applicant Info' })).not.toBeInTheDocument();
  });

  it('shows the applicant only when the applicant is not the owner', async () => {
    renderStep(
      draftFixture({
        isOwner: false,
        applicant: {
          firstName: 'Sam',
          lastName: 'Agent',
          address1: '1 Agent Way',
          address2: '',
          city: 'Buffalo',
          state: 'NY',
          zipCode: '14201',
          phone: '(716) 555-0199',
        },
      }),
    );
    const applicant = await screen.findByRole('region', { name: 'Applicant Info' });
    expect(applicant).toHaveTextContent('NameSam Agent');
    expect(applicant).toHaveTextContent('Address1 Agent Way');
    expect(applicant).toHaveTextContent('City, state, zipBuffalo, NY 14201');
    expect(card('Supporting Files')).toHaveTextContent('No files attached.');
  });

  it('shows the comparables read-only, with money, dates and missing values as SPEC §3 says', async () => {
    renderStep(
      draftFixture({
        reason: 'comparable_sales',
        comps: [
          compFixture(),
          compFixture({
            sbl: '9.9-9-9',
            style: null,
            condition: null,
            sfla: null,
            sale_date: 'garbage',
            sale_price: null,
          }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Comparable sales' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SBLAddressBuild StyleYr BuiltConditionSq FeetSale DateSale PricePrice/SqFt',
      '123.45-6-814 Main StRanch1960Average1,500Mar 5, 2024$300,000$200',
      '9.9-9-914 Main St-1960--Invalid Date--',
    ]);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  const I_E = propertyFixture({ prop_class: '411' });
  const WARNING_CASES: Array<[string, Reason, Partial<WizardDraft>, string[]]> = [
    ['appraisal without files', 'recent_appraisal', {}, [MESSAGES.filing.warnNoAppraisal]],
    ['appraisal with a file', 'recent_appraisal', { files: [uploaded('a.pdf', 1)] }, []],
    [
      'condition without files',
      'building_condition_issue',
      {},
      [MESSAGES.filing.warnNoConditionFiles],
    ],
    ['condition with a file', 'building_condition_issue', { files: [uploaded('a.pdf', 1)] }, []],
    ['comparable sales without comps', 'comparable_sales', {}, [MESSAGES.filing.warnNoComps]],
    ['comparable sales with a comp', 'comparable_sales', { comps: [compFixture()] }, []],
    [
      'inventory without comments',
      'incorrect_property_inventory',
      { valueComments: '  ' },
      [MESSAGES.filing.warnNoInventoryComments],
    ],
    ['inventory with comments', 'incorrect_property_inventory', {}, []],
    ['other', 'other', {}, []],
    [
      'class 411, appraisal, no files',
      'recent_appraisal',
      { property: I_E },
      [MESSAGES.filing.warnNoAppraisal, MESSAGES.filing.warnNoIncomeExpense],
    ],
    [
      'class 321, no files',
      'other',
      { property: propertyFixture({ prop_class: '321' }) },
      [MESSAGES.filing.warnNoIncomeExpense],
    ],
    ['class 320, no files', 'other', { property: propertyFixture({ prop_class: '320' }) }, []],
    ['class 411 with a file', 'other', { property: I_E, files: [uploaded('ie.pdf', 1)] }, []],
  ];
  it.each(WARNING_CASES)(
    'warns for %s, then always the submit-once text',
    async (_case, reason, extra, expected) => {
      renderStep(draftFixture({ reason, ...extra }));
      await shown();
      expect(warnings()).toEqual([...expected, MESSAGES.filing.submitOnce]);
    },
  );

  it('offers Submit only once the captcha is solved, and not after it expires', async () => {
    const { container } = renderStep();
    await shown();
    expect(submitButton()).toBeDisabled();
    setCaptchaState(widget(container), 'verified');
    expect(submitButton()).toBeEnabled();
    setCaptchaState(widget(container), 'expired');
    expect(submitButton()).toBeDisabled();
  });

  it('submits once on a double click, keeps the confirmation, clears the draft and goes to /confirm', async () => {
    const draft = draftFixture({ files: [uploaded('a.pdf', 1)] });
    saveDraft(draft);
    const confirmation = confirmationFixture();
    let answer: (response: Response) => void = () => {};
    const { container, fetchMock, seen } = renderStep(draft, {
      'POST /api/ir/submit_review': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await shown();
    setCaptchaState(widget(container), 'verified', 'solved-1');
    await userEvent.dblClick(submitButton());
    await userEvent.click(submitButton());
    expect(submitButton()).toBeDisabled();
    answer(Response.json({ success: true, ir_id: confirmation.ir_id, confirmation }));

    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST /api/ir/submit_review');
    expect(sent.map((request) => request.body)).toEqual([
      JSON.parse(JSON.stringify(toSubmission(draft, 'solved-1'))),
    ]);
    expect(JSON.parse(window.sessionStorage.getItem(CONFIRMATION_STORAGE_KEY) ?? '')).toEqual(
      confirmation,
    );
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(seen.draft).toEqual(emptyDraft());
  });

  it.each([
    [
      'app_exists',
      () => apiError(409, 'app_exists'),
      `Application exists for the selected property, please call: ${PHONE}`,
    ],
    ['period_expired', () => apiError(403, 'period_expired'), MESSAGES.submission.periodExpired],
    [
      'bad_captcha',
      () => apiError(400, 'bad_captcha'),
      'Captcha not valid. Please refresh and try again.',
    ],
    [
      'a server failure',
      () => apiError(500, 'general_error'),
      `There was a problem submitting your application. Please try again later. If the problem persists, please call ${PHONE}`,
    ],
    [
      'no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      `There was a problem submitting your application. Please try again later. If the problem persists, please call ${PHONE}`,
    ],
  ])('says why on %s, with a fresh captcha to try again', async (_case, answer, text) => {
    const draft = draftFixture();
    saveDraft(draft);
    const { container, fetchMock } = renderStep(draft, {
      'POST /api/ir/submit_review': answer,
    });
    await shown();
    const first = widget(container);
    setCaptchaState(first, 'verified');
    await userEvent.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toHaveClass('alert-error');
    // Each captcha is accepted once: a new widget, and Submit waits for it.
    await waitFor(() => expect(widget(container)).not.toBe(first));
    expect(submitButton()).toBeDisabled();
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    expect(window.sessionStorage.getItem(CONFIRMATION_STORAGE_KEY)).toBeNull();

    // A new solution clears the old failure and a second try is sent.
    setCaptchaState(widget(container), 'verified', 'solved-2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/ir/submit_review')).toHaveLength(2),
    );
  });

  const turnedAway = (status: number, retryAfter: string) =>
    new Response('', { status, headers: { 'retry-after': retryAfter } });
  it.each([
    [
      'the server is too busy',
      () =>
        Response.json(
          { statusCode: 503, error_message: 'server_busy', message: MESSAGES.busy.serverBusy },
          { status: 503, headers: { 'retry-after': '30' } },
        ),
    ],
    ['a proxy turns it away (503, Retry-After)', () => turnedAway(503, '30')],
  ])('says calmly when %s, keeps the form, and sends again once asked', async (_case, answer) => {
    const draft = draftFixture({ files: [uploaded('a.pdf', 1)] });
    saveDraft(draft);
    const confirmation = confirmationFixture();
    let busy = true;
    const { container, fetchMock, seen } = renderStep(draft, {
      'POST /api/ir/submit_review': () =>
        busy ? answer() : Response.json({ success: true, ir_id: confirmation.ir_id, confirmation }),
    });
    await shown();
    const first = widget(container);
    setCaptchaState(first, 'verified', 'solved-1');
    await userEvent.click(submitButton());

    const notice = await screen.findByText(MESSAGES.busy.serverBusy);
    expect(notice.closest('.alert')).toHaveClass('alert-warning');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/ir/submit_review')).toHaveLength(1);
    expect(seen.draft).toEqual(draft);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '')).toEqual(draft);
    // The captcha may have been used up: a fresh one, and Submit waits for it.
    await waitFor(() => expect(widget(container)).not.toBe(first));
    expect(submitButton()).toBeDisabled();

    busy = false;
    setCaptchaState(widget(container), 'verified', 'solved-2');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, 'POST /api/ir/submit_review').map(
        (request) => (request.body as { captcha: string }).captcha,
      ),
    ).toEqual(['solved-1', 'solved-2']);
  });

  it('is ready once the draft has a property, a requested value and a reason', () => {
    expect(reviewStep.isReady(draftFixture())).toBe(true);
    expect(reviewStep.isReady(draftFixture({ property: null }))).toBe(false);
    expect(reviewStep.isReady(draftFixture({ desiredValue: '' }))).toBe(false);
    expect(reviewStep.isReady(draftFixture({ reason: '' }))).toBe(false);
  });

  it('does not offer Submit for an incomplete draft', async () => {
    const { container } = renderStep(draftFixture({ desiredValue: '' }));
    await shown();
    setCaptchaState(widget(container), 'verified');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/Some required information is missing/);
  });
});
