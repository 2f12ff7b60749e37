import { patchHistoryApi } from 'single-spa';
import { mfePageRenderer } from '@zaalplek/platform/src/testing/mfeTestKit';
import { api } from '../../api';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';
import { resetHomeReads } from '../home/homeReads';

const renderWithStore = mfePageRenderer({ api, store, messages: { nl, en } });

/**
 * Renders a page at `url` with this MFE's store, theme and catalogs (start URL set without a routing
 * event), nothing read yet (the store's cache and the home page's reads emptied).
 */
export const renderPage: typeof renderWithStore = (ui, url) => {
  resetHomeReads();
  return renderWithStore(ui, url);
};

// As in the shell after start(): pushState/replaceState fire popstate, so every
// listener (platform's useLocationHref, react-router) sees navigation.
patchHistoryApi();
