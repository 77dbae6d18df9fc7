import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { municipalityFixture } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/render-app.tsx';

describe('ContactPage', () => {
  it('gives the firm phone as a tel: link, the address and the hours', async () => {
    mockApi({
      municipality: municipalityFixture({
        firm: {
          name: 'Upstate Appraisal Co.',
          address: '12 Main Street, Canton, NY 13617',
          phone: '(315) 555-0199',
          website: 'https://upstate.example.com',
        },
      }),
    });
    renderApp({ entries: ['/contact'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    const phone = screen.getAllByRole('link', { name: '(315) 555-0199' })[0];
    expect(main).toContainElement(phone ?? null);
    expect(phone).toHaveAttribute('href', 'tel:+13155550199');
    expect(main.querySelector('address')).toHaveTextContent(
      'Upstate Appraisal Co.12 Main Street, Canton, NY 13617',
    );
    expect(main).toHaveTextContent(/Monday through Friday, 9:00 a\.m\. to 5:00 p\.m\./);
    expect(document.title).toBe('Contact Us · Amherst Informal Review');
  });
});
