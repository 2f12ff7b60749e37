import en from './en.json';
import nl from './nl.json';
import { authMessages } from '../auth/messages';

export const shellMessages = { nl: { ...nl, ...authMessages.nl }, en: { ...en, ...authMessages.en } };
