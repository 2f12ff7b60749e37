import en from './en.json';
import nl from './nl.json';

export const shellMessages = { nl, en };
