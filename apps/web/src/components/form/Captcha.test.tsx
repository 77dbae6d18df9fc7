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

  it("takes out the widget's empty dir and name, which are not valid HTML", async () => {
    const { container } = render(<Captcha onChange={() => {}} />);
    const widget = container.querySelector('altcha-widget') as Element;
    // What ALTCHA 3.2 renders inside itself: a box with dir="" and a checkbox with name="".
    widget.innerHTML =
      '<div class="altcha" dir=""><input type="checkbox" id="altcha-checkbox-1" name=""></div>';
    await vi.waitFor(() => expect(widget.querySelector('[dir], [name]')).toBeNull());
    // Written again later (the widget does on every change of state), taken out again; a
    // direction that is set stays.
    const box = widget.querySelector('.altcha') as Element;
    box.setAttribute('dir', '');
    await vi.waitFor(() => expect(box).not.toHaveAttribute('dir'));
    box.setAttribute('dir', 'rtl');
    await Promise.resolve();
    expect(box).toHaveAttribute('dir', 'rtl');
  });
});
