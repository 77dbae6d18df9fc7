import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublishedOutcomes } from '@ir/domain/contracts/public/outcomes.ts';
import { OUTCOMES_CSV_COLUMNS } from '@ir/domain/contracts/public/outcomes.ts';
import { municipalityFixture } from '../../../test/fixtures.ts';
import { chooseLanguage, mockApi, renderApp } from '../../../test/render-app.tsx';

const shown = (over: object) => ({
  suppressed: false,
  filings: 12,
  decided: 8,
  reduced: 5,
  withdrawn: 1,
  median_change_percent: -7.5,
  median_days_to_decision: 21,
  ...over,
});
const hidden = (dimension: string, group: string | null) => ({
  dimension,
  group,
  suppressed: true,
  filings: null,
  decided: null,
  reduced: null,
  withdrawn: null,
  median_change_percent: null,
  median_days_to_decision: null,
});

const OUTCOMES: PublishedOutcomes = {
  roll_year: 2025,
  min_cell: 5,
  rows: [
    shown({ dimension: 'all', group: null, filings: 16 }),
    shown({ dimension: 'neighbourhood', group: 'N1' }),
    hidden('neighbourhood', 'N2'),
    hidden('neighbourhood', null),
    shown({ dimension: 'class_group', group: 'residential', median_change_percent: null }),
    hidden('class_group', 'commercial'),
    shown({ dimension: 'filer', group: 'owner' }),
    hidden('filer', 'representative'),
    shown({ dimension: 'language', group: 'en' }),
    hidden('language', 'es'),
  ] as PublishedOutcomes['rows'],
};

const mockOutcomes = (answer: () => Response, publishOutcomes = true) =>
  mockApi({
    municipality: municipalityFixture(publishOutcomes ? { publishOutcomes: true } : {}),
    routes: { 'GET /api/public/outcomes.json': answer },
  });

describe('OutcomesPage', () => {
  it('shows a table per dimension, with captions, headers and suppressed rows said so', async () => {
    mockOutcomes(() => Response.json(OUTCOMES));
    renderApp({ entries: ['/outcomes'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review outcomes' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/informal reviews of the 2025 assessment roll/),
    ).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'All filings',
      'By neighbourhood',
      'By property class group',
      'By who filed',
      'By language of the filing account',
    ]);
    const nbhd = tables[1]!;
    expect(
      within(nbhd)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Neighbourhood',
      'Filings',
      'Decided',
      'Reduced',
      'Withdrawn',
      'Median change (%)',
      'Median days to a decision',
    ]);
    const n1 = within(nbhd).getByRole('row', { name: /^N1/ });
    expect(
      within(n1)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '8', '5', '1', '-7.5', '21']);
    expect(within(nbhd).getByRole('row', { name: /^N2/ })).toHaveTextContent(
      'Suppressed (fewer than 5 filings)',
    );
    expect(within(nbhd).getByRole('rowheader', { name: 'Not recorded' })).toBeInTheDocument();
    expect(within(tables[2]!).getByRole('row', { name: /^Residential/ })).toHaveTextContent(
      'None yet',
    );
    expect(screen.getByRole('link', { name: 'Download the figures (CSV)' })).toHaveAttribute(
      'href',
      '/api/public/outcomes.csv',
    );
    expect(screen.getByRole('link', { name: 'What each column means' })).toHaveAttribute(
      'href',
      '/outcomes/dictionary',
    );
    // The municipality publishes: the footer leads here.
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Review outcomes' }),
    ).toHaveAttribute('href', '/outcomes');
    // Each wide table scrolls on its own on a phone, reachable by keyboard.
    expect(screen.getByRole('region', { name: 'By neighbourhood' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('reads in Spanish, suppressed rows included', async () => {
    await chooseLanguage('es');
    mockOutcomes(() => Response.json(OUTCOMES));
    renderApp({ entries: ['/outcomes'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados de las revisiones' }),
    ).toBeInTheDocument();
    const nbhd = await screen.findByRole('table', { name: 'Por vecindario' });
    expect(within(nbhd).getByRole('row', { name: /^N1/ })).toHaveTextContent('-7.5');
    expect(within(nbhd).getByRole('row', { name: /^N2/ })).toHaveTextContent(
      'Suprimido (menos de 5 solicitudes)',
    );
    expect(
      within(screen.getByRole('table', { name: 'Por quién presentó' })).getByRole('rowheader', {
        name: 'Representante',
      }),
    ).toBeInTheDocument();
  });

  it('says nothing is published when the API answers 404, and the footer has no link', async () => {
    mockOutcomes(
      () =>
        Response.json(
          { statusCode: 404, error_message: 'not_found', message: 'Not published.' },
          { status: 404 },
        ),
      false,
    );
    renderApp({ entries: ['/outcomes'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review outcomes are not published' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Review outcomes' }),
    ).not.toBeInTheDocument();
  });
});

describe('OutcomesDictionaryPage', () => {
  it('explains every column of the files', async () => {
    mockApi();
    renderApp({ entries: ['/outcomes/dictionary'] });
    const table = await screen.findByRole('table', {
      name: 'The columns of the published review outcomes',
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([...OUTCOMES_CSV_COLUMNS]);
    expect(within(table).getByRole('row', { name: /^median_days_to_decision/ })).toHaveTextContent(
      /calendar days \(Eastern Time\)/,
    );
    expect(screen.getByRole('link', { name: 'Back to the review outcomes' })).toHaveAttribute(
      'href',
      '/outcomes',
    );
  });

  it('reads in Spanish', async () => {
    await chooseLanguage('es');
    mockApi();
    renderApp({ entries: ['/outcomes/dictionary'] });
    const table = await screen.findByRole('table', {
      name: 'Las columnas de los resultados publicados de las revisiones',
    });
    expect(within(table).getByRole('row', { name: /^suppressed/ })).toHaveTextContent(
      /menos de 5 solicitudes/,
    );
  });
});
