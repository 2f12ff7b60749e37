// Root of mfe-content: the home page, and the store and router with the other pages. The home page
// renders without either (features/home/homeReads.ts), so the first load of the home page carries
// neither RTK nor the router nor the other pages' code; those load when a content page is shown
// (at once when the first page is one).
import { lazy, Suspense } from 'react';
import { usePathname } from '@zaalplek/platform';
import { HomePage } from './features/home/HomePage';
import { isContentPath, isHome } from './features/routing/contentPaths';

type ContentPagesModule = typeof import('./ContentPages');
/** The content pages' module once loaded: then rendered directly, without a Suspense fallback in between. */
let loaded: ContentPagesModule | null = null;
const loadContentPages = () =>
  import(/* webpackChunkName: "content-pages" */ './ContentPages').then((module) => {
    loaded = module;
    return module;
  });
const ContentPages = lazy(loadContentPages);

const firstIsContentPage = typeof window !== 'undefined' && !isHome(window.location.pathname) && isContentPath(window.location.pathname);
// The first page is a content page: fetch its code while the MFE starts, and its data as soon as the code is in.
const firstPage = firstIsContentPage ? loadContentPages().then((pages) => pages.prefetchFirstPage()) : Promise.resolve();

/** Awaited before the first mount (see mfe-content.tsx): a first content page renders at once. */
export const firstPageReady = () => firstPage;

export default function App() {
  const pathname = usePathname();
  let page = null;
  if (isHome(pathname)) page = <HomePage />;
  else if (isContentPath(pathname)) {
    page = loaded ? (
      <loaded.default />
    ) : (
      <Suspense fallback={null}>
        <ContentPages />
      </Suspense>
    );
  }
  return page;
}
