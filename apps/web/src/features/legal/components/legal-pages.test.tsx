import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ir/domain';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { municipalityFixture } from '../../../test/fixtures.ts';
import { chooseLanguage, mockApi, renderApp } from '../../../test/render-app.tsx';

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

  it('the accessibility statement gives the standard, the tests, the limits and where to report', async () => {
    mockApi({
      municipality: municipalityFixture({
        ...kent,
        firm: { ...kent.firm, accessibilityEmail: 'access@firm.example.com' },
      }),
    });
    renderApp({ entries: ['/accessibility'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['The standard', 'How we test it', 'Known limits', 'Report a barrier']);
    expect(main).toHaveTextContent('WCAG) 2.1, Level AA');
    expect(main).toHaveTextContent('by April 26, 2027 for a government serving 50,000 people');
    expect(main).toHaveTextContent('by April 26, 2028 for a smaller one');
    expect(main).toHaveTextContent('e2e/specs/accessibility.spec.ts');
    expect(main).toHaveTextContent('e2e/specs/keyboard.spec.ts');
    expect(main).toHaveTextContent('e2e/specs/filing-keyboard.spec.ts');
    expect(main).toHaveTextContent(/Files that owners and staff upload/);
    expect(main).toHaveTextContent(/are tagged PDFs/);
    expect(main).toHaveTextContent('within 5 business days');
    expect(within(main).getByRole('link', { name: '(518) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15185550142',
    );
    // EmailText's <wbr>s split the name in jsdom's name computation, not in browsers.
    const email = within(main).getByRole('link', { name: /^access/ });
    expect(email).toHaveAttribute('href', 'mailto:access@firm.example.com');
    expect(email).toHaveTextContent('access@firm.example.com');
    expect(main).toHaveTextContent(`Mail: ${kent.firm.name}, ${kent.firm.address}`);
    expect(main).toHaveTextContent(
      MESSAGES.accessibility.intro
        .replace('{firm}', kent.firm.name)
        .replace('{municipality}', 'Town of Kent'),
    );
    expect(document.title).toBe('Accessibility · Kent Informal Review');
  });

  it('without an accessibility e-mail, the statement offers the phone and the post', async () => {
    mockApi({ municipality: kent });
    renderApp({ entries: ['/accessibility'] });
    await screen.findByRole('heading', { level: 1, name: 'Accessibility' });
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent('E-mail:');
    expect(within(main).getByRole('link', { name: '(518) 555-0142' })).toBeInTheDocument();
  });
});

describe('legal pages in Spanish', () => {
  beforeEach(() => chooseLanguage('es'));

  const headingsOf = (main: HTMLElement) =>
    within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);

  it('Terms of Use: every section, the names, the deadline in Spanish and the link to the policy', async () => {
    mockApi({ municipality: kent });
    renderApp({ entries: ['/terms-of-use'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Condiciones de uso' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Condiciones de uso · Revisión Informal de Kent');
    const main = screen.getByRole('main');
    const T = MESSAGES_ES.terms;
    expect(headingsOf(main)).toEqual([
      T.purposeHeading,
      T.notGrievanceHeading,
      T.whoHeading,
      T.accountHeading,
      T.submitHeading,
      T.decisionsHeading,
      T.useHeading,
      T.liabilityHeading,
      T.lawHeading,
      T.contactHeading,
    ]);
    expect(main).toHaveTextContent(
      'Sample Assessment Services, LLC (“nosotros”) administra en nombre de Town of Kent (el “Municipio”)',
    );
    expect(main).toHaveTextContent('las solicitudes se aceptan hasta el 31 de marzo de 2025.');
    expect(main).toHaveTextContent('Junta de Revisión de Tasaciones (Board of Assessment Review)');
    expect(main).not.toHaveTextContent(/\{\w+\}/);
    expect(within(main).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(main).getByRole('link', { name: '(518) 555-0142' })).toBeInTheDocument();
    expect(main).toHaveTextContent(`escriba a ${kent.firm.address}.`);
  });

  it('Privacy Policy: every section, the bold leads and the link to the terms', async () => {
    mockApi({ municipality: kent });
    renderApp({ entries: ['/privacy'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Política de privacidad · Revisión Informal de Kent');
    const main = screen.getByRole('main');
    const P = MESSAGES_ES.privacy;
    expect(headingsOf(main)).toEqual([
      P.collectHeading,
      P.useHeading,
      P.shareHeading,
      P.cookiesHeading,
      P.keepHeading,
      P.protectHeading,
      P.choicesHeading,
      P.childrenHeading,
      P.changesHeading,
      P.contactHeading,
    ]);
    expect(within(main).getByText('Una cookie de sesión.').tagName).toBe('STRONG');
    expect(main).toHaveTextContent(
      'No vendemos, alquilamos ni intercambiamos su información personal.',
    );
    expect(main).toHaveTextContent('en nombre de Town of Kent (el “Municipio”)');
    expect(main).toHaveTextContent(
      `Solo el personal autorizado del Municipio y de ${kent.firm.name} puede ver las solicitudes`,
    );
    expect(main).not.toHaveTextContent(/\{\w+\}/);
    expect(within(main).getByRole('link', { name: 'Condiciones de uso' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
  });
});
