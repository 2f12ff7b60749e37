// Standalone start (own dev server, no shell). Inside the shell only ./mfe-admin is loaded.
import { runStandalone } from '@zaalplek/platform';
import * as lifecycles from './mfe-admin';

runStandalone('mfe-admin', lifecycles);
