// Runs one MFE alone (its own dev server, no shell): registers it with single-spa, active everywhere.
import { getAppNames, registerApplication, start, type LifeCycles } from 'single-spa';

export function runStandalone(name: string, lifecycles: LifeCycles<object>): void {
  if ((window as { __ZAALPLEK_SHELL__?: boolean }).__ZAALPLEK_SHELL__) return;
  if (getAppNames().includes(name)) return;
  registerApplication({ name, app: lifecycles, activeWhen: () => true });
  start({ urlRerouteOnly: true });
}
