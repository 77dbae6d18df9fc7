import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain/messages.ts';
import type { MyApplicationRow } from '@ir/domain/contracts/applications/list-my-applications.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../../test/render-app.tsx';
import { FILING } from '../../test/my-application.ts';
import { propertyExtra, storeDraft, storedDraft, VALID_OWNER } from '../../test/early-steps.ts';

const NOTHING_SAVED = {
  saved: false,
  applicant_name: '',
  applicant_first_name: '',
  applicant_last_name: '',
  applicant_address1: '',
  applicant_address2: '',
  applicant_city: '',
  applicant_state: '',
  applicant_zip: '',
  applicant_phone: '',
};

async function openStep(saved = NOTHING_SAVED, draft = {}, routes: MockRoutes = {}) {
  storeDraft({ step: 1, property: propertyExtra(), ...draft });
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'POST /api/auth/poll_session': () => Response.json({ success: true }),
      'POST /api/ir/applicant_info': () => Response.json(saved),
      ...routes,
    },
  });
  const view = renderApp({ entries: ['/file'] });
  await screen.findByRole('heading', { name: 'Property Owner Information' }, { timeout: 10_000 });
  return { fetchMock, ...view };
}

const owner = () => screen.getByRole('region', { name: 'Property Owner Information' });
const applicant = () => screen.getByRole('region', { name: 'Applicant Information' });
const next = () => screen.getByRole('button', { name: 'Next' });
const isOwnerBox = () => screen.getByRole('checkbox', { name: 'I am the property owner' });

async function fill(region: HTMLElement, person: typeof VALID_OWNER) {
  const box = (name: string) => within(region).getByRole('textbox', { name });
  await userEvent.type(box('First name'), person.firstName);
  await userEvent.type(box('Last name'), person.lastName);
  await userEvent.type(box('Address line 1'), person.address1);
  await userEvent.type(box('City'), person.city);
  await userEvent.selectOptions(
    within(region).getByRole('combobox', { name: 'State' }),
    person.state,
  );
  await userEvent.type(box('Zip code'), person.zipCode);
  await userEvent.type(within(region).getByRole('textbox', { name: 'Phone' }), person.phone);
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('step 1, Applicant Info', { timeout: 20_000 }, () => {
  it('starts as the owner, with required stars and no errors, and Next held', async () => {
    await openStep();
    expect(isOwnerBox()).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Applicant Information' })).not.toBeInTheDocument();
    const first = within(owner()).getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAttribute('aria-required', 'true');
    expect(
      within(owner()).getByRole('textbox', { name: 'Address line 2 (optional)' }),
    ).not.toHaveAttribute('aria-required');
    expect(screen.queryByText(MESSAGES.owner.minTwo)).not.toBeInTheDocument();
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    // The box comes first: whose details follow depends on it.
    expect(
      isOwnerBox().compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('offers the US states as the State, New York first, and asks for one once left', async () => {
    await openStep();
    const state = within(owner()).getByRole('combobox', { name: 'State' });
    expect(state).toHaveAttribute('aria-required', 'true');
    const options = within(state)
      .getAllByRole('option')
      .map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options.slice(0, 3)).toEqual([
      ['', 'Choose a state'],
      ['NY', 'New York'],
      ['AL', 'Alabama'],
    ]);
    expect(options).toHaveLength(57);
    await userEvent.click(state);
    await userEvent.tab();
    await waitFor(() =>
      expect(state).toHaveAccessibleDescription(MESSAGES.filing.person.enter.owner.state),
    );
    await userEvent.selectOptions(state, 'NJ');
    expect(state).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(storedDraft()?.owner.state).toBe('NJ'));
  });

  it('keeps a state saved as text: a name becomes its choice, an unknown one its own', async () => {
    await openStep(NOTHING_SAVED, {
      owner: { ...VALID_OWNER, state: 'new york' },
      isOwner: false,
      applicant: { ...VALID_OWNER, state: 'Ontario' },
    });
    expect(within(owner()).getByRole('combobox', { name: 'State' })).toHaveValue('NY');
    const applicantState = within(applicant()).getByRole('combobox', { name: 'State' });
    expect(applicantState).toHaveValue('Ontario');
    expect(within(applicantState).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
  });

  it('shows a field its error only once it was left, and drops it when fixed', async () => {
    await openStep();
    const first = within(owner()).getByRole('textbox', { name: 'First name' });
    await userEvent.type(first, 'A');
    expect(first).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(first).toHaveAccessibleDescription(MESSAGES.owner.minTwo);
    // Other fields, not yet visited, stay quiet.
    expect(within(owner()).getByRole('textbox', { name: 'City' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await userEvent.type(first, 'n');
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('says what the documents cannot print at the field that holds it, and takes other scripts', async () => {
    await openStep();
    const last = within(owner()).getByRole('textbox', { name: 'Last name' });
    await userEvent.type(last, 'Owner 😀');
    await userEvent.tab();
    expect(last).toHaveAccessibleDescription(MESSAGES.input.notPrintable);
    await userEvent.clear(last);
    await userEvent.type(last, 'Ðặng 王');
    expect(last).not.toHaveAttribute('aria-invalid');
  });

  it('says a required field is missing once it is left blank (the step has no submit)', async () => {
    await openStep();
    const city = within(owner()).getByRole('textbox', { name: 'City' });
    await userEvent.click(city);
    expect(city).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(city).toHaveAccessibleDescription(MESSAGES.filing.person.enter.owner.city);
    const optional = within(owner()).getByRole('textbox', { name: 'Address line 2 (optional)' });
    await userEvent.click(optional);
    await userEvent.tab();
    expect(optional).not.toHaveAttribute('aria-invalid');
  });

  it('says what to enter in every empty field at once when Next is pressed, as the summary does', async () => {
    await openStep();
    const first = within(owner()).getByRole('textbox', { name: 'First name' });
    expect(first).not.toHaveAttribute('aria-invalid');
    await userEvent.click(next());
    const summary = screen.getByRole('alert', { name: MESSAGES.filing.errorSummary });
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: "Enter the owner's first name" });
    expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))).toBe(first);
    expect(first).toHaveAccessibleDescription("Enter the owner's first name");
    expect(within(owner()).getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      MESSAGES.filing.person.enter.owner.city,
    );
    // Typed but too short: the length rule, beside the field and in the summary.
    await userEvent.type(first, 'A');
    expect(first).toHaveAccessibleDescription(MESSAGES.owner.minTwo);
    expect(summary).toHaveTextContent(`Owner first name: ${MESSAGES.owner.minTwo}`);
  });

  it('shapes the zip and formats the phone as typed, with their SPEC messages', async () => {
    await openStep();
    const zip = within(owner()).getByRole('textbox', { name: 'Zip code' });
    await userEvent.type(zip, '1422a');
    expect(zip).toHaveValue('1422');
    await userEvent.tab();
    expect(zip).toHaveAccessibleDescription(MESSAGES.owner.zip);
    await userEvent.type(zip, '11234');
    expect(zip).toHaveValue('14221-1234');
    expect(zip).not.toHaveAttribute('aria-invalid');

    const phone = within(owner()).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '518555');
    expect(phone).toHaveValue('(518) 555');
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(
      `US number, e.g. (518) 555-0142 ${MESSAGES.owner.phone}`,
    );
    await userEvent.type(phone, '01429');
    expect(phone).toHaveValue('(518) 555-0142');
    expect(phone).not.toHaveAttribute('aria-invalid');
    // Deleting back through the area code is not undone by the formatter.
    await userEvent.clear(phone);
    await userEvent.type(phone, '5185{Backspace}{Backspace}');
    expect(phone).toHaveValue('51');
  });

  it('shows a name or an address that starts as a spreadsheet formula its error, and holds Next', async () => {
    await openStep();
    await fill(owner(), { ...VALID_OWNER, lastName: '=Owner', address1: '@1 Elm Ave' });
    await userEvent.tab();
    const box = (name: string) => within(owner()).getByRole('textbox', { name });
    expect(box('Last name')).toHaveAccessibleDescription(MESSAGES.owner.formulaStart);
    expect(box('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Address line 1')).toHaveAccessibleDescription(MESSAGES.owner.formulaStart);
    expect(box('First name')).not.toHaveAttribute('aria-invalid');
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await userEvent.clear(box('Last name'));
    await userEvent.type(box('Last name'), 'Owner-Smith');
    expect(box('Last name')).not.toHaveAttribute('aria-invalid');
  });

  it('is ready once the owner is valid, and keeps the owner in the draft', async () => {
    await openStep();
    await fill(owner(), VALID_OWNER);
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    expect(storedDraft()?.owner).toMatchObject({ ...VALID_OWNER, address2: '' });
  });

  it('asks for the applicant too when the person is not the owner', async () => {
    await openStep();
    await fill(owner(), VALID_OWNER);
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    await userEvent.click(isOwnerBox());
    expect(applicant()).toBeInTheDocument();
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await fill(applicant(), { ...VALID_OWNER, firstName: 'Bob', lastName: 'Agent' });
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    const save = screen.getByRole('checkbox', { name: 'Save applicant information for next time' });
    expect(save).not.toBeChecked();
    await userEvent.click(save);
    await waitFor(() => expect(storedDraft()?.saveApplicant).toBe(true));
    expect(storedDraft()).toMatchObject({ isOwner: false, applicant: { firstName: 'Bob' } });
    // Back to owner: the applicant block no longer counts.
    await userEvent.click(isOwnerBox());
    expect(screen.queryByRole('region', { name: 'Applicant Information' })).not.toBeInTheDocument();
    expect(next()).not.toHaveAccessibleDescription();
  });

  it('pre-fills the applicant from the saved applicant info', async () => {
    await openStep({
      saved: true,
      applicant_name: 'Bob Agent',
      applicant_first_name: 'Bob',
      applicant_last_name: 'Agent',
      applicant_address1: '9 Oak St',
      applicant_address2: 'Suite 2',
      applicant_city: 'Albany',
      applicant_state: 'NY',
      applicant_zip: '122071234',
      applicant_phone: '5185550199',
    });
    await userEvent.click(isOwnerBox());
    const box = (name: string) => within(applicant()).getByRole('textbox', { name });
    await waitFor(() => expect(box('First name')).toHaveValue('Bob'));
    expect(box('Last name')).toHaveValue('Agent');
    expect(box('Address line 2 (optional)')).toHaveValue('Suite 2');
    expect(within(applicant()).getByRole('combobox', { name: 'State' })).toHaveValue('NY');
    expect(box('Zip code')).toHaveValue('12207-1234');
    expect(box('Phone')).toHaveValue('(518) 555-0199');
  });

  it('never overwrites an applicant the person already typed', async () => {
    const { fetchMock } = await openStep(
      { ...NOTHING_SAVED, saved: true, applicant_first_name: 'Bob', applicant_name: 'Bob Agent' },
      { isOwner: false, applicant: { ...VALID_OWNER, firstName: 'Carol' } },
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/ir/applicant_info')).toHaveLength(1),
    );
    // Let the answer arrive and any pre-fill run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(applicant()).getByRole('textbox', { name: 'First name' })).toHaveValue('Carol');
    expect(within(applicant()).getByRole('textbox', { name: 'Last name' })).toHaveValue('Owner');
  });

  describe('Use my details from last time', () => {
    /** A row of My Applications naming filing `id` (newest first). */
    const row = (id: number): MyApplicationRow => [
      FILING.sbl,
      '2026-02-10T15:00:00.000Z',
      200000,
      '12',
      null,
      'MAPLE',
      'ST',
      null,
      'withdrawn',
      null,
      id,
      null,
      null,
      null,
    ];
    const APPLICANT = {
      firstName: 'Adam',
      lastName: 'Agent',
      address1: '9 Main St',
      address2: 'Suite 2',
      city: 'Albany',
      state: 'NY',
      zipCode: '12207',
      phone: '5185550123',
    };
    const useLast = () =>
      screen.findByRole('button', { name: MESSAGES.filing.person.useLastDetails });

    it('is not offered to an account that has not filed', async () => {
      await openStep();
      expect(
        screen.queryByRole('button', { name: MESSAGES.filing.person.useLastDetails }),
      ).toBeNull();
    });

    it('fills the owner and the applicant from the latest filing, and says so', async () => {
      const { fetchMock } = await openStep(
        NOTHING_SAVED,
        {},
        {
          'GET /api/applications/view': () => Response.json([row(57), row(42)]),
          'GET /api/applications/57': () =>
            Response.json({
              ...FILING,
              id: 57,
              filingNumber: 'AMHERST-2026-000057',
              applicant: APPLICANT,
            }),
        },
      );
      await userEvent.click(
        await screen.findByRole('button', { name: MESSAGES.filing.person.useLastDetails }),
      );
      expect(
        await screen.findByText(
          MESSAGES.filing.person.usedLastDetails.replace('{number}', 'AMHERST-2026-000057'),
        ),
      ).toBeInTheDocument();
      // The latest filing, never an older one.
      expect(requestsTo(fetchMock, 'GET /api/applications/57')).toHaveLength(1);
      expect(requestsTo(fetchMock, 'GET /api/applications/42')).toHaveLength(0);
      expect(within(owner()).getByRole('textbox', { name: 'First name' })).toHaveValue('Olive');
      expect(within(owner()).getByRole('combobox', { name: 'State' })).toHaveValue('NY');
      expect(isOwnerBox()).not.toBeChecked();
      expect(
        within(applicant()).getByRole('textbox', { name: 'Address line 2 (optional)' }),
      ).toHaveValue('Suite 2');
      // Shaped as if typed.
      expect(within(applicant()).getByRole('textbox', { name: 'Phone' })).toHaveValue(
        '(518) 555-0123',
      );
      await waitFor(() =>
        expect(storedDraft()).toMatchObject({
          owner: { firstName: 'Olive', lastName: 'Owner', zipCode: '14221' },
          isOwner: false,
          applicant: { firstName: 'Adam', city: 'Albany' },
        }),
      );
      expect(next()).not.toHaveAccessibleDescription();
    });

    it('makes the owner the one filing again when the latest filing had no applicant', async () => {
      await openStep(
        NOTHING_SAVED,
        { isOwner: false, applicant: APPLICANT },
        {
          'GET /api/applications/view': () => Response.json([row(42)]),
          'GET /api/applications/42': () => Response.json(FILING),
        },
      );
      expect(isOwnerBox()).not.toBeChecked();
      await userEvent.click(await useLast());
      await waitFor(() => expect(isOwnerBox()).toBeChecked());
      expect(screen.queryByRole('region', { name: 'Applicant Information' })).toBeNull();
      await waitFor(() =>
        expect(storedDraft()).toMatchObject({ isOwner: true, owner: { lastName: 'Owner' } }),
      );
    });

    it('says so when the latest filing cannot be loaded, and changes nothing', async () => {
      await openStep(
        NOTHING_SAVED,
        {},
        {
          'GET /api/applications/view': () => Response.json([row(42)]),
          'GET /api/applications/42': () => apiError(404, 'not_found'),
        },
      );
      await userEvent.click(
        await screen.findByRole('button', { name: MESSAGES.filing.person.useLastDetails }),
      );
      expect(await screen.findByText(MESSAGES.filing.person.lastDetailsFailed)).toBeInTheDocument();
      expect(within(owner()).getByRole('textbox', { name: 'First name' })).toHaveValue('');
    });
  });
});
