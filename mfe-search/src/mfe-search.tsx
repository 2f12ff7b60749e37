// single-spa lifecycles of mfe-search (exposed to the shell as 'mfe_search/app').
import type { ComponentType } from 'react';
import { createMfeLifecycles, defineCatalogs, nextTask, type Catalog } from '@zaalplek/platform';
import { prefetchPageData } from './features/routing/prefetchPageData';
import { store } from './store';
import nl from './messages/nl.json';

// On the first load the pages' code runs in a task of its own, after the store's and the first
// request's: on a phone the two together kept the page from answering a tap for well over a hundred
// milliseconds. Later (a click from another MFE's page) nothing else waits, and the page comes sooner without.
let App: ComponentType | null = null;
async function loadApp(): Promise<void> {
  if (document.readyState !== 'complete') await nextTask();
  App = (await import(/* webpackMode: "eager" */ './App')).default;
}

function Root() {
  return App ? <App /> : null;
}

export const { bootstrap, mount, unmount } = createMfeLifecycles({
  name: 'mfe-search',
  version: process.env.MFE_VERSION ?? '0.0.0-dev',
  rootComponent: Root,
  beforeFirstMount: loadApp,
  // English loads when a page is first shown in English
  messages: defineCatalogs({ nl: nl as Catalog, en: () => import(/* webpackChunkName: "messages-en" */ './messages/en.json') }),
});

// The first page's data is asked for now, while the shell and the page render (see prefetchPageData).
if (typeof window !== 'undefined') prefetchPageData(store.dispatch, window.location);
