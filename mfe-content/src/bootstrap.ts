// Standalone start (own dev server, no shell). Inside the shell only ./mfe-content is loaded.
import { runStandalone } from '@zaalplek/platform';
import * as lifecycles from './mfe-content';

runStandalone('mfe-content', lifecycles);
