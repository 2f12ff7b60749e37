// createMfeLifecycles: single-spa-react lifecycles for one MFE, wrapped in the theme,
// ZaalplekIntlProvider, an error boundary and a root element with data-mfe / data-mfe-version.
import React, { Component, startTransition, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system/core';
import { ZaalplekIntlProvider } from './i18n';
import { MfeErrorFrame, PlainMfeErrorFrame } from './MfeErrorFrame';
import type { Catalogs } from './catalog-loader';

export interface MfeOptions<P extends object = object> {
  /** package name, e.g. 'mfe-search'; mounts into <div id="mfe-search"> (id = package name) */
  name: string;
  version: string;
  rootComponent: ComponentType<P>;
  /** the MFE's catalogs; platform's common messages are merged underneath */
  messages?: Catalogs;
  /**
   * Awaited before the first mount (single-spa's bootstrap): e.g. the code of the first page, so the page
   * renders at once instead of behind a Suspense fallback (React reveals content that replaces a fallback
   * only some time after the fallback was shown).
   */
  beforeFirstMount?: () => Promise<unknown>;
}

class MfeErrorBoundary extends Component<{ name: string; children?: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[zaalplek] ${this.props.name} crashed`, error, info.componentStack);
  }

  render() {
    return this.state.error ? <MfeErrorFrame name={this.props.name} /> : this.props.children;
  }
}

/**
 * React roots whose renders run as transitions: React then renders in slices of a few milliseconds and lets
 * the browser handle input between them, instead of one long task for a whole page (what a phone's first
 * load spent most of its blocked time on). Mount and update both go through `render`.
 */
export const transitionRoots = {
  createRoot(container: Element) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

export function createMfeLifecycles<P extends object = object>({ name, version, rootComponent: Root, messages = {}, beforeFirstMount }: MfeOptions<P>) {
  function MfeRoot(props: P) {
    return (
      <ThemeProvider theme={theme}>
        <ZaalplekIntlProvider messages={messages}>
          <div data-mfe={name} data-mfe-version={version}>
            <MfeErrorBoundary name={name}>
              <Root {...props} />
            </MfeErrorBoundary>
          </div>
        </ZaalplekIntlProvider>
      </ThemeProvider>
    );
  }
  MfeRoot.displayName = `MfeRoot(${name})`;

  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: transitionRoots as unknown as typeof ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: MfeRoot as ComponentType<P & AppProps>,
    // Last resort when the providers themselves fail: no intl available here.
    errorBoundary: () => <PlainMfeErrorFrame name={name} />,
    domElementGetter: () => {
      let el = document.getElementById(name);
      if (!el) {
        el = document.createElement('div');
        el.id = name;
        (document.querySelector('main') ?? document.body).appendChild(el);
      }
      return el;
    },
  });
  if (!beforeFirstMount) return lifecycles;
  return {
    ...lifecycles,
    bootstrap: async (props: P & AppProps) => {
      await beforeFirstMount().catch(() => undefined); // without it the page still loads, behind its fallback
      return lifecycles.bootstrap(props);
    },
  };
}
