import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

export const ChoiceRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const ChoiceInput = styled.input`
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible { ${({ theme }) => theme.focusRing} }
  &:disabled { cursor: not-allowed; }
`;

export const ChoiceLabel = styled.label`
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
`;

export const ChoiceDescription = styled.div`
  grid-column: 2;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ChoiceError = styled.div`
  grid-column: 2;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Native checkbox with label, optional description and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `zp-checkbox-${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <ChoiceRow className={className}>
      <ChoiceInput
        {...rest}
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
      />
      <ChoiceLabel htmlFor={inputId}>{label}</ChoiceLabel>
      {description && <ChoiceDescription id={descriptionId}>{description}</ChoiceDescription>}
      {error && <ChoiceError id={errorId} role="alert">{error}</ChoiceError>}
    </ChoiceRow>
  );
});
