// Root of mfe-content: the store and the route table of this MFE.
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { contentRoutes } from './features/routing/contentRoutes';
import { store } from './store';

export default function App() {
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
