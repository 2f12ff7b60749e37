import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children after the page's first paint, as a transition: what is below the first screen
 * (a space's description, booking panel and reviews under its photo) no longer delays the paint of what
 * a phone shows first. Put it only around content below the first screen, so nothing visible moves.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => window.clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
