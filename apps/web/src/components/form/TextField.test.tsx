import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Mode } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PasswordField } from './PasswordField.tsx';
import { TextField } from './TextField.tsx';
import { TextInput } from './TextInput.tsx';
import { useFieldError } from './use-field-error.ts';

const TOO_SHORT = 'Must be at least 2 characters long.';
const MISMATCH = 'Must be the same as password.';

const schema = z
  .object({
    name: z.string().min(2, TOO_SHORT),
    phone: z.string(),
    password: z.string(),
    retype: z.string(),
  })
  .refine((v) => v.retype === v.password, { path: ['retype'], message: MISMATCH });
type Values = z.input<typeof schema>;

const digitsAsPhone = (value: string) => {
  const d = value.replace(/\D/g, '').slice(0, 10);
  return d.length > 6 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : d;
};

function Form({ mode, onValid = () => {} }: { mode: Mode; onValid?: (v: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', phone: '', password: '', retype: '' },
    mode,
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField control={control} name="name" label="First name" hint="As on the deed" required />
      <TextField control={control} name="phone" label="Phone" format={digitsAsPhone} />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="new-password"
        deps="retype"
      />
      <PasswordField control={control} name="retype" label="Re-type" autoComplete="new-password" />
      <button type="submit">Next</button>
    </form>
  );
}

const name = () => screen.getByRole('textbox', { name: 'First name' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('text field', () => {
  it('says nothing about a field the user has not touched', () => {
    render(<Form mode="onChange" />);
    expect(screen.queryByText(TOO_SHORT)).not.toBeInTheDocument();
    expect(name()).not.toHaveAttribute('aria-invalid');
    expect(name()).toHaveAccessibleDescription('As on the deed');
    expect(name()).toHaveAttribute('aria-required', 'true');
  });

  it('says its type, text unless given another (HTML_CodeSniffer reads the attribute)', () => {
    render(<Form mode="onChange" />);
    expect(name()).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows the error once the user types, tied to the field, and drops it when fixed', async () => {
    render(<Form mode="onChange" />);
    await userEvent.type(name(), 'A');
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveAccessibleDescription(`As on the deed ${TOO_SHORT}`);
    await userEvent.type(name(), 'n');
    expect(screen.queryByText(TOO_SHORT)).not.toBeInTheDocument();
    expect(name()).not.toHaveAttribute('aria-invalid');
  });

  it('leaves a field emptied or left blank alone until the form is submitted', async () => {
    render(<Form mode="onTouched" />);
    await userEvent.type(name(), 'A');
    await userEvent.clear(name());
    await userEvent.tab();
    expect(screen.queryByText(TOO_SHORT)).not.toBeInTheDocument();
    await submit();
    expect(screen.getByText(TOO_SHORT)).toBeInTheDocument();
    // The first field in error takes the focus.
    expect(name()).toHaveFocus();
  });

  it('with validation on leaving a field, shows the error only once the field is left', async () => {
    render(<Form mode="onTouched" />);
    await userEvent.type(name(), 'A');
    expect(screen.queryByText(TOO_SHORT)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText(TOO_SHORT)).toBeInTheDocument();
  });

  it('with validation on submit, waits for the submit, then follows corrections', async () => {
    render(<Form mode="onSubmit" />);
    await userEvent.type(name(), 'A');
    await userEvent.tab();
    expect(screen.queryByText(TOO_SHORT)).not.toBeInTheDocument();
    await submit();
    expect(screen.getByText(TOO_SHORT)).toBeInTheDocument();
    await userEvent.type(name(), 'n');
    expect(screen.queryByText(TOO_SHORT)).not.toBeInTheDocument();
  });

  it('stores what the user types through its formatter', async () => {
    const onValid = vi.fn();
    render(<Form mode="onChange" onValid={onValid} />);
    await userEvent.type(name(), 'Ann');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '(518) 5550142');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('518-555-0142');
    await submit();
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Ann', phone: '518-555-0142', password: '', retype: '' },
      expect.anything(),
    );
  });

  it('checks a dependent field again when the field it follows changes', async () => {
    render(<Form mode="onChange" />);
    await userEvent.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await userEvent.type(screen.getByLabelText('Re-type'), 'Abcdefg1');
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), '2');
    expect(screen.getByText(MISMATCH)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});

function RegisteredForm() {
  const { control, register, handleSubmit } = useForm<{ city: string }>({
    resolver: zodResolver(z.object({ city: z.string().min(2, TOO_SHORT) })),
    defaultValues: { city: '' },
    mode: 'onChange',
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <TextInput
        label="City"
        required
        error={useFieldError(control, 'city')}
        {...register('city')}
      />
      <button type="submit">Next</button>
    </form>
  );
}

describe('registered text input', () => {
  it('follows the same rule as the controlled field', async () => {
    render(<RegisteredForm />);
    const city = screen.getByRole('textbox', { name: 'City' });
    await submit();
    expect(city).toHaveAccessibleDescription(TOO_SHORT);
    expect(city).toHaveFocus();
    await userEvent.type(city, 'Al');
    expect(city).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(city);
    // Submitted once, so an empty field is flagged again.
    expect(city).toHaveAttribute('aria-invalid', 'true');
  });

  it('stays quiet until the user types', async () => {
    render(<RegisteredForm />);
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).not.toHaveAttribute('aria-invalid');
    await userEvent.type(city, 'A');
    expect(city).toHaveAccessibleDescription(TOO_SHORT);
  });
});
