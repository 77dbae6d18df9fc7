import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog.tsx';

describe('alert dialog', () => {
  it('holds no heading and names no ids while closed', () => {
    const { container } = render(<AlertDialog title="" message={null} onClose={() => {}} />);
    const dialog = container.querySelector('dialog');
    expect(dialog).toBeEmptyDOMElement();
    expect(dialog).not.toHaveAttribute('aria-labelledby');
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('shows its title and message when it has one, and OK closes it', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<AlertDialog title="" message={null} onClose={onClose} />);
    rerender(<AlertDialog title="Signed out" message="Your session ended." onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Signed out' });
    expect(dialog).toHaveAccessibleDescription('Your session ended.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});
