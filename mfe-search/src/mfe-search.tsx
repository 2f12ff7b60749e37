// single-spa lifecycles of mfe-search (exposed to the shell as 'mfe_search/app').
import { createMfeLifecycles } from '@zaalplek/platform';
import App from './App';
import { prefetchPageData } from './features/routing/prefetchPageData';
import { store } from './store';
import en from './messages/en.json';
import nl from './messages/nl.json';

export const { bootstrap, mount, unmount } = createMfeLifecycles({
  name: 'mfe-search',
  version: process.env.MFE_VERSION ?? '0.0.0-dev',
  rootComponent: App,
  messages: { nl, en },
});

// The first page's data is asked for now, while the shell and the page render (see prefetchPageData).
if (typeof window !== 'undefined') prefetchPageData(store.dispatch, window.location);
