import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComparableSale } from '@ir/domain/contracts/filing/property-fields.ts';
import { LanguageProvider, loadLanguage } from '../../lib/language.tsx';
import { ComparablesTable } from './ComparablesTable.tsx';

/** A sale as the wizard keeps it (components/ cannot take the filing feature's fixtures). */
function compFixture(overrides: Partial<ComparableSale> = {}): ComparableSale {
  return {
    sbl: '123.45-6-8',
    address: '14 Main St',
    style: '01',
    sfla: 1500,
    built: 1960,
    condition: '3',
    sale_date: '2024-03-05',
    sale_price: 300000,
    ...overrides,
  };
}

describe('ComparablesTable (SPEC §3)', () => {
  it('shows each sale with style and condition names, money, dates and Price/SqFt', () => {
    render(
      <ComparablesTable
        caption="Comparable sales"
        comps={[compFixture(), compFixture({ sbl: '1.1-1-1', style: '99', sale_date: null })]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Comparable sales' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'SBL',
        'Address',
        'Build Style',
        'Yr Built',
        'Condition',
        'Sq Feet',
        'Sale Date',
        'Sale Price',
        'Price/SqFt',
      ],
      [
        '123.45-6-8',
        '14 Main St',
        'Ranch',
        '1960',
        'Average',
        '1,500',
        'Mar 5, 2024',
        '$300,000',
        '$200',
      ],
      // An unknown code is shown as it is; a missing date as '-'.
      ['1.1-1-1', '14 Main St', '99', '1960', 'Average', '1,500', '-', '$300,000', '$200'],
    ]);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    // It fits its column rather than scrolling sideways: no scroll region to reach by keyboard.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('has a card per sale for narrow screens, with the same fields', () => {
    render(
      <ComparablesTable
        caption="Comparable sales"
        comps={[compFixture(), compFixture({ sbl: '1.1-1-1', sale_date: null })]}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Comparable sales' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/^123\.45-6-8/);
    const facts = within(cards[1] as HTMLElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Address', '14 Main St'],
      ['Build Style', 'Ranch'],
      ['Yr Built', '1960'],
      ['Condition', 'Average'],
      ['Sq Feet', '1,500'],
      ['Sale Date', '-'],
      ['Sale Price', '$300,000'],
      ['Price/SqFt', '$200'],
    ]);
    expect(within(cards[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a Delete column when the list can be changed', async () => {
    const onDelete = vi.fn();
    render(
      <ComparablesTable
        caption="Comparable sales"
        comps={[compFixture(), compFixture({ sbl: '1.1-1-1' })]}
        onDelete={onDelete}
      />,
    );
    const table = screen.getByRole('table', { name: 'Comparable sales' });
    expect(within(table).getByRole('columnheader', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete comparable 1.1-1-1' }));
    expect(onDelete).toHaveBeenCalledWith('1.1-1-1');
    // Each card has its own Delete, for the sale it shows.
    const cards = screen.getByRole('list', { name: 'Comparable sales' });
    await userEvent.click(
      within(cards).getByRole('button', { name: 'Delete comparable 123.45-6-8' }),
    );
    expect(onDelete).toHaveBeenLastCalledWith('123.45-6-8');
  });

  it('ranks the reviewer’s sales: Rank first, Why last, in the table and on each card', () => {
    render(
      <ComparablesTable
        caption="Reviewer-selected comparables"
        ranked
        comps={[
          { ...compFixture(), reasons: ['same neighbourhood', 'similar size'] },
          // The search may list a parcel twice (two sales): both rows stay.
          compFixture({ address: '', sale_price: 99000 }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Reviewer-selected comparables' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]?.[0]).toBe('Rank');
    expect(rows[0]?.at(-1)).toBe('Why');
    expect(rows[1]).toEqual([
      '1',
      '123.45-6-8',
      '14 Main St',
      'Ranch',
      '1960',
      'Average',
      '1,500',
      'Mar 5, 2024',
      '$300,000',
      '$200',
      'same neighbourhood; similar size',
    ]);
    expect(rows[2]?.slice(0, 3)).toEqual(['2', '123.45-6-8', '-']);
    expect(rows[2]?.at(-1)).toBe('-');
    expect(within(table).queryByRole('columnheader', { name: 'Delete' })).not.toBeInTheDocument();

    const cards = within(
      screen.getByRole('list', { name: 'Reviewer-selected comparables' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const facts = within(cards[0] as HTMLElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts[0]).toEqual(['Rank', '1']);
    expect(facts.at(-1)).toEqual(['Why', 'same neighbourhood; similar size']);
  });
});

describe('ComparablesTable in Spanish', () => {
  it('heads its columns and writes its dates in Spanish; the SBL and the owner’s values stay', async () => {
    await loadLanguage('es');
    const onDelete = vi.fn();
    render(
      <LanguageProvider language="es">
        <ComparablesTable
          caption="Sus ventas comparables"
          comps={[compFixture()]}
          onDelete={onDelete}
        />
      </LanguageProvider>,
    );
    const table = screen.getByRole('table', { name: 'Sus ventas comparables' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'SBL',
      'Dirección',
      'Estilo',
      'Año de construcción',
      'Estado',
      'Pies cuadrados',
      'Fecha de venta',
      'Precio de venta',
      'Precio/pie²',
      'Eliminar',
    ]);
    expect(within(table).getByRole('row', { name: /123\.45-6-8/ })).toHaveTextContent(
      /14 Main St.*Promedio.*5 mar 2024.*\$300,000/,
    );
    await userEvent.click(
      within(table).getByRole('button', { name: 'Eliminar la venta comparable 123.45-6-8' }),
    );
    expect(onDelete).toHaveBeenCalledWith('123.45-6-8');
  });
});
