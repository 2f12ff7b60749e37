// Root of mfe-search: the store and the route table of this MFE.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { useFavouriteReplay } from './features/favourites/useFavouriteReplay';
import { searchRoutes } from './features/routing/searchRoutes';
import { store } from './store';

/** Replays a favourite clicked while logged out once the login completed (any mfe-search page). */
function FavouriteReplay({ children }: { children: ReactNode }) {
  useFavouriteReplay();
  return <>{children}</>;
}

export default function App() {
  return (
    <Provider store={store}>
      <FavouriteReplay>
        <BrowserRouter>
          <Routes>
            {searchRoutes()}
            {/* Paths of other MFEs: render nothing while single-spa unmounts us. */}
            <Route path="*" element={null} />
          </Routes>
        </BrowserRouter>
      </FavouriteReplay>
    </Provider>
  );
}
