import { patchHistoryApi } from 'single-spa';
import { mfePageRenderer } from '@zaalplek/platform/src/testing/mfeTestKit';
import { api } from '../../api';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';

/** Renders a page at `url` with this MFE's store, theme and catalogs (start URL set without a routing event). */
export const renderPage = mfePageRenderer({ api, store, messages: { nl, en } });

// As in the shell after start(): pushState/replaceState fire popstate, so every
// listener (platform's useLocationHref, react-router) sees navigation.
patchHistoryApi();
