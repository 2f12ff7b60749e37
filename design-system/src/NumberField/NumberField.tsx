import { forwardRef, useEffect, useState, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../internal/Field';
import { Input } from '../TextField/TextField';

export interface NumberFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'size'> {
  label: ReactNode;
  /** Whole, non-negative number or null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Highest allowed value; larger input is clamped to it. */
  max?: number;
  /** Lowest value reached with ArrowDown (typing below it is allowed, validate on submit). */
  min?: number;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
}

/** Keeps digits only and applies `max`; returns null for empty input. */
export function parseDigits(raw: string, max?: number): number | null {
  const digits = raw.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  const n = Number(digits.slice(0, 15));
  return max != null && n > max ? max : n;
}

/** Text input that accepts digits only (no signs, decimals or exponents), with an optional maximum. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { label, value, onChange, max, min = 0, hint, error, hideLabel, id, required, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  const [text, setText] = useState(value == null ? '' : String(value));
  useEffect(() => setText(value == null ? '' : String(value)), [value]);

  const commit = (next: number | null) => {
    setText(next == null ? '' : String(next));
    if (next !== value) onChange(next);
  };
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => commit(parseDigits(e.target.value, max));
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      const current = value ?? min;
      const next = e.key === 'ArrowUp' ? current + (value == null ? 0 : 1) : Math.max(min, current - 1);
      commit(max != null ? Math.min(max, next) : next);
    }
    rest.onKeyDown?.(e);
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <Input
        {...rest}
        ref={ref}
        id={ids.inputId}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete={rest.autoComplete ?? 'off'}
        required={required}
        value={text}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
      />
    </FieldFrame>
  );
});
