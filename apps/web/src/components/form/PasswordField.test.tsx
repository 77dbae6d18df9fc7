import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField.tsx';

const RULE = 'At least 8 characters, with a lowercase letter, an uppercase letter and a number.';

function Form({ onValid }: { onValid: (values: { password: string }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { password: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <PasswordField
        control={control}
        name="password"
        label="Password"
        hint={RULE}
        autoComplete="new-password"
      />
      <button type="submit">Create Account</button>
    </form>
  );
}

const password = () => screen.getByLabelText('Password');

describe('password field', () => {
  it('says its rule before anything is typed', () => {
    render(<Form onValid={() => {}} />);
    expect(password()).toHaveAccessibleDescription(RULE);
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows and hides the password with its toggle, saying so', async () => {
    render(<Form onValid={() => {}} />);
    await userEvent.type(password(), 'Secret12');
    expect(password()).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveTextContent('Show');
    // Capitals are never "corrected" in the shown text; a password field takes no such
    // attribute (the HTML validator in the accessibility sweep refuses it there).
    expect(password()).not.toHaveAttribute('autocapitalize');
    await userEvent.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveAttribute('autocapitalize', 'none');
    expect(password()).toHaveValue('Secret12');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveTextContent('Hide');
    expect(screen.getByText('Your password is visible')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByText('Your password is hidden')).toBeInTheDocument();
    // The toggle is not the page's status: a form's own banner stays the one role=status.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not send the form from the toggle, and hides the password when the form is sent', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(password(), 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onValid).toHaveBeenCalledWith({ password: 'Secret12' }, expect.anything());
    expect(password()).toHaveAttribute('type', 'password');
  });
});
