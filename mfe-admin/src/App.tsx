// Root of mfe-admin: its store and router; the routes it owns are in features/routing/adminRoutes.tsx.
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AdminRoutes } from './features/routing/adminRoutes';
import { store } from './store';

export default function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AdminRoutes />
      </BrowserRouter>
    </Provider>
  );
}
