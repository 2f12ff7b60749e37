import { forwardRef, useMemo, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../internal/Field';
import { NativeSelect } from '../Select/Select';
import { useDsIntl } from '../intl/useDsIntl';
import { minutesToTime, timeOptions, timeToMinutes } from './timeOptions';

export interface TimeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'size'> {
  label: ReactNode;
  /** "HH:mm" (or "H:mm") or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Minutes between options; default 30. */
  step?: number;
  /** First selectable time, "HH:mm"; default "00:00". */
  min?: string;
  /** Last selectable time, "HH:mm"; default "23:30" with step 30. "24:00" is allowed. */
  max?: string;
  placeholder?: string | false;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
}

/** Time picker as a native select of "HH:mm" values between min and max in `step` minute steps. */
export const TimeSelect = forwardRef<HTMLSelectElement, TimeSelectProps>(function TimeSelect(
  { label, value, onChange, step = 30, min = '00:00', max = '23:59', placeholder, hint, error, hideLabel, id, required, className, ...rest },
  ref,
) {
  const intl = useDsIntl();
  const ids = useFieldIds(id, hint, error);
  const options = useMemo(() => timeOptions(min, max, step), [min, max, step]);
  const minutes = value == null ? null : timeToMinutes(value);
  const normalised = minutes == null ? '' : minutesToTime(minutes);
  const placeholderText = placeholder === false ? null : (placeholder ?? intl.formatMessage({ id: 'TimeSelect.placeholder', defaultMessage: 'Kies een tijd' }));
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <NativeSelect
        {...rest}
        ref={ref}
        id={ids.inputId}
        required={required}
        value={normalised}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
      >
        {placeholderText !== null && <option value="">{placeholderText}</option>}
        {normalised !== '' && !options.includes(normalised) && <option value={normalised}>{normalised}</option>}
        {options.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
});
