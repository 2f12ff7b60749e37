import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '../intl/useDsIntl';
import { Toast, type ToastKind } from './Toast';

export interface ToastItem {
  id: string | number;
  message: ReactNode;
  kind?: ToastKind;
  /** Per-toast duration in ms; defaults to the stack's duration (5000). */
  duration?: number;
}

export interface ToastStackProps {
  toasts: ToastItem[];
  onDismiss: (id: ToastItem['id']) => void;
  duration?: number;
  placement?: 'top-right' | 'bottom-right' | 'bottom-center';
  /** Distance from the top in px for 'top-right' (default 16): below a header, so toasts never cover its menus. */
  offsetTop?: number;
}

const Region = styled.section<{ $placement: NonNullable<ToastStackProps['placement']>; $top: number }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${({ $placement, $top }) =>
    $placement === 'top-right'
      ? `top: ${$top}px; right: 16px;`
      : $placement === 'bottom-right'
        ? 'bottom: 16px; right: 16px;'
        : 'bottom: 16px; left: 50%; transform: translateX(-50%);'}
  ${({ theme }) => theme.media.mini} {
    left: 8px;
    right: 8px;
    transform: none;
  }
`;

/** Fixed stack of toasts; controlled: the host keeps the list and removes items in onDismiss. */
export function ToastStack({ toasts, onDismiss, duration, placement = 'top-right', offsetTop = 16 }: ToastStackProps) {
  const intl = useDsIntl();
  return (
    <Region $placement={placement} $top={offsetTop} aria-label={intl.formatMessage({ id: 'ToastStack.label', defaultMessage: 'Meldingen' })}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          message={toast.message}
          kind={toast.kind}
          duration={toast.duration ?? duration}
          onDismiss={() => onDismiss(toast.id)}
        />
      ))}
    </Region>
  );
}
