import en from './en.json';
import nl from './nl.json';

/** Texts of the login popups, the login-link pages and the user menu (merged into the shell catalog). */
export const authMessages = { nl, en };
