import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Shared layout for labelled form controls: label, control, hint and error, wired with ids. */
export interface FieldIds {
  inputId: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode): FieldIds {
  const generated = useId();
  const inputId = id ?? `zp-field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 2px;
`;

export const Hint = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  transition: border-color ${({ theme }) => theme.transition};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { ${({ theme }) => theme.focusRing} }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceMuted}; cursor: not-allowed; }
`;

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
  /** Extra content rendered after the hint (e.g. a character counter). */
  footer?: ReactNode;
}

const HiddenLabel = styled(Label)`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

export function FieldFrame({ ids, label, hint, error, required, hideLabel, className, children, footer }: FieldFrameProps) {
  const LabelTag = hideLabel ? HiddenLabel : Label;
  return (
    <FieldRoot className={className}>
      <LabelTag htmlFor={ids.inputId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelTag>
      {children}
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      {footer}
      {error && <ErrorText id={ids.errorId} role="alert">{error}</ErrorText>}
    </FieldRoot>
  );
}
