// Lifecycles used in place of an MFE whose remote failed to load: a friendly frame in its div,
// so single-spa keeps routing and the rest of the page keeps working.
import type { LifeCycles } from 'single-spa';
import { renderPlainErrorFrame } from '@zaalplek/platform';

export function errorFrameLifecycles(name: string, domElement: () => HTMLElement): LifeCycles<object> {
  return {
    bootstrap: async () => {},
    mount: async () => {
      renderPlainErrorFrame(domElement(), name);
    },
    unmount: async () => {
      domElement().innerHTML = '';
    },
  };
}
