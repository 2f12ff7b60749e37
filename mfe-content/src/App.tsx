// Root of mfe-content: the home page, and the store and router with the other pages. The home page
// renders without either (features/home/homeReads.ts), so the first load of the home page carries
// neither RTK nor the router nor the other pages' code; those load when a content page is shown
// (at once when the first page is one).
import { lazy, Suspense } from 'react';
import { usePathname } from '@zaalplek/platform';
import { HomePage } from './features/home/HomePage';
import { isContentPath, isHome } from './features/routing/contentPaths';

const loadContentPages = () => import(/* webpackChunkName: "content-pages" */ './ContentPages');
const ContentPages = lazy(loadContentPages);

// The first page is a content page: fetch its code while the MFE mounts, and its data as soon as the code is in.
if (typeof window !== 'undefined' && !isHome(window.location.pathname) && isContentPath(window.location.pathname)) {
  void loadContentPages().then((pages) => pages.prefetchFirstPage());
}

export default function App() {
  const pathname = usePathname();
  let page = null;
  if (isHome(pathname)) page = <HomePage />;
  else if (isContentPath(pathname)) {
    page = (
      <Suspense fallback={null}>
        <ContentPages />
      </Suspense>
    );
  }
  return page;
}
