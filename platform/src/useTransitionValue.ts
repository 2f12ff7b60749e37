import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as a transition: the component that reads a store (RTK Query, the location) re-renders at once
 * and cheaply, and whatever renders from the returned value follows as a transition, in slices, so a page
 * filling with its data is not one long task. Keep `value` stable (memoised) between renders, or every
 * render starts another transition.
 */
export function useTransitionValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    startTransition(() => setShown(value));
  }, [value]);
  return shown;
}
