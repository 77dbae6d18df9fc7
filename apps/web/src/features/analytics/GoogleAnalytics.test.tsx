import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/render-app.tsx';

function tagScript() {
  return document.head.querySelector('script[src^="https://www.googletagmanager.com/"]');
}

afterEach(() => {
  tagScript()?.remove();
  delete window.gtag;
  delete window.dataLayer;
});

describe('GoogleAnalytics', () => {
  it('injects gtag.js when the server has a measurement id', async () => {
    const fetchMock = mockApi({ googleAnalytics: 'G-ABC123' });
    renderApp();
    await waitFor(() =>
      expect(tagScript()).toHaveAttribute(
        'src',
        'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      ),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/google_analytics', expect.anything());
  });

  it('loads nothing when analytics is off', async () => {
    const fetchMock = mockApi({ googleAnalytics: '' });
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/google_analytics', expect.anything()),
    );
    expect(tagScript()).toBeNull();
    expect(window.gtag).toBeUndefined();
  });
});
