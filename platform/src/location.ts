// React hook for the current URL, updated on single-spa routing events and popstate.
import { useSyncExternalStore } from 'react';

const EVENTS = ['popstate', 'single-spa:routing-event', 'hashchange'] as const;

export function onLocationChange(cb: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, cb);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, cb);
  };
}

function href(): string {
  return window.location.href;
}

/** Re-renders on every route change; returns window.location (read its fields in render). */
export function useLocationHref(): string {
  return useSyncExternalStore(onLocationChange, href, () => '/');
}

export function usePathname(): string {
  useLocationHref();
  return window.location.pathname;
}
