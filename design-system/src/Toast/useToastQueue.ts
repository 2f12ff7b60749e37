import { useCallback, useRef, useState } from 'react';
import type { ToastItem } from './ToastStack';

/** Small state helper for ToastStack: push returns the new toast's id. */
export function useToastQueue(max = 5) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const push = useCallback(
    (toast: Omit<ToastItem, 'id'> & { id?: ToastItem['id'] }) => {
      const id = toast.id ?? nextId.current++;
      setToasts((list) => [...list.filter((t) => t.id !== id), { ...toast, id }].slice(-max));
      return id;
    },
    [max],
  );
  const dismiss = useCallback((id: ToastItem['id']) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return { toasts, push, dismiss };
}
