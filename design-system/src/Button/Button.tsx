import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon shown before the text. */
  icon?: ReactNode;
}

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; border-color: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentSoft}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) { filter: brightness(0.9); }
  `,
};

const sizeStyles = {
  sm: css`padding: 6px 12px; font-size: ${({ theme }) => theme.typography.fontSize.sm}; min-height: 32px;`,
  md: css`padding: 10px 18px; font-size: ${({ theme }) => theme.typography.fontSize.md}; min-height: 44px;`,
  lg: css`padding: 14px 24px; font-size: ${({ theme }) => theme.typography.fontSize.lg}; min-height: 52px;`,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transition}, color ${({ theme }) => theme.transition};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  &:focus-visible { ${({ theme }) => theme.focusRing} }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, icon, type = 'button', disabled, children, onClick, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </StyledButton>
  );
});
