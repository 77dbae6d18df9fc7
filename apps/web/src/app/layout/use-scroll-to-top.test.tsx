import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/render-app.tsx';

describe('scroll position on navigation', () => {
  it('starts a new page at its top, and leaves Back to the browser', async () => {
    mockApi();
    const { router } = renderApp({ entries: ['/'] });
    await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' });
    expect(window.scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);

    await router.back();
    await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' });
    expect(window.scrollTo).toHaveBeenCalledOnce();
  });

  it('stays put when only the hash changes, as a skip link does', async () => {
    mockApi();
    const { router } = renderApp({ entries: ['/contact'] });
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/contact#main-content');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
