// Standalone start (own dev server, no shell). Inside the shell only ./mfe-search is loaded.
import { runStandalone } from '@zaalplek/platform';
import * as lifecycles from './mfe-search';

runStandalone('mfe-search', lifecycles);
