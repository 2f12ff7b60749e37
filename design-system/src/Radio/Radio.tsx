import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceDescription, ChoiceInput, ChoiceLabel, ChoiceRow } from '../Checkbox/Checkbox';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  description?: ReactNode;
}

/** One native radio button with its label. Use inside RadioGroup or a fieldset. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio({ label, description, id, className, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? `zp-radio-${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <ChoiceRow className={className}>
      <ChoiceInput {...rest} ref={ref} id={inputId} type="radio" aria-describedby={descriptionId} />
      <ChoiceLabel htmlFor={inputId}>{label}</ChoiceLabel>
      {description && <ChoiceDescription id={descriptionId}>{description}</ChoiceDescription>}
    </ChoiceRow>
  );
});

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  direction?: 'vertical' | 'horizontal';
  className?: string;
}

const Fieldset = styled.fieldset<{ $horizontal: boolean }>`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
  & > div.zp-radio-options {
    display: flex;
    flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space(5)};
  }
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const GroupError = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A labelled group of radio buttons (fieldset + legend); arrow keys move between options natively. */
export function RadioGroup({ legend, name, options, value, onChange, error, required, direction = 'vertical', className }: RadioGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <Fieldset
      className={className}
      $horizontal={direction === 'horizontal'}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required || undefined}
    >
      <Legend>{legend}</Legend>
      <div className="zp-radio-options">
        {options.map((o) => (
          <Radio
            key={o.value}
            name={name}
            value={o.value}
            label={o.label}
            description={o.description}
            disabled={o.disabled}
            required={required}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
        ))}
      </div>
      {error && <GroupError id={errorId} role="alert">{error}</GroupError>}
    </Fieldset>
  );
}
