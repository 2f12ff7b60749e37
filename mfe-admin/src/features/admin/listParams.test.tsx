import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useListParams } from './listParams';

let navigateTo: (to: string) => void = () => undefined;
let typeSearch: (text: string) => void = () => undefined;

function List() {
  const list = useListParams();
  typeSearch = list.setTyped;
  return <p data-testid="typed">{list.typed}</p>;
}

function Shell() {
  const location = useLocation();
  navigateTo = useNavigate();
  return (
    <>
      <p data-testid="url">{location.pathname + location.search}</p>
      <Routes>
        <Route path="/admin/vendors" element={<List />} />
        <Route path="/admin/spaces" element={<List />} />
      </Routes>
    </>
  );
}

describe('useListParams', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes what the user typed into ?q= once typing stops, and leaves a later change of page alone', () => {
    render(
      <MemoryRouter initialEntries={['/admin/vendors']}>
        <Shell />
      </MemoryRouter>,
    );
    act(() => typeSearch('host@example.nl'));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByTestId('url')).toHaveTextContent('/admin/vendors?q=host%40example.nl');
    // another tab: the list of the previous one must not pull the page back to its search
    act(() => navigateTo('/admin/spaces'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/admin\/spaces$/);
  });
});
