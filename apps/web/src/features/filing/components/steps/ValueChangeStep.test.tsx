import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PropertyExtra } from '@ir/domain/contracts/filing/get-property-extra.ts';
import type { ComparableSale } from '@ir/domain/contracts/filing/property-fields.ts';
import type { PublicMunicipality } from '@ir/domain/municipality.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { municipalityFixture } from '../../../../test/fixtures.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../../test/render-app.tsx';
import { propertyExtra, storeDraft, storedDraft, VALID_OWNER } from '../../test/early-steps.ts';

const TEMPLATE =
  'https://compare.example.com/{municipality}?parcel={parcelId}&swis={swis}&type={compType}';
const IE_FORM = 'https://forms.example.com/commercial-ie.pdf';

function sale(sbl: string, overrides: Partial<ComparableSale> = {}): ComparableSale {
  return {
    sbl,
    address: `${sbl} ADDRESS`,
    style: '05',
    sfla: 1600,
    built: 1960,
    condition: '3',
    sale_date: '2024-06-14',
    sale_price: 200000,
    ...overrides,
  };
}

const SUGGESTED = [
  { ...sale('200.00-1-1'), score: 0.9, reasons: ['Same neighbourhood', 'Sold in the last year'] },
  { ...sale('200.00-1-2'), score: 0.8, reasons: ['Similar living area'] },
];

async function openStep({
  property = {},
  comps = [],
  municipality = {},
  routes = {},
}: {
  property?: Partial<PropertyExtra>;
  comps?: ComparableSale[];
  municipality?: Partial<PublicMunicipality>;
  routes?: MockRoutes;
} = {}) {
  storeDraft({ step: 2, property: propertyExtra(property), owner: VALID_OWNER, comps });
  const fetchMock = mockApi({
    privilege: 'user',
    municipality: municipalityFixture({
      comparisonSiteUrl: TEMPLATE,
      incomeExpenseFormUrl: IE_FORM,
      ...municipality,
    }),
    routes: {
      'POST /api/auth/poll_session': () => Response.json({ success: true }),
      'POST /api/ir/suggestcomps': () => Response.json({ results: SUGGESTED }),
      'POST /api/ir/propertydata': ({ body }) => {
        const key = (body as { print_key: string }).print_key;
        if (key === '300.00-1-1')
          return Response.json({ ...sale(key), err_msg: 'Not a comparable property class.' });
        // Said by its key, not by the server's words.
        if (key === '300.00-2-1')
          return Response.json({
            ...sale(key),
            err_msg: "The server's English words",
            err_key: 'filing.compOtherClass',
          });
        if (key === '999.99-9-9') return apiError(404, 'not_found');
        if (key === '406.00-1-1') return apiError(406, 'multi_site');
        return Response.json(sale(key));
      },
      'POST /api/ir/propertyinfo': () =>
        Response.json({
          property_type: 'commercial',
          num_res_units: null,
          total_num_sites: 2,
          actual_rentable_area: 12000,
          bldg_square_footage: 15000,
          acres_str: '1.25',
          front_str: '120',
          depth_str: '300',
          sale_price: 900000,
          sale_date: '2019-03-02',
        }),
      ...routes,
    },
  });
  const view = renderApp({ entries: ['/file'] });
  await screen.findByRole('heading', { level: 2, name: /Value Change/ }, { timeout: 10_000 });
  return { fetchMock, ...view };
}

const value = () => screen.getByRole('textbox', { name: 'Requested assessment' });
const reason = () => screen.getByRole('combobox', { name: 'Reason' });
const compBox = () => screen.getByRole('textbox', { name: 'Comparable SBL' });
const addButton = () => screen.getByRole('button', { name: 'Add' });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('step 2, Value Change', { timeout: 20_000 }, () => {
  it('keeps the whole dollars of what is typed, drops the cents, and shows them grouped', async () => {
    await openStep();
    expect(value()).toHaveAttribute('aria-required', 'true');
    expect(reason()).toHaveAttribute('aria-required', 'true');
    // While typing, the box keeps what was typed (letters aside), cents included.
    await userEvent.type(value(), '5a5000.00');
    expect(value()).toHaveValue('55000.00');
    await waitFor(() => expect(storedDraft()?.desiredValue).toBe('55000'));
    await userEvent.tab();
    expect(value()).toHaveValue('55,000');
    await userEvent.clear(value());
    await userEvent.type(value(), '1234567890123');
    await userEvent.tab();
    expect(value()).toHaveValue('1,234,567,890,123');
    // SPEC §5's 12 digits hold for what is stored: more are refused, not cut.
    expect(value()).toHaveAccessibleDescription(
      expect.stringContaining('The requested assessment can have at most 12 digits.'),
    );
    await userEvent.clear(value());
    await userEvent.type(value(), '180000');
    await userEvent.selectOptions(reason(), 'other');
    await waitFor(() =>
      expect(storedDraft()).toMatchObject({ desiredValue: '180000', reason: 'other' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments' }), 'Roof is old');
    await waitFor(() => expect(storedDraft()?.valueComments).toBe('Roof is old'));
  });

  it.each([
    ['pasted', '55000.00', '55000', '$5,000 less than your assessment (\u22128%)'],
    ['pasted', '$48,500.00', '48500', '$11,500 less than your assessment (\u221219%)'],
    ['pasted', '48,500', '48500', '$11,500 less than your assessment (\u221219%)'],
    ['typed', '55000.00', '55000', '$5,000 less than your assessment (\u22128%)'],
    ['typed', '$48,500.00', '48500', '$11,500 less than your assessment (\u221219%)'],
    ['typed', '48,500', '48500', '$11,500 less than your assessment (\u221219%)'],
  ])('takes %s %s as %s whole dollars', async (how, amount, digits, line) => {
    await openStep({ property: { total_av: 60000 } });
    await userEvent.click(value());
    if (how === 'pasted') await userEvent.paste(amount);
    else await userEvent.type(value(), amount);
    await waitFor(() => expect(storedDraft()?.desiredValue).toBe(digits));
    expect(value()).toHaveAccessibleDescription(expect.stringContaining(line));
    await userEvent.tab();
    expect(value()).toHaveValue(Number(digits).toLocaleString('en-US'));
  });

  it('says beside the box how far the request is from the assessment, in dollars and percent', async () => {
    await openStep({ property: { total_av: 68000 } });
    await userEvent.type(value(), '55600');
    const line = '$12,400 less than your assessment (\u221218%)';
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(value()).toHaveAccessibleDescription(
      `${line} The total assessed value you believe is right, in whole US dollars.`,
    );
    expect(screen.queryByText(MESSAGES.filing.requestedBelowTenth)).not.toBeInTheDocument();
    await userEvent.clear(value());
    await userEvent.type(value(), '68000');
    expect(screen.getByText(MESSAGES.filing.requestedSame)).toBeInTheDocument();
    await userEvent.clear(value());
    expect(screen.queryByText(/than your assessment/)).not.toBeInTheDocument();
  });

  it('warns, without holding Next, above the assessment and below a tenth of it', async () => {
    await openStep({ property: { total_av: 250000 } });
    await userEvent.selectOptions(reason(), 'other');
    await userEvent.type(value(), '260000');
    expect(screen.getByText('$10,000 more than your assessment (+4%)')).toBeInTheDocument();
    expect(
      screen.getByText(MESSAGES.filing.requestedAbove).closest('[role=status]'),
    ).not.toBeNull();
    await waitFor(() => expect(storedDraft()?.desiredValue).toBe('260000'));
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');

    await userEvent.clear(value());
    await userEvent.type(value(), '24999');
    expect(screen.getByText(MESSAGES.filing.requestedBelowTenth)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.filing.requestedAbove)).not.toBeInTheDocument();
    await userEvent.clear(value());
    await userEvent.type(value(), '25000');
    expect(screen.queryByText(MESSAGES.filing.requestedBelowTenth)).not.toBeInTheDocument();
  });

  it.each([
    ['recent_appraisal', MESSAGES.reasonHints.recent_appraisal],
    ['building_condition_issue', MESSAGES.reasonHints.building_condition_issue],
    ['incorrect_property_inventory', MESSAGES.reasonHints.incorrect_property_inventory],
  ])('hints what to do for %s', async (code, hint) => {
    await openStep();
    await userEvent.selectOptions(reason(), code);
    expect(reason()).toHaveAccessibleDescription(hint);
  });

  it('links comparable sales to the comparison site built from municipality, parcel and swis', async () => {
    await openStep();
    await userEvent.selectOptions(reason(), 'comparable_sales');
    expect(reason()).toHaveAccessibleDescription(
      `${MESSAGES.reasonHints.comparable_sales} Property comparison site (opens in a new tab)`,
    );
    expect(screen.getByRole('link', { name: /Property comparison site/ })).toHaveAttribute(
      'href',
      'https://compare.example.com/amherst?parcel=1234567&swis=142289&type=SalePrice',
    );
  });

  it('hides the comparison link where the municipality has none', async () => {
    await openStep({ municipality: { comparisonSiteUrl: undefined } });
    await userEvent.selectOptions(reason(), 'comparable_sales');
    expect(reason()).toHaveAccessibleDescription(MESSAGES.reasonHints.comparable_sales);
    expect(screen.queryByRole('link', { name: /comparison site/ })).not.toBeInTheDocument();
  });

  it('refuses an empty SBL, then adds a comparable to the table with its formatted values', async () => {
    const { fetchMock } = await openStep();
    await userEvent.click(addButton());
    expect(compBox()).toHaveAccessibleDescription(MESSAGES.filing.compEmpty);
    expect(compBox()).toHaveFocus();
    await userEvent.type(compBox(), ' 150.00 -2-3 ');
    expect(compBox()).toHaveValue('150.00-2-3');
    await userEvent.click(addButton());
    const table = await screen.findByRole('table', { name: 'Your comparable sales' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'SBL',
      'Address',
      'Build Style',
      'Yr Built',
      'Condition',
      'Sq Feet',
      'Sale Date',
      'Sale Price',
      'Price/SqFt',
      'Delete',
    ]);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '150.00-2-3 ADDRESS',
      'Colonial',
      '1960',
      'Average',
      '1,600',
      'Jun 14, 2024',
      '$200,000',
      '$125',
      'Delete',
    ]);
    expect(compBox()).toHaveValue('');
    expect(requestsTo(fetchMock, 'POST /api/ir/propertydata')[0]?.body).toEqual({
      print_key: '150.00-2-3',
      subject: '100.00-1-1',
    });
    expect(storedDraft()?.comps.map((c) => c.sbl)).toEqual(['150.00-2-3']);
  });

  it('clears a refusal as soon as the SBL is typed again, and disables Add while looking up', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = await openStep({
      routes: {
        'POST /api/ir/propertydata': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    await userEvent.type(compBox(), '999.99-9-9');
    await userEvent.click(addButton());
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/ir/propertydata')).toHaveLength(1));
    expect(addButton()).toBeDisabled();
    answer(apiError(404, 'not_found'));
    await waitFor(() => expect(compBox()).toHaveAccessibleDescription(MESSAGES.filing.compInvalid));
    expect(compBox()).toHaveFocus();
    expect(addButton()).toBeEnabled();
    await userEvent.type(compBox(), '{Backspace}8');
    expect(compBox()).toHaveValue('999.99-9-8');
    expect(compBox()).not.toHaveAccessibleDescription();
  });

  it("says 'SBL already added.' and 'Max 5 comps.' before asking the server", async () => {
    const five = ['1', '2', '3', '4', '5'].map((n) => sale(`150.00-1-${n}`));
    const { fetchMock } = await openStep({ comps: five.slice(0, 4) });
    await userEvent.type(compBox(), '150.00-1-2');
    await userEvent.click(addButton());
    expect(compBox()).toHaveAccessibleDescription(MESSAGES.filing.compDuplicate);
    await userEvent.clear(compBox());
    await userEvent.type(compBox(), '150.00-1-5');
    await userEvent.click(addButton());
    await waitFor(() => expect(storedDraft()?.comps).toHaveLength(5));
    await userEvent.type(compBox(), '150.00-1-6');
    await userEvent.click(addButton());
    expect(compBox()).toHaveAccessibleDescription(MESSAGES.filing.compMax);
    expect(requestsTo(fetchMock, 'POST /api/ir/propertydata')).toHaveLength(1);
  });

  it.each([
    ['999.99-9-9', MESSAGES.filing.compInvalid],
    ['406.00-1-1', MESSAGES.filing.compInvalid],
    ['300.00-1-1', 'Not a comparable property class.'],
    ['300.00-2-1', MESSAGES.filing.compOtherClass],
  ])("refuses %s with the lookup's message", async (key, message) => {
    await openStep();
    await userEvent.type(compBox(), key);
    await userEvent.click(addButton());
    await waitFor(() => expect(compBox()).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('table', { name: 'Your comparable sales' })).not.toBeInTheDocument();
    expect(storedDraft()?.comps).toEqual([]);
  });

  it('deletes a comparable', async () => {
    await openStep({ comps: [sale('150.00-1-1'), sale('150.00-1-2')] });
    const table = screen.getByRole('table', { name: 'Your comparable sales' });
    await userEvent.click(
      within(table).getByRole('button', { name: 'Delete comparable 150.00-1-1' }),
    );
    expect(storedDraft()?.comps.map((c) => c.sbl)).toEqual(['150.00-1-2']);
    // Its button is gone: the focus goes to the SBL box, not back to the page's start.
    expect(compBox()).toHaveFocus();
  });

  it("keeps a keyboard user in the suggestions: the added one's Added takes the focus", async () => {
    await openStep();
    const list = await screen.findByRole('list', { name: 'Suggested comparable sales' });
    within(list).getByRole('button', { name: 'Add 200.00-1-1' }).focus();
    await userEvent.keyboard('{Enter}');
    const added = within(list).getByText('Added');
    expect(added).toHaveFocus();
    // The next Tab reaches the next suggestion's Add.
    await userEvent.tab();
    expect(within(list).getByRole('button', { name: 'Add 200.00-1-2' })).toHaveFocus();
    // A comparable typed into the box leaves the focus in the box, even one suggested.
    await userEvent.click(
      within(screen.getByRole('table', { name: 'Your comparable sales' })).getByRole('button', {
        name: 'Delete comparable 200.00-1-1',
      }),
    );
    await userEvent.type(compBox(), '200.00-1-1{Enter}');
    await waitFor(() => expect(storedDraft()?.comps.map((c) => c.sbl)).toEqual(['200.00-1-1']));
    expect(compBox()).toHaveFocus();
  });

  it('shows missing values as - and unreadable dates as Invalid Date', async () => {
    await openStep({
      comps: [
        sale('150.00-1-1', {
          style: null,
          built: null,
          condition: null,
          sfla: null,
          sale_date: 'garbage',
          sale_price: null,
        }),
      ],
    });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['150.00-1-1 ADDRESS', '-', '-', '-', '-', 'Invalid Date', '-', '-', 'Delete']);
  });

  it('lists suggested comparables with their reasons and adds one with a click', async () => {
    await openStep({ comps: ['1', '2', '3', '4'].map((n) => sale(`150.00-1-${n}`)) });
    const list = await screen.findByRole('list', { name: 'Suggested comparable sales' });
    expect(
      within(list).getByRole('list', { name: 'Why 200.00-1-1 was suggested' }),
    ).toHaveTextContent('Same neighbourhoodSold in the last year');
    await userEvent.click(within(list).getByRole('button', { name: 'Add 200.00-1-1' }));
    expect(storedDraft()?.comps.map((c) => c.sbl)).toContain('200.00-1-1');
    expect(within(list).getByText('Added')).toBeInTheDocument();
    // The sixth is refused as a typed one would be.
    await userEvent.click(within(list).getByRole('button', { name: 'Add 200.00-1-2' }));
    expect(screen.getByText(MESSAGES.filing.compMax)).toBeInTheDocument();
    expect(storedDraft()?.comps).toHaveLength(5);
  });

  it('offers comparables below class 330 only, and property info from 300', async () => {
    await openStep({ property: { prop_class: '210' } });
    expect(screen.getByRole('heading', { name: 'Comparable sales' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /property information/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /I&E/ })).not.toBeInTheDocument();
  });

  it('for a commercial class shows the property info toggle and the I&E form, not comparables', async () => {
    const { fetchMock } = await openStep({ property: { prop_class: '464' } });
    expect(screen.queryByRole('heading', { name: 'Comparable sales' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Commercial I&E form/ })).toHaveAttribute(
      'href',
      IE_FORM,
    );
    const toggle = screen.getByRole('button', { name: 'Show property information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requestsTo(fetchMock, 'POST /api/ir/propertyinfo')).toHaveLength(0);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Commercial')).toBeInTheDocument();
    expect(screen.getByText('12,000 sq ft')).toBeInTheDocument();
    expect(screen.getByText('Mar 2, 2019')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/ir/propertyinfo')[0]?.body).toEqual({
      print_key: '100.00-1-1',
      propclass: '464',
    });
    // SPEC §5: no hint for comparable sales above 330.
    await userEvent.selectOptions(reason(), 'comparable_sales');
    expect(reason()).not.toHaveAccessibleDescription();
  });

  it('hides the I&E link where the municipality has no form', async () => {
    await openStep({
      property: { prop_class: '464' },
      municipality: { incomeExpenseFormUrl: undefined },
    });
    expect(screen.queryByRole('link', { name: /I&E/ })).not.toBeInTheDocument();
  });

  it('shows both the toggle and comparables between 300 and 329', async () => {
    await openStep({ property: { prop_class: '311' } });
    expect(screen.getByRole('heading', { name: 'Comparable sales' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show property information' })).toBeInTheDocument();
  });
});
