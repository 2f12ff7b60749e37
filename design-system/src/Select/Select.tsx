import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldIds } from '../internal/Field';
import { useDsIntl } from '../intl/useDsIntl';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'size'> {
  label: ReactNode;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Text of the empty first option; defaults to "Maak een keuze" / "Choose an option". Pass false for none. */
  placeholder?: string | false;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
}

const chevron = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8" viewBox="0 0 12 8"><path d="M1 1l5 5 5-5" stroke="#231D19" stroke-width="2" fill="none"/></svg>',
);

export const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  background-image: url("data:image/svg+xml,${chevron}");
  background-repeat: no-repeat;
  background-position: right 12px center;
  cursor: pointer;
`;

/** Native select (best keyboard and screen-reader support) with the field layout. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, value, onChange, placeholder, hint, error, hideLabel, id, required, className, ...rest },
  ref,
) {
  const intl = useDsIntl();
  const ids = useFieldIds(id, hint, error);
  const placeholderText = placeholder === false ? null : (placeholder ?? intl.formatMessage({ id: 'Select.placeholder', defaultMessage: 'Maak een keuze' }));
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <NativeSelect
        {...rest}
        ref={ref}
        id={ids.inputId}
        required={required}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
      >
        {placeholderText !== null && <option value="">{placeholderText}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
});
