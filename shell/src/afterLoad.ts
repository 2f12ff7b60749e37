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
