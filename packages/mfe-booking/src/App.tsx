// Placeholder root of mfe-booking; the page engineers replace the routes.
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { store } from './store';

function Placeholder() {
  return (
    <p>
      <FormattedMessage id="App.placeholder" />
    </p>
  );
}

export default function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Placeholder />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  );
}
