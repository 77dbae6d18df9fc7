import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compFixture } from '../test/draft-fixtures.ts';
import { CompsTable } from './CompsTable.tsx';

describe('CompsTable (SPEC §3)', () => {
  it('shows each sale with style and condition names, money, dates and Price/SqFt', () => {
    render(
      <CompsTable
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
      <CompsTable
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
      <CompsTable
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
});
