import { useEffect, useState } from 'react';

/** Price preview debounce (the spec's 300 ms request debounce). */
export const PREVIEW_DEBOUNCE_MS = 300;

/** `value` once it stopped changing for `delay` ms (compared by JSON). */
export function useDebounced<T>(value: T, delay = PREVIEW_DEBOUNCE_MS): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(t);
  }, [key, delay]); // eslint-disable-line react-hooks/exhaustive-deps
  return settled;
}
