// Standalone start (own dev server, no shell). Inside the shell only ./mfe-booking is loaded.
import { runStandalone } from '@zaalplek/platform';
import * as lifecycles from './mfe-booking';

runStandalone('mfe-booking', lifecycles);
