// Standalone start (own dev server, no shell). Inside the shell only ./mfe-host is loaded.
import { runStandalone } from '@zaalplek/platform';
import * as lifecycles from './mfe-host';

runStandalone('mfe-host', lifecycles);
