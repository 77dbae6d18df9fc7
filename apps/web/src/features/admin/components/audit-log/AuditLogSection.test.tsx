import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry } from '@ir/domain/contracts/admin/list-audit-log.ts';
import { AppProviders } from '../../../../app/AppProviders.tsx';
import { apiError, mockApi, requestsTo } from '../../../../test/render-app.tsx';
import { AuditLogSection, changeSummary, targetLabel } from './AuditLogSection.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <AuditLogSection />
    </AppProviders>,
  );
}

function entry(id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id,
    occurredAt: '2026-11-22T17:05:00.000Z',
    actorEmail: 'mega@development.example.com',
    action: 'user.set-role',
    targetType: 'user',
    targetId: String(100 + id),
    targetEmail: `account${100 + id}@example.com`,
    before: { role: 'user' },
    after: { role: 'super' },
    ...overrides,
  };
}

/** 45 entries, newest (id 45) first, paged as the API pages them. */
function logServer() {
  const all = Array.from({ length: 45 }, (_, i) => entry(45 - i));
  return mockApi({
    routes: {
      'GET /api/admin/audit_log': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pageSize'));
        return Response.json({
          total: all.length,
          entries: all.slice((page - 1) * size, page * size),
        });
      },
    },
  });
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

describe('AuditLogSection', () => {
  it('lists the newest entries with who, what and a readable change', async () => {
    logServer();
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 3 (45 entries)')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    const first = within(rows()[0]!);
    expect(first.getByText('Nov 22, 2026, 12:05 PM ET')).toBeInTheDocument();
    expect(first.getByText('mega@development.example.com')).toBeInTheDocument();
    expect(first.getByText('user.set-role')).toBeInTheDocument();
    expect(first.getByText('account145@example.com')).toBeInTheDocument();
    expect(first.queryByText('user 145')).not.toBeInTheDocument();
    expect(first.getByText('role: user → super')).toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const fetchMock = logServer();
    renderSection();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    await screen.findByText('Page 1 of 3 (45 entries)');
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(await screen.findByText('Page 2 of 3 (45 entries)')).toBeInTheDocument();
    expect(await within(rows()[0]!).findByText('account125@example.com')).toBeInTheDocument();
    await userEvent.click(next);
    expect(await screen.findByText('Page 3 of 3 (45 entries)')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'Audit log' })).findByText(
        'account105@example.com',
      ),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(await screen.findByText('Page 2 of 3 (45 entries)')).toBeInTheDocument();
    const pages = requestsTo(fetchMock, 'GET /api/admin/audit_log').map((r) =>
      r.url.searchParams.toString(),
    );
    // Going back shows the cached page at once and checks it again.
    expect(pages).toEqual([
      'page=1&pageSize=20',
      'page=2&pageSize=20',
      'page=3&pageSize=20',
      'page=2&pageSize=20',
    ]);
  });

  it('links the CSV export', async () => {
    logServer();
    renderSection();
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/audit_log.csv');
    expect(link).toHaveAttribute('download');
  });

  it('says so when the log is empty', async () => {
    mockApi({
      routes: { 'GET /api/admin/audit_log': () => Response.json({ total: 0, entries: [] }) },
    });
    renderSection();
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the failure alert when the log cannot load', async () => {
    mockApi({ routes: { 'GET /api/admin/audit_log': () => apiError(403, 'forbidden') } });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load the audit log');
  });
});

describe('changeSummary', () => {
  it('lists only the fields that changed', () => {
    expect(
      changeSummary(
        { deadline: '2025-03-31', rollYear: 2025, source: 'catalog' },
        { deadline: '2026-11-01', rollYear: 2025, source: 'override' },
      ),
    ).toEqual(['deadline: 2025-03-31 → 2026-11-01', 'source: catalog → override']);
  });

  it('shows added and removed fields and non-object values', () => {
    expect(changeSummary(null, { status: 'restricted' })).toEqual(['status: — → restricted']);
    expect(changeSummary({ role: 'user' }, null)).toEqual(['role: user → —']);
    expect(changeSummary(null, null)).toEqual([]);
    expect(changeSummary('a', 'b')).toEqual(['a → b']);
  });
});

describe('targetLabel', () => {
  const entry = (before: unknown, after: unknown): AuditLogEntry => ({
    id: 1,
    occurredAt: '2026-11-22T17:00:00.000Z',
    actorEmail: 'mega@example.com',
    action: 'user.set-role',
    targetType: 'user',
    targetId: '2',
    targetEmail: null,
    before,
    after,
  });

  it("names a user change's account by its e-mail", () => {
    expect(targetLabel(entry({ email: 'bob@example.com', role: 'user' }, null))).toBe(
      'bob@example.com',
    );
  });

  it('names the account by the e-mail the API looked up, before any recorded one', () => {
    expect(
      targetLabel({ ...entry({ email: 'old@example.com' }, null), targetEmail: 'bob@example.com' }),
    ).toBe('bob@example.com');
  });

  it('falls back to the type and id', () => {
    expect(targetLabel(entry({ deadline: '2027-03-31' }, null))).toBe('user 2');
    expect(targetLabel({ ...entry(null, null), targetType: 'application', targetId: '42' })).toBe(
      'application 42',
    );
  });
});
