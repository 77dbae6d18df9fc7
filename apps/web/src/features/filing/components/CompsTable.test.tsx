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
    // Reachable by keyboard, to scroll it sideways on a narrow screen.
    expect(screen.getByRole('region', { name: 'Comparable sales' })).toHaveAttribute(
      'tabindex',
      '0',
    );
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
    expect(screen.getByRole('columnheader', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete comparable 1.1-1-1' }));
    expect(onDelete).toHaveBeenCalledWith('1.1-1-1');
  });
});
