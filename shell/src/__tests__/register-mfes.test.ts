import type { RegisterApplicationConfig } from 'single-spa';
import type { LifeCycles } from 'single-spa';
import { registerMfes, loadMfe as loadLifecycles, type RemoteRuntime } from '../mfe/register-mfes';
import { fetchManifest, type MfeManifest } from '../mfe/manifest';

const manifest: MfeManifest = {
  'mfe-content': { name: 'mfe_content', url: '/mfe/mfe-content/remoteEntry.js', version: '0.1.0' },
  'mfe-search': { name: 'mfe_search', url: '/releases/mfe-search/0.2.0/remoteEntry.js', version: '0.2.0' },
};

type Simple = { mount: (p: never) => Promise<unknown>; unmount: (p: never) => Promise<unknown> };
async function loadMfe(...args: Parameters<typeof loadLifecycles>): Promise<Simple & LifeCycles<object>> {
  return (await loadLifecycles(...args)) as Simple & LifeCycles<object>;
}

function lifecycles(tag: string) {
  return { tag, bootstrap: jest.fn(async () => {}), mount: jest.fn(async () => {}), unmount: jest.fn(async () => {}) };
}

function runtime(loaders: Record<string, () => Promise<unknown>>): RemoteRuntime & { registerRemotes: jest.Mock } {
  return {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => {
      const load = loaders[id];
      if (!load) throw new Error(`no remote ${id}`);
      return load();
    }) as RemoteRuntime['loadRemote'],
  };
}

beforeEach(() => {
  document.body.innerHTML = '<main><div id="mfe-content"></div><div id="mfe-search"></div></main>';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

test('registers the manifest remotes (absolute URLs) and one application per MFE', () => {
  const rt = runtime({});
  const apps: RegisterApplicationConfig<object>[] = [];
  registerMfes(manifest, { runtime: rt, registerApplication: (c) => apps.push(c), origin: 'http://zaalplek.test' });

  expect(rt.registerRemotes).toHaveBeenCalledWith(
    [
      { name: 'mfe_content', entry: 'http://zaalplek.test/mfe/mfe-content/remoteEntry.js' },
      { name: 'mfe_search', entry: 'http://zaalplek.test/releases/mfe-search/0.2.0/remoteEntry.js' },
    ],
    { force: true },
  );
  expect(apps.map((a) => a.name)).toEqual(['mfe-content', 'mfe-search', 'mfe-booking', 'mfe-host', 'mfe-admin']);
  const search = apps.find((a) => a.name === 'mfe-search')!;
  expect((search.activeWhen as unknown as (l: URL) => boolean)(new URL('http://x/en/search'))).toBe(true);
  expect((search.customProps as { domElement: HTMLElement }).domElement.id).toBe('mfe-search');
});

test('a remote that loads is used as is (loaded via "<name>/app")', async () => {
  const content = lifecycles('content');
  const rt = runtime({ 'mfe_content/app': async () => content });
  await expect(loadMfe('mfe-content', manifest, rt)).resolves.toBe(content);
  expect(rt.loadRemote).toHaveBeenCalledWith('mfe_content/app');
});

test('a failing remote mounts a friendly error frame in its own div and leaves the others alone', async () => {
  window.history.replaceState(null, '', '/en/search');
  const rt = runtime({ 'mfe_search/app': async () => Promise.reject(new Error('script 404')) });
  document.getElementById('mfe-content')!.textContent = 'home content';

  const app = await loadMfe('mfe-search', manifest, rt);
  await app.mount({} as never);

  const frame = document.querySelector('#mfe-search [data-mfe-error="mfe-search"]');
  expect(frame).toHaveTextContent('This part of the page could not be loaded');
  expect(document.getElementById('mfe-content')).toHaveTextContent('home content');

  await app.unmount({} as never);
  expect(document.getElementById('mfe-search')).toBeEmptyDOMElement();
});

test('the error frame is Dutch on Dutch URLs', async () => {
  window.history.replaceState(null, '', '/search');
  const app = await loadMfe('mfe-search', manifest, runtime({}));
  await app.mount({} as never);
  expect(document.getElementById('mfe-search')).toHaveTextContent('Dit deel van de pagina kon niet worden geladen');
});

test('an MFE missing from the manifest, or without lifecycles, gets the error frame too', async () => {
  const missing = await loadMfe('mfe-admin', manifest, runtime({}));
  await missing.mount({} as never);
  expect(document.querySelector('#mfe-admin [data-mfe-error]')).not.toBeNull();

  const wrong = await loadMfe('mfe-content', manifest, runtime({ 'mfe_content/app': async () => ({ default: 1 }) }));
  await wrong.mount({} as never);
  expect(document.querySelector('#mfe-content [data-mfe-error]')).not.toBeNull();
});

test('fetchManifest asks without cache and falls back to an empty manifest on failure', async () => {
  const ok = jest.fn(async () => ({ ok: true, status: 200, json: async () => manifest }));
  await expect(fetchManifest(ok as unknown as typeof fetch)).resolves.toEqual(manifest);
  expect(ok).toHaveBeenCalledWith('/mfe-manifest.json', expect.objectContaining({ cache: 'no-cache' }));

  const failing = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
  await expect(fetchManifest(failing as unknown as typeof fetch)).resolves.toEqual({});
});

test('fetchManifest takes the manifest the page came with and asks the server only without one', async () => {
  const inPage = { 'mfe-search': { name: 'mfe_search', url: '/releases/mfe-search/2.0.0/remoteEntry.js', version: '2.0.0' } };
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'mfe-manifest';
  data.textContent = JSON.stringify(inPage);
  document.head.appendChild(data);
  const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => manifest }));
  try {
    await expect(fetchManifest(fetchImpl as unknown as typeof fetch)).resolves.toEqual(inPage);
    expect(fetchImpl).not.toHaveBeenCalled();
    data.textContent = '{not json';
    await expect(fetchManifest(fetchImpl as unknown as typeof fetch)).resolves.toEqual(manifest);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  } finally {
    data.remove();
  }
});
