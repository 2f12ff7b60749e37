import { mfeTestKit } from '@zaalplek/platform/src/testing/mfeTestKit';
import App from '../../App';
import { api } from '../../api';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';

export const { logIn, resetState, renderApp, currentUrl } = mfeTestKit({ App, api, store, messages: { nl, en } });
