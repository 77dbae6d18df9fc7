import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, withPhone } from '@ir/domain';
import type { Authorization } from '@ir/domain/contracts/representatives/authorization-fields.ts';
import { municipalityFixture } from '../../../test/fixtures.ts';
import {
  apiError,
  mockApi,
  renderApp,
  requestsTo,
  type MockRoutes,
} from '../../../test/render-app.tsx';

const T = MESSAGES.authorizations.list;
const PATH = '/representative/authorizations';

function row(id: number, overrides: Partial<Authorization> = {}): Authorization {
  return {
    id,
    sbl: `123.45-6-${id}`,
    address: `${id} Main St`,
    owner_name: 'Olive Owner',
    owner_email: `owner${id}@example.com`,
    scope: 'informal_review',
    tax_year: 2025,
    status: 'pending',
    requested_at: '2026-02-10T15:00:00.000Z',
    expires_at: '2026-02-24T15:00:00.000Z',
    signed_at: null,
    signed_name: null,
    declined_at: null,
    revoked_at: null,
    updated_at: '2026-02-10T15:00:00.000Z',
    ...overrides,
  };
}

const ROWS = [
  row(1),
  row(2, { status: 'active', signed_at: '2026-02-11T15:00:00.000Z', signed_name: 'Olive Owner' }),
  row(3, { status: 'declined', scope: 'all_stages' }),
];

function open(routes: MockRoutes = {}, path = PATH, municipality = municipalityFixture()) {
  const fetchMock = mockApi({
    privilege: 'user',
    municipality,
    routes: {
      'GET /api/representatives/authorizations': ({ url }) => {
        const status = url.searchParams.get('status');
        return Response.json({
          rule: 'e_sign',
          authorizations: ROWS.filter((r) => !status || r.status === status),
        });
      },
      ...routes,
    },
  });
  const view = renderApp({ entries: [path] });
  return { fetchMock, ...view };
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsTo(fetchMock, 'GET /api/representatives/authorizations').map((r) =>
    r.url.searchParams.get('status'),
  );

describe("a representative's owner authorizations", () => {
  it("says the municipality's rule and lists each request with its status in words and a signed one's designation", async () => {
    open();
    const heading = await screen.findByRole('heading', { level: 1, name: T.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      await screen.findByText(
        /This municipality's rule for representatives' filings: the owner's signed authorization\./,
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: T.title });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1] as HTMLElement).getByText(MESSAGES.authorizations.status.pending),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    const designation = within(rows[2] as HTMLElement).getByRole('link', {
      name: /Designation \(PDF\)/,
    });
    expect(designation).toHaveAttribute(
      'href',
      '/api/representatives/authorizations/2/designation.pdf?lang=en',
    );
    expect(
      within(rows[3] as HTMLElement).getByText(MESSAGES.authorizations.status.declined),
    ).toBeInTheDocument();
    expect(
      within(rows[3] as HTMLElement).getByText(MESSAGES.authorizations.scope.all_stages),
    ).toBeInTheDocument();
  });

  it('keeps the status filter in the address and asks the server for that status', async () => {
    const { fetchMock, router } = open({}, `${PATH}?status=active`);
    const filter = await screen.findByRole('combobox', { name: T.filter });
    expect(filter).toHaveValue('active');
    await screen.findByRole('table', { name: T.title });
    expect(listCalls(fetchMock)).toEqual(['active']);
    await userEvent.selectOptions(filter, MESSAGES.authorizations.status.declined);
    await waitFor(() => expect(router.state.location.search).toBe('?status=declined'));
    await waitFor(() => expect(listCalls(fetchMock)).toEqual(['active', 'declined']));
    await userEvent.selectOptions(filter, T.all);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listCalls(fetchMock)).toEqual(['active', 'declined', null]));
  });

  it('refuses an empty request with its reasons, then sends one and lists it again', async () => {
    const { fetchMock } = open({
      'POST /api/representatives/authorizations': ({ body }) =>
        Response.json(row(9, body as Partial<Authorization>), { status: 201 }),
    });
    await screen.findByRole('table', { name: T.title });
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([MESSAGES.filing.compEmpty, T.ownerNameRequired, MESSAGES.signup.invalidEmail]);
    expect(requestsTo(fetchMock, 'POST /api/representatives/authorizations')).toEqual([]);

    await userEvent.type(
      screen.getByRole('textbox', { name: /SBL of the property/ }),
      '123.45-6-9',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Owner's name/ }), 'Olive Owner');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Owner's e-mail/ }),
      'Olive@Example.com',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Scope/ }),
      MESSAGES.authorizations.scope.all_stages,
    );
    const year = screen.getByRole('combobox', { name: /Tax year/ });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2025', '2026']);
    await userEvent.selectOptions(year, '2026');
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    expect(
      await screen.findByText('The request was e-mailed to olive@example.com.'),
    ).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, 'POST /api/representatives/authorizations').map((r) => r.body),
    ).toEqual([
      {
        sbl: '123.45-6-9',
        owner_name: 'Olive Owner',
        owner_email: 'olive@example.com',
        scope: 'all_stages',
        tax_year: 2026,
      },
    ]);
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /SBL of the property/ })).toHaveValue('');
  });

  it("offers the filing period's roll year and the next, whatever year its deadline falls in", async () => {
    open({}, PATH, municipalityFixture({ filingDeadline: '2027-01-15', rollYear: 2026 }));
    const year = await screen.findByRole('combobox', { name: /Tax year/ });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2027']);
    expect(year).toHaveValue('2026');
  });

  it("shows the server's refusal at its field, and one without a field above the button", async () => {
    let answer = () =>
      Response.json(
        {
          statusCode: 404,
          error_message: 'unknown_parcel',
          message: 'Property not found.',
          field: 'sbl',
        },
        { status: 404 },
      );
    open({ 'POST /api/representatives/authorizations': () => answer() });
    await screen.findByRole('table', { name: T.title });
    const sbl = screen.getByRole('textbox', { name: /SBL of the property/ });
    await userEvent.type(sbl, '999.99-9-99');
    await userEvent.type(screen.getByRole('textbox', { name: /Owner's name/ }), 'Olive Owner');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Owner's e-mail/ }),
      'olive@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(sbl).toHaveAccessibleDescription('Property not found.'));
    expect(sbl).toHaveAttribute('aria-invalid', 'true');

    answer = () => apiError(409, 'authorization_active', MESSAGES.authorizations.errors.active);
    await userEvent.type(sbl, '1');
    expect(sbl).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.authorizations.errors.active,
    );
  });

  it('tells an account that is not an approved representative why, with no form', async () => {
    open({
      'GET /api/representatives/authorizations': () =>
        apiError(403, 'not_representative', 'Filing in bulk is for representatives…'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      withPhone(T.notRepresentative, '(518) 555-0142'),
    );
    expect(screen.queryByRole('button', { name: T.send })).not.toBeInTheDocument();
  });
});
