// A failed chunk load (e.g. after a deploy removed old files) reloads the page, at most once a minute.
export const RELOAD_GUARD_KEY = 'zaalplek.chunkReloadAt';
const GUARD_MS = 60_000;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: string; message?: string };
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(message ?? '');
}

export function reloadOnChunkError(reason: unknown, reload: () => void = () => window.location.reload()): boolean {
  if (!isChunkLoadError(reason)) return false;
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Date.now() - last < GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  reload();
  return true;
}

export function installChunkReload(): void {
  window.addEventListener('unhandledrejection', (event) => reloadOnChunkError(event.reason));
  window.addEventListener('error', (event) => reloadOnChunkError(event.error));
}
