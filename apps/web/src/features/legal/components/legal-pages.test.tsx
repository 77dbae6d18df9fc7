import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { municipalityFixture } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/render-app.tsx';

const kent = municipalityFixture({ key: 'kent', displayName: 'Town of Kent', shortName: 'Kent' });

describe('legal pages', () => {
  it('Terms of Use name the firm and the municipality and cover the essentials', async () => {
    mockApi({ municipality: kent });
    renderApp({ entries: ['/terms-of-use'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'Sample Assessment Services, LLC (“we”, “us”) operates on behalf of Town of Kent',
    );
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'An Informal Review is not a formal grievance',
        'Your account',
        'What you submit',
        'Contact',
      ]),
    );
    expect(main).toHaveTextContent('submissions are accepted through March 31, 2025');
    expect(document.title).toBe('Terms of Use · Kent Informal Review');
  });

  it('Privacy Policy says what is collected, kept and never sold', async () => {
    mockApi({ municipality: kent });
    renderApp({ entries: ['/privacy'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Information we collect',
        'Cookies and local storage',
        'How long we keep it',
        'Contact',
      ]),
    );
    expect(main).toHaveTextContent('We do not sell, rent or trade your personal information.');
    expect(main).toHaveTextContent(/One session cookie/);
    expect(main).toHaveTextContent(/Google Analytics, only when enabled/);
    expect(main).toHaveTextContent(/Local Government Records \(LGS-1\)/);
    expect(main).toHaveTextContent('on behalf of Town of Kent');
    expect(document.title).toBe('Privacy Policy · Kent Informal Review');
  });
});
