import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ir/domain/messages.ts';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { municipalityFixture } from '../../../test/fixtures.ts';
import {
  chooseLanguage,
  mockApi,
  renderApp,
  requestsTo,
  setCaptchaState,
} from '../../../test/render-app.tsx';
import { confirmationFixture } from '../test/draft-fixtures.ts';
import { SERVER_DRAFT_DELAY_MS } from '../wizard/use-server-draft.ts';
import {
  propertyExtra,
  searchRoutes,
  storeDraft,
  storedDraft,
  VALID_OWNER,
} from '../test/early-steps.ts';

const sessionRoutes = {
  'POST /api/auth/poll_session': () => Response.json({ success: true }),
  'POST /api/ir/applicant_info': () => Response.json({ saved: false }),
};

function openWizard({
  privilege = 'user' as const,
  expired = false,
  entries = ['/file'],
  strict = false,
  routes = {},
}: {
  privilege?: 'user' | 'super';
  expired?: boolean;
  entries?: string[];
  strict?: boolean;
  routes?: NonNullable<Parameters<typeof mockApi>[0]>['routes'];
} = {}) {
  const fetchMock = mockApi({
    privilege,
    municipality: municipalityFixture({ expired }),
    routes: {
      ...sessionRoutes,
      ...searchRoutes(),
      'GET /api/applications/view': () => Response.json([]),
      ...routes,
    },
  });
  return { fetchMock, ...renderApp({ entries, strict }) };
}

const stepList = () => screen.getByRole('navigation', { name: 'Application steps' });
const next = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('filing wizard frame', { timeout: 20_000 }, () => {
  it('lists the steps with the current one marked, and says by Next, never disabled, that the step is not done', async () => {
    openWizard();
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: /Property Search/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const items = within(stepList()).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Property Search',
      'Applicant Info',
      'Value Change',
      'Supporting Files',
      'Review and Submit',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    expect(next()).toBeEnabled();
  });

  it('goes to the next step once a property is chosen, moves focus to its heading, and back', async () => {
    openWizard();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await userEvent.click(await screen.findByRole('option', { name: /^100\.17-1-18 / }));
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    await userEvent.click(next());
    const heading = screen.getByRole('heading', { level: 2, name: /Applicant Info/ });
    expect(heading).toHaveFocus();
    expect(within(stepList()).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 2, name: /Property Search/ })).toHaveFocus();
    // The choice is still there.
    expect(screen.getByRole('region', { name: 'Selected property' })).toHaveTextContent(
      '18 MAIN ST',
    );
  });

  it('shows no Next on the last step', async () => {
    storeDraft({
      step: 4,
      property: propertyExtra(),
      owner: VALID_OWNER,
      desiredValue: '200000',
      reason: 'other',
    });
    openWizard();
    expect(
      await screen.findByRole('heading', { level: 2, name: /Review and Submit/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('keeps the step and the data in this tab across a reload', async () => {
    storeDraft({ step: 1, property: propertyExtra() });
    const first = openWizard();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.type(firstName, 'Ann');
    await waitFor(() => expect(storedDraft()?.owner.firstName).toBe('Ann'));
    first.unmount();

    openWizard();
    expect(
      await screen.findByRole('heading', { level: 2, name: /Applicant Info/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'First name' })[0]).toHaveValue('Ann');
  });

  it('saves the draft to the server on a step past 0, after typing pauses', async () => {
    storeDraft({ step: 1, property: propertyExtra() });
    const { fetchMock } = openWizard();
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ann');
    const saves = () => requestsTo(fetchMock, 'PUT /api/ir/drafts/100.00-1-1');
    await waitFor(
      () => expect(saves().at(-1)?.body).toMatchObject({ step: 1, owner: { firstName: 'Ann' } }),
      {
        timeout: 5000,
      },
    );
    // One save for the pause, not one per key.
    expect(saves().length).toBeLessThanOrEqual(2);
    expect(saves().at(-1)?.body).not.toHaveProperty('property');
  });

  it('saves nothing to the server before a parcel is chosen', async () => {
    const { fetchMock } = openWizard();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await screen.findByRole('option', { name: /^100\.17-1-18 / });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('keeps everything typed when a busy server turns an upload away', async () => {
    const typed = storeDraft({
      step: 3,
      property: propertyExtra(),
      owner: VALID_OWNER,
      desiredValue: '200000',
      reason: 'other',
      valueComments: 'The roof leaks.',
    });
    mockApi({
      privilege: 'user',
      routes: {
        ...sessionRoutes,
        'POST /api/ir/draftfiles': () =>
          Response.json({
            files: [
              {
                id: '1'.padStart(64, '0'),
                name: 'roof.pdf',
                size: 10,
                uploadedAt: '2025-03-01T12:00:00Z',
              },
            ],
          }),
        'POST /api/ir/uploadfile': () =>
          Response.json(
            { statusCode: 503, error_message: 'server_busy', message: MESSAGES.busy.serverBusy },
            { status: 503, headers: { 'retry-after': '30' } },
          ),
      },
    });
    renderApp({ entries: ['/file'] });
    await screen.findByText('roof.pdf', undefined, { timeout: 10_000 });
    await userEvent.upload(
      screen.getByLabelText('Choose files to upload'),
      new File(['x'], 'deed.pdf'),
    );
    expect(await screen.findByText(MESSAGES.busy.serverBusy)).toBeInTheDocument();
    await waitFor(() =>
      expect(storedDraft()?.files).toMatchObject([
        { name: 'deed.pdf', status: 'error', error: 'busy.serverBusy' },
        { name: 'roof.pdf', status: 'uploaded' },
      ]),
    );
    expect({ ...storedDraft(), files: [] }).toEqual({ ...typed, files: [] });
    expect(screen.getByRole('heading', { level: 2, name: /Supporting Files/ })).toBeInTheDocument();
  });

  it('does not open a step past one that is not ready (an old or edited draft)', async () => {
    storeDraft({ step: 2, property: propertyExtra() });
    openWizard();
    expect(
      await screen.findByRole('heading', { level: 2, name: /Applicant Info/ }),
    ).toBeInTheDocument();
  });

  it('warns before the tab closes while the draft has data, and not before', async () => {
    openWizard();
    await screen.findByRole('heading', { level: 2, name: /Property Search/ });
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await userEvent.click(await screen.findByRole('option', { name: /^100\.17-1-18 / }));
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    const warned = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(warned);
    expect(warned.defaultPrevented).toBe(true);
  });

  it('asks before an in-app link leaves, stays when cancelled and forgets the draft when not', async () => {
    storeDraft({ step: 1, property: propertyExtra() });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = openWizard();
    await screen.findByRole('heading', { level: 2, name: /Applicant Info/ });
    const contact = screen.getByRole('link', { name: 'Contact' });
    await userEvent.click(contact);
    expect(confirm).toHaveBeenCalledWith(MESSAGES.filing.leavePage);
    expect(router.state.location.pathname).toBe('/file/owner');
    expect(storedDraft()).not.toBeNull();

    confirm.mockReturnValue(true);
    await userEvent.click(contact);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(storedDraft()).toBeNull();
  });

  it('sends role user to My Applications once the period has expired', async () => {
    const { router } = openWizard({ expired: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('lets staff file for someone after the period has expired', async () => {
    const { router } = openWizard({ privilege: 'super', expired: true });
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: /Property Search/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/file/property'));
  });

  it('explains a Next pressed too early: a summary of what is missing, each item linking to its field', async () => {
    storeDraft({ step: 1, property: propertyExtra() });
    openWizard();
    await screen.findByRole('heading', { level: 2, name: /Applicant Info/ });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const owner = screen.getByRole('region', { name: 'Property Owner Information' });
    const firstName = within(owner).getByRole('textbox', { name: 'First name' });
    // The fields wait to be touched before Next is pressed (SPEC §2).
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await userEvent.click(next());
    // Still on step 1, with the summary taking the focus and announced.
    const summary = screen.getByRole('alert', { name: MESSAGES.filing.errorSummary });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: /Applicant Info/ })).toBeInTheDocument();
    const enter = MESSAGES.filing.person.enter.owner;
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      enter.firstName,
      enter.lastName,
      enter.address1,
      enter.city,
      enter.state,
      enter.zipCode,
      enter.phone,
    ]);
    // Each link's address is its field's id, and the field says the same at once.
    const controls = [
      ...within(owner).getAllByRole('textbox'),
      within(owner).getByRole('combobox', { name: 'State' }),
    ];
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(controls).toContain(target);
      expect(target).toHaveAttribute('aria-invalid', 'true');
      const said = (link.textContent ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(target).toHaveAccessibleDescription(new RegExp(`${said}$`));
    }
    expect(firstName).toHaveAccessibleDescription(enter.firstName);

    await userEvent.click(within(summary).getByRole('link', { name: enter.zipCode }));
    expect(within(owner).getByRole('textbox', { name: 'Zip code' })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: enter.state }));
    expect(within(owner).getByRole('combobox', { name: 'State' })).toHaveFocus();

    // A value typed but too short keeps its length rule, named for whose field it is.
    await userEvent.type(firstName, 'A');
    expect(firstName).toHaveAccessibleDescription(MESSAGES.owner.minTwo);
    expect(
      within(summary).getByRole('link', { name: `Owner first name: ${MESSAGES.owner.minTwo}` }),
    ).toHaveAttribute('href', `#${firstName.id}`);

    // What is fixed leaves the list; pressing Next again brings the focus back to it.
    await userEvent.type(firstName, 'nn');
    await waitFor(() =>
      expect(within(summary).queryByRole('link', { name: /first name/ })).toBeNull(),
    );
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await userEvent.click(next());
    expect(screen.getByRole('alert', { name: MESSAGES.filing.errorSummary })).toHaveFocus();
  });

  it('links the summary to the applicant fields too, saying whose they are', async () => {
    storeDraft({ step: 1, property: propertyExtra(), owner: VALID_OWNER, isOwner: false });
    openWizard();
    const applicant = await screen.findByRole(
      'region',
      { name: 'Applicant Information' },
      { timeout: 10_000 },
    );
    await userEvent.click(next());
    const summary = screen.getByRole('alert', { name: MESSAGES.filing.errorSummary });
    const link = within(summary).getByRole('link', {
      name: MESSAGES.filing.person.enter.applicant.firstName,
    });
    const firstName = within(applicant).getByRole('textbox', { name: 'First name' });
    expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))).toBe(firstName);
    expect(firstName).toHaveAccessibleDescription(MESSAGES.filing.person.enter.applicant.firstName);
  });

  it('links the summary of Value Change to the requested value and the reason, which say the same at once', async () => {
    storeDraft({ step: 2, property: propertyExtra(), owner: VALID_OWNER });
    openWizard();
    await screen.findByRole('heading', { level: 2, name: /Value Change/ }, { timeout: 10_000 });
    const value = screen.getByRole('textbox', { name: /Requested assessment/ });
    const reason = screen.getByRole('combobox', { name: /Reason/ });
    expect(value).not.toHaveAttribute('aria-invalid');
    await userEvent.click(next());
    const summary = screen.getByRole('alert', { name: MESSAGES.filing.errorSummary });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [MESSAGES.filing.enterDesiredValue, '#desiredValue'],
      [MESSAGES.filing.chooseReason, '#reason'],
    ]);
    expect(document.getElementById('desiredValue')).toBe(value);
    expect(document.getElementById('reason')).toBe(reason);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(new RegExp(`${MESSAGES.filing.enterDesiredValue}$`));
    expect(reason).toHaveAccessibleDescription(MESSAGES.filing.chooseReason);
    await userEvent.click(links[1] as HTMLElement);
    expect(reason).toHaveFocus();
    await userEvent.click(links[0] as HTMLElement);
    expect(value).toHaveFocus();
  });

  it('leads the summary of step 0 to the search box in use', async () => {
    openWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 10_000 }));
    const summary = screen.getByRole('alert', { name: MESSAGES.filing.errorSummary });
    const link = within(summary).getByRole('link', { name: MESSAGES.filing.missingProperty });
    const target = () => document.getElementById((link.getAttribute('href') ?? '').slice(1));
    expect(target()).toBe(screen.getByRole('searchbox', { name: 'Address' }));
    await userEvent.click(link);
    expect(screen.getByRole('searchbox', { name: 'Address' })).toHaveFocus();
    // With the SBL box in use, the address box is disabled: the link goes to the SBL box.
    await userEvent.type(screen.getByRole('searchbox', { name: 'SBL' }), '100');
    expect(target()).toBe(screen.getByRole('searchbox', { name: 'SBL' }));
    await userEvent.click(link);
    expect(screen.getByRole('searchbox', { name: 'SBL' })).toHaveFocus();
    // Once a property is chosen, Next goes on and the summary is gone.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'SBL' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await userEvent.click(await screen.findByRole('option', { name: /^100\.17-1-18 / }));
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    expect(screen.queryByRole('alert', { name: MESSAGES.filing.errorSummary })).toBeNull();
    await userEvent.click(next());
    expect(
      await screen.findByRole('heading', { level: 2, name: /Applicant Info/ }),
    ).toBeInTheDocument();
  });

  it('gives each step its own address: Next and Previous push them, Back goes to the previous one', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = openWizard({ entries: ['/applications', '/file'] });
    await screen.findByRole('heading', { level: 2, name: /Property Search/ }, { timeout: 10_000 });
    // /file goes on to the draft's step, in place of itself.
    await waitFor(() => expect(router.state.location.pathname).toBe('/file/property'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await userEvent.click(await screen.findByRole('option', { name: /^100\.17-1-18 / }));
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    await userEvent.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Applicant Info/ })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/file/owner');

    // The browser's Back: the previous step's address and screen, its heading focused.
    await router.back();
    expect(await screen.findByRole('heading', { level: 2, name: /Property Search/ })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/file/property');
    await waitFor(() => expect(storedDraft()?.step).toBe(0));
    // Moving between steps never asks about leaving.
    expect(confirm).not.toHaveBeenCalled();
    // Before the first step lies the page the wizard was opened from.
    await router.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    // The draft stays in this tab: nothing was lost by Back.
    expect(storedDraft()?.property).not.toBeNull();
  });

  it("walks Back through the steps with the browser's Back button", async () => {
    storeDraft({
      step: 3,
      property: propertyExtra(),
      owner: VALID_OWNER,
      desiredValue: '200000',
      reason: 'other',
    });
    const { router } = openWizard({
      entries: ['/applications', '/file/property', '/file/owner', '/file/value', '/file/files'],
      strict: true,
    });
    await screen.findByRole('heading', { level: 2, name: /Supporting Files/ }, { timeout: 10_000 });
    await router.back();
    expect(await screen.findByRole('heading', { level: 2, name: /Value Change/ })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/file/value');
    await router.back();
    expect(await screen.findByRole('heading', { level: 2, name: /Applicant Info/ })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/file/owner');
    // The draft keeps the step shown, for /file.
    await waitFor(() => expect(storedDraft()?.step).toBe(1));
  });

  it('stays on /file/value across a reload with a draft at that step', async () => {
    storeDraft({ step: 2, property: propertyExtra(), owner: VALID_OWNER });
    const first = openWizard({ entries: ['/file/value'] });
    await screen.findByRole('heading', { level: 2, name: /Value Change/ }, { timeout: 10_000 });
    expect(first.router.state.location.pathname).toBe('/file/value');
    first.unmount();

    const again = openWizard({ entries: ['/file/value'] });
    expect(
      await screen.findByRole('heading', { level: 2, name: /Value Change/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/file/value');
    expect(storedDraft()?.step).toBe(2);
  });

  it('sends /file to the step the draft is at, in place of /file', async () => {
    storeDraft({ step: 2, property: propertyExtra(), owner: VALID_OWNER });
    const { router } = openWizard({ entries: ['/applications', '/file'] });
    await screen.findByRole('heading', { level: 2, name: /Value Change/ }, { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/file/value'));
    await router.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('sends a step whose earlier steps are not done to the first step still to do', async () => {
    // Step 1 (the owner) is not done: the review may not open.
    storeDraft({ step: 1, property: propertyExtra() });
    const { router } = openWizard({ entries: ['/applications', '/file/review'] });
    expect(
      await screen.findByRole('heading', { level: 2, name: /Applicant Info/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/file/owner'));
    // Replaced: Back does not return to the step that could not open.
    await router.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('stays on /confirm after a submit empties the draft (the step is not corrected after leaving)', async () => {
    storeDraft({
      step: 4,
      property: propertyExtra(),
      owner: VALID_OWNER,
      desiredValue: '200000',
      reason: 'other',
    });
    const confirmation = confirmationFixture();
    mockApi({
      privilege: 'user',
      routes: {
        ...sessionRoutes,
        'POST /api/ir/submit_review': () =>
          Response.json({ success: true, ir_id: confirmation.ir_id, confirmation }),
      },
    });
    const { container, router } = renderApp({ entries: ['/applications', '/file/review'] });
    await screen.findByRole(
      'heading',
      { level: 2, name: /Review and Submit/ },
      { timeout: 10_000 },
    );
    setCaptchaState(container.querySelector('altcha-widget') as Element, 'verified');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm'));
    // The wizard is taken off the screen without correcting the address it has left.
    await waitFor(
      () =>
        expect(
          screen.queryByRole('heading', { level: 1, name: MESSAGES.filing.wizard.title }),
        ).toBeNull(),
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname).toBe('/confirm');
    expect(storedDraft()?.property ?? null).toBeNull();
  });

  it('opens the first step for a step address with no draft at all', async () => {
    const { router } = openWizard({ entries: ['/file/value'] });
    await screen.findByRole('heading', { level: 2, name: /Property Search/ }, { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/file/property'));
  });
});

/** Longer than the wizard waits before it saves, so a save it would make has been made. */
const pastSaveDelay = () =>
  new Promise((resolve) => setTimeout(resolve, SERVER_DRAFT_DELAY_MS + 400));

const draftRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).includes('/api/ir/drafts'),
  );

/** Chooses (or unchooses) the row of `key` among the results of an address search. */
async function clickRow(key: string) {
  await userEvent.click(
    await screen.findByRole('option', { name: new RegExp(`^${key.replace(/\./g, '\\.')} `) }),
  );
}

const selected = () => screen.findByRole('region', { name: 'Selected property' });

/** An earlier visit's draft of 100.17-1-18, as GET /api/ir/drafts lists it. */
const EARLIER = {
  printkey: '100.17-1-18',
  address: '18 MAIN ST',
  updatedAt: '2026-02-10T15:00:00.000Z',
  fileCount: 0,
  draft: {
    step: 1,
    owner: VALID_OWNER,
    isOwner: true,
    applicant: { ...VALID_OWNER, firstName: '', lastName: '' },
    saveApplicant: false,
    desiredValue: '',
    reason: '',
    valueComments: '',
    comps: [],
  },
};

// Choosing rows to find the house used to leave a saved draft of each on My Applications.
describe('the server draft starts past step 0', { timeout: 20_000 }, () => {
  const discard = () => Response.json({ success: true });

  it('makes no draft request for three rows clicked in turn on step 0', async () => {
    const { fetchMock } = openWizard();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    for (const key of ['100.17-1-18', '101.17-1-118', '102.17-1-218']) {
      await clickRow(key);
      expect(await selected()).toHaveTextContent(key);
      await pastSaveDelay();
    }
    expect(draftRequests(fetchMock)).toEqual([]);
  });

  it('saves one draft when Next leaves step 0 with a parcel', async () => {
    const { fetchMock } = openWizard();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await clickRow('100.17-1-18');
    await selected();
    await userEvent.click(next());
    const saves = () => requestsTo(fetchMock, 'PUT /api/ir/drafts/100.17-1-18');
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 5000 });
    expect(saves()[0]?.body).toMatchObject({ step: 1 });
    await pastSaveDelay();
    expect(saves()).toHaveLength(1);
  });

  it('saves what is typed on the owner step', async () => {
    const { fetchMock } = openWizard();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await clickRow('100.17-1-18');
    await selected();
    await userEvent.click(next());
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ann');
    await waitFor(
      () =>
        expect(requestsTo(fetchMock, 'PUT /api/ir/drafts/100.17-1-18').at(-1)?.body).toMatchObject({
          step: 1,
          owner: { firstName: 'Ann' },
        }),
      { timeout: 5000 },
    );
  });

  it('removes the draft it made when the row is unchosen back on step 0', async () => {
    const { fetchMock } = openWizard({ routes: { 'DELETE /api/ir/drafts/:printkey': discard } });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await clickRow('100.17-1-18');
    await selected();
    await userEvent.click(next());
    await waitFor(
      () => expect(requestsTo(fetchMock, 'PUT /api/ir/drafts/100.17-1-18')).toHaveLength(1),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await clickRow('100.17-1-18');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'DELETE /api/ir/drafts/100.17-1-18')).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Selected property' })).toBeNull();
  });

  it('removes the draft it made when another parcel is chosen instead, and saves none for it', async () => {
    const { fetchMock } = openWizard({ routes: { 'DELETE /api/ir/drafts/:printkey': discard } });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await clickRow('100.17-1-18');
    await selected();
    await userEvent.click(next());
    await waitFor(
      () => expect(requestsTo(fetchMock, 'PUT /api/ir/drafts/100.17-1-18')).toHaveLength(1),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    // Back on step 0 the choice is shown by its SBL; the address box finds another.
    await userEvent.clear(await screen.findByRole('searchbox', { name: /^SBL/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await clickRow('101.17-1-118');
    expect(await selected()).toHaveTextContent('101.17-1-118');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'DELETE /api/ir/drafts/100.17-1-18')).toHaveLength(1),
    );
    await pastSaveDelay();
    expect(requestsTo(fetchMock, 'PUT /api/ir/drafts/101.17-1-118')).toEqual([]);
  });

  it('keeps the draft once something was typed after step 0', async () => {
    const { fetchMock } = openWizard({ routes: { 'DELETE /api/ir/drafts/:printkey': discard } });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await clickRow('100.17-1-18');
    await selected();
    await userEvent.click(next());
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ann');
    await waitFor(
      () =>
        expect(requestsTo(fetchMock, 'PUT /api/ir/drafts/100.17-1-18').at(-1)?.body).toMatchObject({
          owner: { firstName: 'Ann' },
        }),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await clickRow('100.17-1-18');
    await pastSaveDelay();
    expect(requestsTo(fetchMock, 'DELETE /api/ir/drafts/100.17-1-18')).toEqual([]);
  });

  it("never removes an earlier visit's draft of the parcel", async () => {
    const { fetchMock } = openWizard({
      routes: {
        'GET /api/ir/drafts': () => Response.json({ drafts: [EARLIER] }),
        'DELETE /api/ir/drafts/:printkey': discard,
      },
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Address' }), '18 MAIN');
    await clickRow('100.17-1-18');
    await selected();
    await userEvent.click(next());
    await waitFor(
      () => expect(requestsTo(fetchMock, 'PUT /api/ir/drafts/100.17-1-18')).toHaveLength(1),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await clickRow('100.17-1-18');
    await pastSaveDelay();
    expect(requestsTo(fetchMock, 'DELETE /api/ir/drafts/100.17-1-18')).toEqual([]);
  });
});

describe('filing wizard in Spanish', { timeout: 20_000 }, () => {
  beforeEach(() => chooseLanguage('es'));

  it('names the steps, its buttons and what is missing in Spanish', async () => {
    storeDraft({ step: 1, property: propertyExtra() });
    openWizard();
    await screen.findByRole(
      'heading',
      { level: 2, name: /Datos del solicitante/ },
      { timeout: 10_000 },
    );
    expect(document.title).toMatch(/^Presentar una Revisión Informal/);
    const steps = screen.getByRole('navigation', { name: 'Pasos de la solicitud' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Buscar la propiedad',
      'Datos del solicitante',
      'Cambio de valor',
      'Documentos de respaldo',
      'Revisar y enviar',
    ]);
    const siguiente = screen.getByRole('button', { name: 'Siguiente' });
    expect(siguiente).toHaveAccessibleDescription(MESSAGES_ES.filing.completeStep);

    await userEvent.click(siguiente);
    const summary = screen.getByRole('alert', { name: 'Hay un problema' });
    // An empty field says what to enter, in the summary and beside the field.
    const link = within(summary).getByRole('link', { name: 'Escriba el nombre del propietario' });
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))).toBe(nombre);
    expect(nombre).toHaveAccessibleDescription('Escriba el nombre del propietario');
    expect(
      within(summary).getByRole('link', { name: MESSAGES_ES.filing.person.enter.owner.state }),
    ).toBeInTheDocument();

    // The domain's rule (English) is said in Spanish, named for whose field it is.
    await userEvent.type(nombre, 'A');
    expect(
      within(summary).getByRole('link', {
        name: 'Propietario, nombre: Debe tener al menos 2 caracteres.',
      }),
    ).toBeInTheDocument();
    expect(nombre).toHaveAccessibleDescription(MESSAGES_ES.owner.minTwo);
  });

  it('writes the assessment and the requested change in es-US, and its rules in Spanish', async () => {
    storeDraft({ step: 2, property: propertyExtra({ total_av: 250000 }), owner: VALID_OWNER });
    openWizard();
    await screen.findByRole('heading', { level: 2, name: /Cambio de valor/ }, { timeout: 10_000 });
    expect(screen.getByText(/1 ELM AVE: valor tasado de \$250,000/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const summary = screen.getByRole('alert', { name: 'Hay un problema' });
    expect(summary).toHaveTextContent(MESSAGES_ES.filing.enterDesiredValue);
    expect(summary).toHaveTextContent(MESSAGES_ES.filing.chooseReason);
    // The fields say the same at once.
    expect(
      screen.getByRole('textbox', { name: /Valor tasado que solicita/ }),
    ).toHaveAccessibleDescription(new RegExp(`${MESSAGES_ES.filing.enterDesiredValue}$`));

    await userEvent.type(
      screen.getByRole('textbox', { name: /Valor tasado que solicita/ }),
      '200000',
    );
    expect(
      await screen.findByText('$50,000 menos que su tasación (\u221220%)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Motivo/ })).toHaveTextContent('Avalúo reciente');
  });

  it('says a field error already shown in the language switched to, and the summary too', async () => {
    await chooseLanguage('en');
    storeDraft({ step: 1, property: propertyExtra() });
    openWizard();
    const zip = await screen.findByRole('textbox', { name: 'Zip code' }, { timeout: 10_000 });
    await userEvent.type(zip, '142');
    await userEvent.tab();
    expect(zip).toHaveAccessibleDescription(MESSAGES.owner.zip);
    await userEvent.click(next());
    expect(screen.getByRole('alert', { name: MESSAGES.filing.errorSummary })).toBeInTheDocument();

    const group = screen
      .getAllByRole('group', { name: 'Language' })
      .find((g) => within(g).queryByRole('button', { name: 'English' })) as HTMLElement;
    await userEvent.click(within(group).getByRole('button', { name: 'Español' }));

    const codigo = await screen.findByRole('textbox', { name: 'Código postal' });
    await waitFor(() => expect(codigo).toHaveAccessibleDescription(MESSAGES_ES.owner.zip));
    expect(screen.getByRole('alert', { name: 'Hay un problema' })).toHaveTextContent(
      'Propietario, código postal: Debe tener al menos 5 dígitos.',
    );
    window.localStorage.clear();
  });
});
