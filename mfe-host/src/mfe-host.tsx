// single-spa lifecycles of mfe-host (exposed to the shell as 'mfe_host/app').
import { createMfeLifecycles, defineCatalogs, type Catalog } from '@zaalplek/platform';
import App from './App';
import nl from './messages/nl.json';

export const { bootstrap, mount, unmount } = createMfeLifecycles({
  name: 'mfe-host',
  version: process.env.MFE_VERSION ?? '0.0.0-dev',
  rootComponent: App,
  // English loads when a page is first shown in English
  messages: defineCatalogs({ nl: nl as Catalog, en: () => import(/* webpackChunkName: "messages-en" */ './messages/en.json') }),
});
