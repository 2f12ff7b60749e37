// Every page of mfe-content but the home page, under the router: loaded when one of them is shown.
import { BrowserRouter, Route, Routes } from 'react-router';
import { contentRoutes } from './features/routing/contentRoutes';

export default function ContentPages() {
  return (
    <BrowserRouter>
      <Routes>
        {contentRoutes()}
        {/* Paths of other MFEs: render nothing while single-spa unmounts us. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
