export { Toast, TOAST_TIMEOUT_MS } from './Toast';
export type { ToastProps, ToastKind } from './Toast';
export { ToastStack } from './ToastStack';
export type { ToastStackProps, ToastItem } from './ToastStack';
export { useToastQueue } from './useToastQueue';
