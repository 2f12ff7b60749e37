/**
 * Resolves in a later task of the event loop: work after it runs as its own task, so the browser can
 * paint and handle input in between (scheduler.yield() where the browser has it, else a timer).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
