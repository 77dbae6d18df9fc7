import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/render-app.tsx';

// A feature chunk that fails to download (offline, or a deploy replaced it) rejects the import.
vi.mock('../features/contact/index.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a page that cannot be shown', () => {
  it('says so inside the layout, and the next page opens normally', async () => {
    mockApi();
    const { router } = renderApp({ entries: ['/contact'] });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await router.navigate('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    // React reports the error it caught; that report is this test's subject, not a stray one.
    expect(console.error).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
  });
});
