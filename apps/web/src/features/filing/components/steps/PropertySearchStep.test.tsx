import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain/messages.ts';
import { apiError, mockApi, renderApp, requestsTo } from '../../../../test/render-app.tsx';
import { propertyExtra, searchRoutes, storeDraft, storedDraft } from '../../test/early-steps.ts';

const PHONE = '(518) 555-0142';

async function openStep(options: Parameters<typeof searchRoutes>[0] = {}, extra = {}) {
  const fetchMock = mockApi({
    privilege: 'user',
    routes: {
      'POST /api/auth/poll_session': () => Response.json({ success: true }),
      ...searchRoutes(options),
      ...extra,
    },
  });
  const view = renderApp({ entries: ['/file'] });
  await screen.findByRole('heading', { level: 2, name: /Property Search$/ }, { timeout: 10_000 });
  return { fetchMock, ...view };
}

const address = () => screen.getByRole('searchbox', { name: 'Address' });
const sbl = () => screen.getByRole('searchbox', { name: /^SBL/ });
const next = () => screen.getByRole('button', { name: 'Next' });
const option = (key: string) =>
  screen.findByRole('option', { name: new RegExp(`^${key.replace(/\./g, '\\.')} `) });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('step 0, Find Your Property', { timeout: 20_000 }, () => {
  it('has one heading, the step title', async () => {
    await openStep();
    const step = screen.getByRole('region', { name: /Property Search$/ });
    const headings = within(step).getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(/Property Search$/);
    expect(headings[0]?.tagName).toBe('H2');
  });

  it('says what is missing when Next is pressed with nothing chosen, and stays', async () => {
    const { router } = await openStep();
    expect(next()).toBeEnabled();
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    await userEvent.click(next());
    const summary = screen.getByRole('alert', { name: MESSAGES.filing.errorSummary });
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: MESSAGES.filing.missingProperty });
    expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))).toBe(address());
    expect(router.state.location.pathname).toBe('/file/property');
    expect(screen.getByRole('heading', { level: 2, name: /Property Search$/ })).toBeInTheDocument();
  });

  it('searches once typing pauses and lists SBL and address with Found: N', async () => {
    const { fetchMock } = await openStep();
    await userEvent.type(address(), '18 MAIN');
    expect(await screen.findByText('Found: 3')).toBeInTheDocument();
    const list = screen.getByRole('listbox', { name: 'Properties found' });
    const rows = within(list).getAllByRole('option');
    expect(rows.map((r) => r.textContent)).toEqual([
      '100.17-1-1818 MAIN ST',
      '101.17-1-118118 MAIN ST',
      '102.17-1-218218 MAIN ST',
    ]);
    expect(rows[0]).toHaveAttribute('aria-selected', 'false');
    // Debounced: one request for what was typed, not one per key.
    const searches = requestsTo(fetchMock, 'GET /api/ir/propertysearch');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]?.url.searchParams ?? [])).toEqual({
      by: 'address',
      q: '18 MAIN',
      limit: '100',
    });
  });

  it('renders only the rows in view of many, and says when more match than are listed', async () => {
    await openStep();
    await userEvent.type(address(), 'ST');
    expect(await screen.findByText(/^Found: 150/)).toBeInTheDocument();
    const rows = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(rows.length).toBeLessThan(20);
    expect(rows[0]).toHaveAttribute('aria-setsize', '100');
    expect(rows[0]).toHaveStyle({ height: '40px' });
    expect(screen.getByText(/the first 100 are listed/)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    await openStep();
    await userEvent.type(address(), 'NOWHERE LANE');
    expect(await screen.findByText(MESSAGES.filing.noProperty)).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('clears and disables one box while the other has text', async () => {
    const { fetchMock } = await openStep();
    await userEvent.type(address(), 'ELM');
    expect(sbl()).toBeDisabled();
    expect(sbl()).toHaveAccessibleDescription('Clear the address box to search by SBL.');
    await userEvent.clear(address());
    expect(sbl()).toBeEnabled();
    await userEvent.type(sbl(), '101.2');
    expect(address()).toHaveValue('');
    expect(address()).toBeDisabled();
    await screen.findByText(/^Found: /);
    const last = requestsTo(fetchMock, 'GET /api/ir/propertysearch').at(-1);
    expect(last?.url.searchParams.get('by')).toBe('sbl');
    expect(last?.url.searchParams.get('q')).toBe('101.2');
  });

  it('selects with a click (property data, then the one-review check) and deselects with another', async () => {
    const { fetchMock } = await openStep();
    await userEvent.type(address(), '18 MAIN');
    const row = await option('100.17-1-18');
    await userEvent.click(row);
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Selected property' })).toHaveTextContent(
      '100.17-1-18, 18 MAIN ST',
    );
    expect(requestsTo(fetchMock, 'POST /api/ir/propertyextra')[0]?.body).toEqual({
      print_key: '100.17-1-18',
    });
    expect(requestsTo(fetchMock, 'POST /api/ir/onereview')[0]?.body).toEqual({
      printkey: '100.17-1-18',
    });
    expect(storedDraft()?.property?.print_key).toBe('100.17-1-18');

    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-selected', 'false');
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    expect(screen.queryByRole('region', { name: 'Selected property' })).not.toBeInTheDocument();
    expect(storedDraft()?.property).toBeNull();
  });

  it('selects and deselects by keyboard alone', async () => {
    await openStep();
    await userEvent.type(address(), '18 MAIN');
    await screen.findByText('Found: 3');
    await userEvent.tab();
    // The help link, then the list.
    await userEvent.tab();
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const active = document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('101.17-1-118');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    expect(active).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
  });

  it('shows the SPEC banner and keeps Next disabled when the parcel was already filed', async () => {
    await openStep({ taken: ['100.17-1-18'] });
    await userEvent.type(address(), '18 MAIN');
    await userEvent.click(await option('100.17-1-18'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Application exists for the selected property, please call: ${PHONE}`,
    );
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
    expect(storedDraft()?.property).toBeNull();
    // Another parcel clears the banner.
    await userEvent.click(await option('101.17-1-118'));
    await waitFor(() => expect(next()).not.toHaveAccessibleDescription());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the property could not be loaded when its data fails', async () => {
    await openStep({ missing: ['100.17-1-18'] });
    await userEvent.type(address(), '18 MAIN');
    await userEvent.click(await option('100.17-1-18'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `There was a problem getting the info for that property. Please try refreshing the page or call ${PHONE}`,
    );
    expect(next()).toHaveAccessibleDescription(MESSAGES.filing.completeStep);
  });

  it('goes to the login page when the session is gone while loading the property', async () => {
    const { router } = await openStep(
      {},
      { 'POST /api/ir/propertyextra': () => apiError(401, 'unauthorized') },
    );
    await userEvent.type(address(), '18 MAIN');
    await userEvent.click(await option('100.17-1-18'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('explains where the SBL is in a dialog with a drawing of the notice', async () => {
    await openStep();
    await userEvent.click(screen.getByRole('button', { name: 'How to find my SBL?' }));
    const dialog = screen.getByRole('dialog', { name: 'How to find my SBL?' });
    expect(dialog).toHaveAccessibleDescription(
      "Your SBL (Section Block Lot number) is the highlighted number under the 'PARCEL INFORMATION' section, above the parcel address, on your Disclosure Notice.",
    );
    expect(
      within(dialog).getByRole('img', { name: /Sample Disclosure Notice/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('step 0 after a reload', { timeout: 20_000 }, () => {
  it('finds the chosen parcel again by its SBL, shown as selected', async () => {
    storeDraft({
      property: propertyExtra({ print_key: '102.50-1-251', full_address: '251 ELM AVE' }),
    });
    await openStep();
    expect(sbl()).toHaveValue('102.50-1-251');
    const row = await option('102.50-1-251');
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(next()).not.toHaveAccessibleDescription();
  });
});
