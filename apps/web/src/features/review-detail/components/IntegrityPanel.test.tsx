import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IntegrityCheckData } from '@ir/domain/contracts/roll-integrity/get-integrity-check.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { mockApi, requestsTo } from '../../../test/render-app.tsx';
import { IntegrityFiguresView } from './IntegrityPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const M = MESSAGES.integrity;

/**
 * Six neighbourhood sales at a ratio of 1.0 and the subject's own (assessed 200,000, sold for
 * 200,000); three comparables at 100 dollars a square foot: a 2,000 sq ft subject's indicated
 * value is 200,000 and the guard is crossed below a proposed 180,000.
 */
function data(guard: IntegrityCheckData['guard'], comparables = 3): IntegrityCheckData {
  return {
    guard,
    subject_sfla: 2000,
    nbhd: 'N1',
    comparables: Array.from({ length: comparables }, (_, i) => ({
      sbl: `c${i}`,
      price: 200_000,
      sfla: 2000,
    })),
    sales: [
      ...Array.from({ length: 6 }, () => ({ assessed: 100_000, price: 100_000, subject: false })),
      { assessed: 200_000, price: 200_000, subject: true },
    ],
  };
}

/** The panel beside a box, as on the review screen: it reads the value as typed. */
function Harness({ check }: { check: IntegrityCheckData }) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <label>
        New total AV
        <input value={typed} onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))} />
      </label>
      <IntegrityFiguresView data={check} proposed={typed === '' ? null : Number(typed)} />
    </>
  );
}

function renderPanel(check: IntegrityCheckData) {
  const fetchMock = mockApi();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <Harness check={check} />
    </AppProviders>,
  );
  return fetchMock;
}

describe('IntegrityFiguresView', () => {
  it('recomputes the ratio and the after figures as the reviewer types, with no request', async () => {
    const fetchMock = renderPanel(data('warn'));
    expect(await screen.findByRole('heading', { level: 3, name: M.heading })).toBeInTheDocument();
    expect(screen.getByText(M.noProposed)).toBeInTheDocument();
    const before = requestsTo(fetchMock, 'GET /api/super/integrity').length;

    await userEvent.type(screen.getByLabelText('New total AV'), '190000');
    expect(screen.getByTestId('integrity-proposed-ratio')).toHaveTextContent('0.950');
    expect(screen.getByText(M.within)).toBeInTheDocument();
    expect(screen.queryByText(M.crossed)).not.toBeInTheDocument();
    const codAt190 = screen.getByTestId('integrity-cod-after').textContent;

    await userEvent.clear(screen.getByLabelText('New total AV'));
    await userEvent.type(screen.getByLabelText('New total AV'), '150000');
    expect(screen.getByTestId('integrity-proposed-ratio')).toHaveTextContent('0.750');
    // Marked in words, not colour alone.
    expect(screen.getByText(/Below the guard/)).toBeInTheDocument();
    expect(screen.getByTestId('integrity-cod-after').textContent).not.toBe(codAt190);
    expect(requestsTo(fetchMock, 'GET /api/super/integrity')).toHaveLength(before);
  });

  it('with require_note, says a note is needed; with the guard off, marks nothing', async () => {
    renderPanel(data('require_note'));
    await userEvent.type(await screen.findByLabelText('New total AV'), '150000');
    expect(screen.getByText(new RegExp(M.crossedNeedsNote))).toBeInTheDocument();
  });

  it('with the guard off, marks nothing', async () => {
    renderPanel(data('off'));
    await userEvent.type(await screen.findByLabelText('New total AV'), '150000');
    expect(screen.getByText(M.guardOff)).toBeInTheDocument();
    expect(screen.queryByText(/Below the guard/)).not.toBeInTheDocument();
  });

  it('says plainly when there are too few comparables to judge', async () => {
    renderPanel(data('warn', 2));
    await userEvent.type(await screen.findByLabelText('New total AV'), '150000');
    expect(screen.getByText(M.tooFewComparables)).toBeInTheDocument();
    expect(screen.queryByText(/Below the guard/)).not.toBeInTheDocument();
  });
});
