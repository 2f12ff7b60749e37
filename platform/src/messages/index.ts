import nl from './nl.json';
import { defineCatalogs, type Catalog } from '../catalog-loader';

export type { Catalog } from '../catalog-loader';

/**
 * Common platform messages (errors, error frame, guards), merged under every MFE's catalog. English
 * loads when a page is first shown in English (catalog-loader.ts).
 */
export const platformMessages = defineCatalogs({
  nl: nl as Catalog,
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
});
