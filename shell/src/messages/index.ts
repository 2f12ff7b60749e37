import { defineCatalogs, type Catalog } from '@zaalplek/platform';
import nl from './nl.json';

/**
 * The shell's texts (header, footer, user menu, status pages). English loads when a page is first
 * shown in English; the login popup's texts load with it (auth/messages).
 */
export const shellMessages = defineCatalogs({
  nl: nl as Catalog,
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
});
