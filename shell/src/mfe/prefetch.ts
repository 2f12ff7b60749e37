// Prefetches the remoteEntry.js of the MFE a link leads to as soon as the pointer is over it or it
// gets focus, and, once the page has loaded and is idle, that of the MFE the current page most often leads to
// (home -> search, search/space page -> booking). A <link rel="prefetch"> only fills the HTTP
// cache: nothing runs until the route is entered.
import { MFE_NAMES, routeOwner, type MfeName } from '../activity-functions';
import type { MfeManifest } from './manifest';
import { afterLoadWhenIdle } from '../afterLoad';

export const LIKELY_NEXT: Partial<Record<MfeName, MfeName>> = {
  'mfe-content': 'mfe-search',
  'mfe-search': 'mfe-booking',
};

const isMfe = (owner: string | null): owner is MfeName => MFE_NAMES.includes(owner as MfeName);

export interface PrefetchDeps {
  doc?: Document;
  origin?: string;
  /** Runs the callback when the browser is idle (requestIdleCallback, else a timeout). */
  onIdle?: (cb: () => void) => void;
}

/** After the page's load event (the likely next MFE must not take bandwidth from this page's own files), once idle. */
const defaultOnIdle = (cb: () => void) => {
  afterLoadWhenIdle(cb);
};

export function prefetchScript(href: string, doc: Document = document): void {
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"], link[rel="preload"]')) {
    if (link.href === href) return;
  }
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', 'script');
  link.href = href;
  doc.head.appendChild(link);
}

/** Installs the hover/focus and idle prefetching; returns a function that removes the listeners. */
export function installMfePrefetch(manifest: MfeManifest, deps: PrefetchDeps = {}): () => void {
  const doc = deps.doc ?? document;
  const origin = deps.origin ?? window.location.origin;
  const onIdle = deps.onIdle ?? defaultOnIdle;

  const prefetchOwnerOf = (pathname: string) => {
    const owner = routeOwner(pathname);
    if (!isMfe(owner) || owner === routeOwner(window.location.pathname)) return;
    const entry = manifest[owner];
    if (entry) prefetchScript(new URL(entry.url, origin).href, doc);
  };

  const onPointer = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const url = new URL(anchor.href, origin);
    if (url.origin === origin) prefetchOwnerOf(url.pathname);
  };
  doc.addEventListener('pointerover', onPointer, { passive: true });
  doc.addEventListener('focusin', onPointer);

  onIdle(() => {
    const current = routeOwner(window.location.pathname);
    const next = isMfe(current) ? LIKELY_NEXT[current] : undefined;
    const entry = next && manifest[next];
    if (entry) prefetchScript(new URL(entry.url, origin).href, doc);
  });

  return () => {
    doc.removeEventListener('pointerover', onPointer);
    doc.removeEventListener('focusin', onPointer);
  };
}
