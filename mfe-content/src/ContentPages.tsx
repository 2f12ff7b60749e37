// Every page of mfe-content but the home page, with the store and under the router: loaded when one
// of them is shown.
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { contentRoutes } from './features/routing/contentRoutes';
import { prefetchPageData } from './features/routing/prefetchPageData';
import { store } from './store';

/** Asks for the first page's data before the page renders (see prefetchPageData). */
export const prefetchFirstPage = () => prefetchPageData(store.dispatch, window.location);

export default function ContentPages() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          {contentRoutes()}
          {/* Paths of other MFEs: render nothing while single-spa unmounts us. */}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </Provider>
  );
}
