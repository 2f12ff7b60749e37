import styled, { keyframes } from 'styled-components';
import { useDsIntl } from '../intl/useDsIntl';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes = { sm: 16, md: 24, lg: 40 } as const;

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Text read by screen readers; defaults to "Bezig met laden…" / "Loading…". */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const intl = useDsIntl();
  const text = label ?? intl.formatMessage({ id: 'Spinner.loading', defaultMessage: 'Bezig met laden…' });
  return (
    <span role="status" className={className}>
      <Circle $size={sizes[size]} aria-hidden="true" data-testid="spinner-circle" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
