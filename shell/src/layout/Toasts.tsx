// Site-wide toasts: 'zaalplek:toast' events from any MFE, plus the offline toast. 5 s each.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ToastStack, type ToastItem } from '@zaalplek/design-system/core';
import { onZaalplekEvent, type ZaalplekEvents } from '@zaalplek/platform';
import { HEADER_HEIGHT } from './Header';

export const TOAST_MS = 5000;

export function Toasts() {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const add = useCallback(
    ({ message, messageId, kind }: ZaalplekEvents['zaalplek:toast']) => {
      const text =
        message ??
        (messageId && intl.messages[messageId] ? intl.formatMessage({ id: messageId }) : intl.formatMessage({ id: 'errors.generic', defaultMessage: 'Er is iets misgegaan, neem contact op met support.' }));
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message: text, kind }]);
    },
    [intl],
  );

  useEffect(() => onZaalplekEvent('zaalplek:toast', add), [add]);

  useEffect(() => {
    const onOffline = () => add({ messageId: 'errors.offline', kind: 'error' });
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [add]);

  const dismiss = useCallback((id: ToastItem['id']) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  // below the header: a toast right after login must not cover the account menu
  return <ToastStack toasts={toasts} onDismiss={dismiss} duration={TOAST_MS} offsetTop={HEADER_HEIGHT + 16} />;
}
