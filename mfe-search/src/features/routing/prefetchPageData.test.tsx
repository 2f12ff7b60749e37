import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { store } from '../../store';
import { spaceAnswer } from '../space/spaceFixtures';
import { mockGraphql } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { mockSearchApi } from '../testing/searchMocks';
import { prefetchPageData } from './prefetchPageData';
import { searchRoutes } from './searchRoutes';

/** As the MFE does on its first page: the data is asked for before the page renders. */
function PrefetchFirst({ children }: { children?: ReactNode }) {
  useState(() => prefetchPageData(store.dispatch, window.location));
  return children;
}

const pages = (
  <BrowserRouter>
    <Routes>
      {searchRoutes()}
      <Route path="*" element={null} />
    </Routes>
  </BrowserRouter>
);

const operations = (calls: { operation: string | null }[]) => calls.map((c) => c.operation);

describe('prefetchPageData', () => {
  it('asks for the space of a space page before the page renders, as the page does (one request)', async () => {
    const { calls } = mockGraphql((call) =>
      call.operation === 'specific_instance_by_slug' ? { json: { data: { specific_instance_by_slug: { space: spaceAnswer(), venue: null } } } } : { json: { data: null } },
    );
    renderPage(<PrefetchFirst />, '/en/space/ab12cd34/de-boardroom/123456');
    expect(calls[0]).toMatchObject({ operation: 'specific_instance_by_slug', variables: { slug: '123456' }, locale: 'EN' });

    renderPage(<PrefetchFirst>{pages}</PrefetchFirst>, '/space/ab12cd34/de-boardroom/123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'De Boardroom' })).toBeInTheDocument();
    expect(operations(calls).filter((o) => o === 'specific_instance_by_slug')).toHaveLength(2); // one per render above
  });

  it("asks for the search page's first page of results, as the page does (one request)", async () => {
    const { calls } = mockSearchApi(3);
    renderPage(<PrefetchFirst>{pages}</PrefetchFirst>, '/search?search=Utrecht&attendees=10');
    expect(calls[0]).toMatchObject({ operation: 'venue_search', variables: { input: { search: 'Utrecht', attendees: 10, page: 1 } } });
    expect(await screen.findAllByTestId('venue-result')).toHaveLength(3);
    expect(operations(calls).filter((o) => o === 'venue_search')).toHaveLength(1);
  });
});
