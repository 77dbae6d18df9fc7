import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { YesNo } from '@ir/domain/review.ts';
import type { ReviewFormValues } from '../../review-form.ts';

/** The form's yes/no fields: the payload's Y/N flags, and partial assessment's true/false. */
type FlagName = {
  [K in keyof ReviewFormValues]: ReviewFormValues[K] extends YesNo | boolean ? K : never;
}[keyof ReviewFormValues];

/**
 * A checkbox for a flag of the form. `checkedIs` says which Y/N value the tick stands for:
 * 'Y' for 'Data change needed', 'N' for 'no total_av change' (the change flag says N).
 */
export function FlagBox({
  control,
  name,
  checkedIs = 'Y',
  label,
  disabled,
  readOnly,
  describedBy,
  onToggle,
}: {
  control: Control<ReviewFormValues>;
  name: FlagName;
  checkedIs?: YesNo;
  label: ReactNode;
  disabled?: boolean;
  /** Shown, not changed: disabled, but kept readable. */
  readOnly: boolean;
  describedBy?: string | undefined;
  /** Instead of setting the box alone: a rule that changes another field with it. */
  onToggle?: (checked: boolean) => void;
}) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
  } = useController({ control, name });
  const checked = typeof value === 'boolean' ? value : value === checkedIs;
  const set = (tick: boolean) => {
    if (typeof value === 'boolean') onChange(tick);
    else onChange(tick === (checkedIs === 'Y') ? 'Y' : 'N');
  };
  return (
    <label className="flex cursor-pointer items-center gap-2">
      <input
        ref={ref}
        name={fieldName}
        type="checkbox"
        // The theme's default border is too faint to read as a box (WCAG 1.4.11).
        className={`checkbox checkbox-sm ${readOnly ? 'disabled:opacity-70' : ''}`}
        checked={checked}
        disabled={readOnly || disabled}
        aria-describedby={describedBy}
        onChange={(event) => (onToggle ?? set)(event.currentTarget.checked)}
        onBlur={onBlur}
      />
      <span>{label}</span>
    </label>
  );
}
