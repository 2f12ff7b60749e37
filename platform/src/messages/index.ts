import en from './en.json';
import nl from './nl.json';
import type { Locale } from '../routes';

export type Catalog = Record<string, string>;

/** Common platform messages (errors, error frame, guards), merged under every MFE's catalog. */
export const platformMessages: Record<Locale, Catalog> = { nl, en };
