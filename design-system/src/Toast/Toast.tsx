import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '../intl/useDsIntl';

/** Toast time-out from the spec (section 9). */
export const TOAST_TIMEOUT_MS = 5000;

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastProps {
  message: ReactNode;
  kind?: ToastKind;
  /** Milliseconds before onDismiss is called; 0 keeps the toast until closed. Default 5000. */
  duration?: number;
  onDismiss?: () => void;
  className?: string;
}

const palette = {
  info: ['infoSoft', 'info'],
  success: ['successSoft', 'success'],
  warning: ['warningSoft', 'warning'],
  error: ['dangerSoft', 'danger'],
} as const;

const Root = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 260px;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme, $kind }) => theme.colors[palette[$kind][1]]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $kind }) => theme.colors[palette[$kind][0]]};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Message = styled.div`
  flex: 1;
  padding-top: 2px;
`;

const Close = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.06); }
  &:focus-visible { ${({ theme }) => theme.focusRing} }
`;

/**
 * One notification. Errors use role="alert", others role="status".
 * Auto-dismisses after `duration`; the timer pauses while hovered or focused.
 */
export function Toast({ message, kind = 'info', duration = TOAST_TIMEOUT_MS, onDismiss, className }: ToastProps) {
  const intl = useDsIntl();
  const [paused, setPaused] = useState(false);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (!duration || paused) return undefined;
    const timer = setTimeout(() => dismissRef.current?.(), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);

  return (
    <Root
      $kind={kind}
      className={className}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-kind={kind}
    >
      <Message>{message}</Message>
      {onDismiss && (
        <Close type="button" aria-label={intl.formatMessage({ id: 'Toast.close', defaultMessage: 'Melding sluiten' })} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Close>
      )}
    </Root>
  );
}
