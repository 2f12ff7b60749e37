import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldIds } from '../internal/Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; marks the input aria-invalid and is announced. */
  error?: ReactNode;
  hideLabel?: boolean;
  /** Input type; defaults to text. */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
}

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** Default maximum input length from the spec (section 9): 255. */
export const DEFAULT_MAX_LENGTH = 255;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, hideLabel, id, required, className, type = 'text', maxLength = DEFAULT_MAX_LENGTH, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <Input
        ref={ref}
        id={ids.inputId}
        type={type}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      />
    </FieldFrame>
  );
});
