import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { municipalityFixture } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/render-app.tsx';

describe('LandingPage', () => {
  it('invites owners to file while the review period is open', async () => {
    mockApi({ municipality: municipalityFixture({ expired: false }) });
    renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Town of Amherst' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Informal Review')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'If you disagree with your new assessed value, you can submit an Informal Review. ' +
        'A second value notice will be mailed in early May 2025. ' +
        'Submissions are due March 31, 2025.',
    );
    expect(main).not.toHaveTextContent(/has expired/);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // People who already have an account go straight to the login form.
    const logIn = screen.getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', '/login');
    expect(logIn.closest('p')).toHaveTextContent('Already have an account? Log in');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(document.title).toBe('Amherst Informal Review');
  });

  it('says the period has expired and offers Login instead', async () => {
    mockApi({
      municipality: municipalityFixture({
        expired: true,
        displayName: 'City of Oswego',
        shortName: 'Oswego',
        filingDeadline: '2025-03-01',
      }),
    });
    renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'City of Oswego' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'The Informal Review period for City of Oswego has expired (submissions were due March 1, 2025). ' +
        "Please contact your local Assessor's Office about Formal Grievance Day.",
    );
    expect(main).not.toHaveTextContent(/second value notice/);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    // The main button is already the way in: no second one.
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the City of Oswego website' })).toHaveAttribute(
      'href',
      'https://www.amherst.ny.us',
    );
  });
});
