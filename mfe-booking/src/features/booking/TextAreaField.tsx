import { useId, type TextareaHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  resize: vertical;
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: ReactNode;
  /** e.g. "Nog 120 tekens" (spec: inputs show the remaining symbols) */
  counter?: ReactNode;
}

/** A labelled multi-line text input with an error and a remaining-characters counter. */
export function TextAreaField({ label, error, counter, id, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? `textarea-${generated}`;
  const errorId = `${inputId}-error`;
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Area id={inputId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      <Meta>
        {error ? <Error id={errorId} role="alert">{error}</Error> : <span />}
        {counter && <span>{counter}</span>}
      </Meta>
    </Wrapper>
  );
}
