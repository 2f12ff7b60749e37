// single-spa lifecycles of mfe-admin (exposed to the shell as 'mfe_admin/app').
import { createMfeLifecycles } from '@zaalplek/platform';
import App from './App';
import en from './messages/en.json';
import nl from './messages/nl.json';

export const { bootstrap, mount, unmount } = createMfeLifecycles({
  name: 'mfe-admin',
  version: process.env.MFE_VERSION ?? '0.0.0-dev',
  rootComponent: App,
  messages: { nl, en },
});
