// The shell's own React root: header, footer, status pages, toasts and update prompt (via portals).
import { Suspense, lazy, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@zaalplek/design-system/core';
import { ZaalplekIntlProvider, usePathname, useSession } from '@zaalplek/platform';
import { shellMessages } from '../messages';
import { Footer } from './Footer';
import { Header } from './Header';
import { StatusPage } from './StatusPage';
import { Toasts } from './Toasts';
import { shellPageFor, showsFooter, showsHeader } from './route-layout';
import { authPageFor } from '../auth/auth-routes';
import { LazyAuthPage, LazyAuthPopup } from '../auth/LazyAuth';

// Shown only for a logged-in account acting as another / when a new version is waiting: their code
// loads then, not with every first page.
const ActingAsBanner = lazy(() => import(/* webpackChunkName: "header-live" */ './ActingAsBanner').then((m) => ({ default: m.ActingAsBanner })));
const UpdatePrompt = lazy(() => import(/* webpackChunkName: "update-prompt" */ './UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

export interface ShellSlots {
  header: HTMLElement;
  footer: HTMLElement;
  page: HTMLElement;
}

export interface ShellAppProps {
  slots: ShellSlots;
  /** Subscribes to "a new service worker is waiting"; returns the apply function through the callback. */
  onUpdateWaiting?: (cb: (apply: () => void) => void) => void;
}

function Frame({ slots, onUpdateWaiting }: ShellAppProps) {
  const pathname = usePathname();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  const page = shellPageFor(pathname);
  const authPage = authPageFor(pathname);
  const { isLoggedIn } = useSession();

  useEffect(() => {
    onUpdateWaiting?.((apply) => setApplyUpdate(() => apply));
  }, [onUpdateWaiting]);

  return (
    <>
      {showsHeader(pathname) && createPortal(<Header />, slots.header)}
      {page && createPortal(<StatusPage page={page} />, slots.page)}
      {authPage && createPortal(<LazyAuthPage page={authPage} pathname={pathname} />, slots.page)}
      {showsFooter(pathname) && createPortal(<Footer />, slots.footer)}
      <LazyAuthPopup />
      <Toasts />
      {isLoggedIn && (
        <Suspense fallback={null}>
          <ActingAsBanner />
        </Suspense>
      )}
      {applyUpdate && (
        <Suspense fallback={null}>
          <UpdatePrompt onApply={applyUpdate} />
        </Suspense>
      )}
    </>
  );
}

export function ShellApp(props: ShellAppProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ZaalplekIntlProvider messages={shellMessages}>
        <Frame {...props} />
      </ZaalplekIntlProvider>
    </ThemeProvider>
  );
}
