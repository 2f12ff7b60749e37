/**
 * Runs `run` once the page has loaded (its load event), at once if it has: for what the first view does
 * not need (the footer's data, the likely next MFE), so it does not take bandwidth from the page's own
 * files and data on a slow phone connection. Returns a function that cancels a run not yet started.
 */
export function afterLoad(run: () => void, win: Window = window): () => void {
  if (win.document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  win.addEventListener('load', run, { once: true });
  return () => win.removeEventListener('load', run);
}

/**
 * Runs `run` after the load event once the browser is idle (requestIdleCallback, at the latest
 * `timeoutMs` later), so it also waits for the page's first render; where the browser has no idle
 * callback, `fallbackMs` after the load event. Returns a function that cancels a run not yet started.
 */
export function afterLoadWhenIdle(run: () => void, { timeoutMs = 5000, fallbackMs = 2000, win = window }: { timeoutMs?: number; fallbackMs?: number; win?: Window } = {}): () => void {
  let cancelIdle = () => undefined as void;
  const cancelLoad = afterLoad(() => {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => win.cancelIdleCallback(id);
    } else {
      const id = win.setTimeout(run, fallbackMs);
      cancelIdle = () => win.clearTimeout(id);
    }
  }, win);
  return () => {
    cancelLoad();
    cancelIdle();
  };
}
