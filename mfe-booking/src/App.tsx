// Root of mfe-booking: its store and router; the routes it owns are in features/routing/bookingRoutes.tsx.
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { BookingRoutes } from './features/routing/bookingRoutes';
import { store } from './store';

export default function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <BookingRoutes />
      </BrowserRouter>
    </Provider>
  );
}
