import { act, render, screen } from '@testing-library/react';
import { lazy, startTransition, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useListParams } from './listParams';

let navigateTo: (to: string) => void = () => undefined;
let typeSearch: (text: string) => void = () => undefined;

function List() {
  const list = useListParams();
  typeSearch = list.setTyped;
  return <p data-testid="typed">{list.typed}</p>;
}

// a tab whose code is still loading (as a lazily loaded admin tab on a slow connection)
const Loading = lazy(() => new Promise<never>(() => undefined));

function Shell() {
  const location = useLocation();
  navigateTo = useNavigate();
  return (
    <>
      <p data-testid="url">{location.pathname + location.search}</p>
      <Suspense fallback={<p>…</p>}>
        <Routes>
          <Route path="/admin/vendors" element={<List />} />
          <Route path="/admin/spaces" element={<List />} />
          <Route path="/admin/payouts" element={<Loading />} />
        </Routes>
      </Suspense>
    </>
  );
}

const url = () => window.location.pathname + window.location.search;

describe('useListParams', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/admin/vendors');
  });
  afterEach(() => jest.useRealTimers());

  it('writes what the user typed into ?q= once typing stops, and leaves a later change of page alone', () => {
    render(
      <BrowserRouter>
        <Shell />
      </BrowserRouter>,
    );
    act(() => typeSearch('host@example.nl'));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByTestId('url')).toHaveTextContent('/admin/vendors?q=host%40example.nl');
    // another tab: the list of the previous one must not pull the page back to its search
    act(() => navigateTo('/admin/spaces'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/admin\/spaces$/);
  });

  it('drops a search typed just before the user went on to a tab that is still loading', () => {
    render(
      <BrowserRouter>
        <Shell />
      </BrowserRouter>,
    );
    act(() => typeSearch('host@example.nl'));
    // the next tab is opened in a transition: its code loads, the list stays on screen meanwhile
    act(() => startTransition(() => navigateTo('/admin/payouts')));
    expect(screen.getByTestId('typed')).toHaveTextContent('host@example.nl');
    act(() => jest.advanceTimersByTime(1000));
    expect(url()).toBe('/admin/payouts');
  });
});
