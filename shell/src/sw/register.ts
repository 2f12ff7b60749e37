// Registers /service-worker.js and reports a waiting worker (-> update prompt).
export const SERVICE_WORKER_URL = '/service-worker.js';
const UPDATE_CHECK_MS = 30 * 60 * 1000;

type Listener = (worker: ServiceWorker) => void;

export function watchForWaitingWorker(registration: ServiceWorkerRegistration, onWaiting: Listener): void {
  // A waiting worker only matters when an old one controls the page (i.e. this is an update).
  const hasController = () => Boolean(navigator.serviceWorker.controller);
  if (registration.waiting && hasController()) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && hasController() && registration.waiting) onWaiting(registration.waiting);
    });
  });
}

/** Tells the waiting worker to take over; the page reloads once it controls the page. */
export function applyUpdate(worker: ServiceWorker): void {
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

export async function registerServiceWorker(onWaiting: Listener): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    watchForWaitingWorker(registration, onWaiting);
    setInterval(() => registration.update().catch(() => {}), UPDATE_CHECK_MS);
  } catch (error) {
    console.error('[zaalplek] service worker registration failed', error);
  }
}
