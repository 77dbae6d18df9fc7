import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCaptchaState } from '../../test/render-app.tsx';
import { Captcha } from './Captcha.tsx';

// A chunk that fails to download (offline, or a deploy replaced it) rejects the import.
vi.mock('altcha', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('captcha', () => {
  it('asks to reload when the widget cannot be loaded', async () => {
    render(<Captcha onChange={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The captcha could not be loaded. Please check your connection and reload the page.',
    );
  });

  it('reports the payload only while the challenge is solved', () => {
    const onChange = vi.fn();
    const { container } = render(<Captcha onChange={onChange} />);
    const widget = container.querySelector('altcha-widget');
    expect(widget).toHaveAttribute('challenge', '/api/auth/captcha');
    setCaptchaState(widget as Element, 'verified', 'p1');
    setCaptchaState(widget as Element, 'expired');
    setCaptchaState(widget as Element, 'verified', 'p2');
    setCaptchaState(widget as Element, 'unverified');
    expect(onChange.mock.calls).toEqual([['p1'], [null], ['p2'], [null]]);
  });
});
