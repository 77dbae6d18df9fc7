import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SelectField } from './SelectField.tsx';

const REQUIRED = 'Reason is required.';
const schema = z.object({ reason: z.string().min(1, REQUIRED) });

function Form({ onValid }: { onValid: (values: { reason: string }) => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <SelectField
        control={control}
        name="reason"
        label="Reason"
        hint="Why the assessment is wrong"
        required
        placeholder="Choose a reason"
        options={[
          { value: 'recent_appraisal', label: 'Recent appraisal' },
          { value: 'comparable_sales', label: 'Comparable sales' },
        ]}
      />
      <button type="submit">Next</button>
    </form>
  );
}

describe('select field', () => {
  it('starts unanswered, is flagged on submit with focus, and stores the choice', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const select = screen.getByRole('combobox', { name: 'Reason' });
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Why the assessment is wrong');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(select).toHaveAccessibleDescription(`Why the assessment is wrong ${REQUIRED}`);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.selectOptions(select, 'comparable_sales');
    expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onValid).toHaveBeenCalledWith({ reason: 'comparable_sales' }, expect.anything());
  });
});
