import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField.tsx';

function Select(props: { error?: string; hint?: string; required?: boolean }) {
  return (
    <FormField label="State" {...props}>
      {(control) => (
        <select {...control} className="select">
          <option>NY</option>
        </select>
      )}
    </FormField>
  );
}

describe('form field frame', () => {
  it('labels any control and describes it with nothing when there is nothing to say', () => {
    render(<Select />);
    const select = screen.getByLabelText('State');
    expect(select.tagName).toBe('SELECT');
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-required');
  });

  it('shows a star for the eye and says "required" to screen readers', () => {
    render(<Select required />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-required', 'true');
    const star = screen.getByText('*');
    expect(star).toHaveAttribute('aria-hidden', 'true');
    expect(star.closest('label')).toHaveAttribute('for', select.id);
  });

  it('reads the hint, then the error, with the control', () => {
    render(<Select hint="Two letters" error="Must be at least 2 characters long." />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAccessibleDescription('Two letters Must be at least 2 characters long.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads the hint alone while there is no error', () => {
    render(<Select hint="Two letters" />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAccessibleDescription('Two letters');
    expect(select).not.toHaveAttribute('aria-invalid');
  });
});
