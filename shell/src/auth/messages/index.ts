import { defineCatalogs } from '@zaalplek/platform';

/**
 * Texts of the login popup and the login-link pages: loaded with them (LazyAuth.tsx), in the page's
 * language only. The user menu's texts and the toasts after a login are in the shell's catalog.
 */
export const authMessages = defineCatalogs({
  nl: () => import(/* webpackChunkName: "auth-messages" */ './nl.json'),
  en: () => import(/* webpackChunkName: "auth-messages" */ './en.json'),
});
