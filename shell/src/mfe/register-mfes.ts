// Registers the remotes of the manifest with the Module Federation runtime and one single-spa
// application per MFE whose app is loadRemote('<remote name>/app').
import type { LifeCycles, RegisterApplicationConfig } from 'single-spa';
import { MFE_NAMES, activityFunctions, type MfeName } from '../activity-functions';
import { errorFrameLifecycles } from './error-lifecycles';
import type { MfeManifest } from './manifest';

export interface RemoteRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RegisterDeps {
  runtime: RemoteRuntime;
  registerApplication(config: RegisterApplicationConfig<object>): void;
  origin?: string;
}

export function mfeElement(name: MfeName): HTMLElement {
  let el = document.getElementById(name);
  if (!el) {
    el = document.createElement('div');
    el.id = name;
    (document.querySelector('main') ?? document.body).appendChild(el);
  }
  return el;
}

function isLifecycles(value: unknown): value is LifeCycles<object> {
  const v = value as Partial<LifeCycles<object>> | null;
  return Boolean(v && v.bootstrap && v.mount && v.unmount);
}

export async function loadMfe(name: MfeName, manifest: MfeManifest, runtime: RemoteRuntime): Promise<LifeCycles<object>> {
  const entry = manifest[name];
  try {
    if (!entry) throw new Error(`${name} is not in /mfe-manifest.json`);
    const module = await runtime.loadRemote<unknown>(`${entry.name}/app`);
    if (!isLifecycles(module)) throw new Error(`${entry.name}/app does not export single-spa lifecycles`);
    return module;
  } catch (error) {
    console.error(`[zaalplek] ${name} could not be loaded`, error);
    return errorFrameLifecycles(name, () => mfeElement(name));
  }
}

export function registerMfes(manifest: MfeManifest, deps: RegisterDeps): void {
  const origin = deps.origin ?? window.location.origin;
  const remotes = MFE_NAMES.flatMap((name) => {
    const entry = manifest[name];
    return entry ? [{ name: entry.name, entry: new URL(entry.url, origin).href }] : [];
  });
  deps.runtime.registerRemotes(remotes, { force: true });

  for (const name of MFE_NAMES) {
    deps.registerApplication({
      name,
      app: () => loadMfe(name, manifest, deps.runtime),
      activeWhen: activityFunctions[name],
      customProps: { domElement: mfeElement(name) },
    });
  }
}
