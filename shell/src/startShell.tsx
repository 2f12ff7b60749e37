// The shell: layout, redirects, remotes from /mfe-manifest.json, one single-spa app per MFE, start().
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerApplication, start } from 'single-spa';
import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ShellApp } from './layout/ShellApp';
import { installRedirects } from './routing/apply-redirects';
import { fetchManifest } from './mfe/manifest';
import { registerMfes } from './mfe/register-mfes';
import { installMfePrefetch } from './mfe/prefetch';
import { installChunkReload } from './chunk-reload';
import { applyUpdate, registerServiceWorker } from './sw/register';

declare global {
  interface Window {
    __ZAALPLEK_SHELL__?: boolean;
  }
}

function slot(selector: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`index.html lacks ${selector}`);
  return el;
}

export async function startShell(): Promise<void> {
  window.__ZAALPLEK_SHELL__ = true;
  installChunkReload();
  installRedirects();
  // the server's text of a shell page (not found): the shell renders its own page into the slot
  document.querySelector('#shell-page > [data-server-text]')?.remove();

  let notifyWaiting: ((apply: () => void) => void) | null = null;
  const rootEl = document.createElement('div');
  rootEl.id = 'shell-root';
  document.body.appendChild(rootEl);
  // as a transition: rendered in slices, so the first load has no long task for the whole layout
  const root = createRoot(rootEl);
  startTransition(() =>
    root.render(
      <ShellApp
        slots={{ header: slot('header'), footer: slot('footer'), page: slot('#shell-page') }}
        onUpdateWaiting={(cb) => {
          notifyWaiting = cb;
        }}
      />,
    ),
  );

  if (!getInstance()) init({ name: 'zaalplek_shell', remotes: [] });
  const manifest = await fetchManifest();
  registerMfes(manifest, {
    runtime: { registerRemotes, loadRemote: (id) => loadRemote(id) },
    registerApplication,
  });
  start({ urlRerouteOnly: true });
  installMfePrefetch(manifest);

  registerServiceWorker((worker) => notifyWaiting?.(() => applyUpdate(worker)));
}

