import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { mockApi, renderApp } from '../../../test/render-app.tsx';

describe('NotFoundPage', () => {
  it('explains the page does not exist', async () => {
    mockApi();
    renderApp({ entries: ['/no/such/page'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.general.notFound)).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Amherst Informal Review');
  });

  it('goes back to the previous page', async () => {
    mockApi();
    const { router } = renderApp({ entries: ['/contact', '/missing'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('goes home when the visitor arrived on the missing page', async () => {
    mockApi();
    const { router } = renderApp({ entries: ['/missing'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('catches routes that later features will add', async () => {
    mockApi();
    renderApp({ entries: ['/internal'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
