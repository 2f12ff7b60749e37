// Root of mfe-host: its store and router; the routes it owns are in features/routing/hostRoutes.tsx.
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { HostRoutes } from './features/routing/hostRoutes';
import { store } from './store';

export default function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <HostRoutes />
      </BrowserRouter>
    </Provider>
  );
}
