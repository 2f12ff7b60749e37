import { screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { store } from '../../store';
import { contentAnswer } from '../content/contentFixtures';
import { mockGraphql } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { contentRoutes } from './contentRoutes';
import { prefetchPageData } from './prefetchPageData';

/** As the MFE does when a content page is the first page: the data is asked for before the page renders. */
function PrefetchFirst({ children }: { children?: ReactNode }) {
  useState(() => prefetchPageData(store.dispatch, window.location));
  return children;
}

const pages = (
  <BrowserRouter>
    <Routes>
      {contentRoutes()}
      <Route path="*" element={null} />
    </Routes>
  </BrowserRouter>
);

const count = (calls: { operation: string | null }[], operation: string) => calls.filter((c) => c.operation === operation).length;

describe('prefetchPageData', () => {
  it("asks for a city page's location, then its spaces by the city's name, before the page does", async () => {
    const { calls } = mockGraphql(contentAnswer);
    renderPage(<PrefetchFirst />, '/locations/utrecht/amersfoort');
    await waitFor(() => expect(count(calls, 'venue_search')).toBe(1));
    expect(calls[0]).toMatchObject({ operation: 'get_specific_location', variables: { slug: 'utrecht/amersfoort' } });
    expect(calls[1]).toMatchObject({ operation: 'venue_search', variables: { input: { search: 'Amersfoort', size: 6 } } });
  });

  it('asks with the arguments the pages use, so each page finds its answer and sends nothing again', async () => {
    const { calls } = mockGraphql(contentAnswer);
    renderPage(<PrefetchFirst>{pages}</PrefetchFirst>, '/locations/utrecht/amersfoort');
    expect(await screen.findAllByTestId('space-card')).not.toHaveLength(0);
    expect(count(calls, 'get_specific_location')).toBe(1);
    expect(count(calls, 'venue_search')).toBe(1);
  });

  it('asks for a blog list page in English with its page number, as the page does', async () => {
    const blog = mockGraphql(contentAnswer).calls;
    renderPage(<PrefetchFirst>{pages}</PrefetchFirst>, '/en/blog?page=2');
    await screen.findByTestId('blog-list');
    expect(blog.map((c) => c.operation)).toEqual(['get_all_blog_articles']);
    expect(blog[0]).toMatchObject({ locale: 'EN', variables: { pagination: { page: 2, size: 9 } } });
  });

  it('asks for an article as its page does', async () => {
    const article = mockGraphql(contentAnswer).calls;
    renderPage(<PrefetchFirst>{pages}</PrefetchFirst>, '/blog/tien-tips');
    await screen.findByTestId('blog-article');
    expect(article.map((c) => c.operation)).toEqual(['get_blog_article']);
  });

  it('leaves a preview link to its page (the draft is asked for with the token)', async () => {
    const { calls } = mockGraphql(contentAnswer);
    renderPage(<PrefetchFirst />, '/blog/tien-tips?preview=abc');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });
});
