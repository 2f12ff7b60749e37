import { forwardRef, useEffect, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../internal/Field';
import { useDsIntl } from '@zaalplek/design-system/core';
import { Input } from '../TextField/TextField';
import { formatMoneyInput, parseMoney } from '../utils/money';

export interface MoneyFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'size'> {
  label: ReactNode;
  /** Integer cents, or null when empty. */
  value: number | null;
  /** Called with integer cents (null when emptied); not called while the text is not an amount. */
  onChange: (cents: number | null) => void;
  hint?: ReactNode;
  /** Error from the form; an unreadable amount shows the field's own message. */
  error?: ReactNode;
  hideLabel?: boolean;
}

const text = (cents: number | null, locale: string) => (cents == null ? '' : formatMoneyInput(cents, locale));

/**
 * Euro amount input: accepts "17,50", "17.50", "17" and thousands separators in nl and en,
 * reports integer cents and shows the amount in the locale's format after leaving the field.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { label, value, onChange, hint, error, hideLabel, id, required, className, onBlur, ...rest },
  ref,
) {
  const intl = useDsIntl();
  const [typed, setTyped] = useState(() => text(value, intl.locale));
  const [unreadable, setUnreadable] = useState(false);
  // a value from outside (reset, loaded data) replaces what is shown unless it is what was typed
  useEffect(() => {
    setTyped((current) => (parseMoney(current, intl.locale) === value ? current : text(value, intl.locale)));
  }, [value, intl.locale]);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setTyped(next);
    const cents = parseMoney(next, intl.locale);
    setUnreadable(cents === undefined);
    if (cents !== undefined && cents !== value) onChange(cents);
  };
  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    const cents = parseMoney(typed, intl.locale);
    if (cents !== undefined) setTyped(text(cents, intl.locale));
    setUnreadable(cents === undefined);
    onBlur?.(e);
  };
  const shownError = unreadable ? intl.formatMessage({ id: 'MoneyField.invalid', defaultMessage: 'Vul een bedrag in, bijvoorbeeld 17,50' }) : error;
  const ids = useFieldIds(id, hint, shownError);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={shownError} required={required} hideLabel={hideLabel} className={className}>
      <Input
        {...rest}
        ref={ref}
        id={ids.inputId}
        type="text"
        inputMode="decimal"
        autoComplete={rest.autoComplete ?? 'off'}
        required={required}
        value={typed}
        onChange={handleChange}
        onBlur={handleBlur}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(shownError)}
      />
    </FieldFrame>
  );
});
