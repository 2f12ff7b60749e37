import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { mockGraphql } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { contentRoutes } from '../routing/contentRoutes';
import { contentAnswer } from './contentFixtures';

function renderAt(url: string) {
  const calls = mockGraphql(contentAnswer).calls;
  renderPage(
    <BrowserRouter>
      <Routes>
        {contentRoutes()}
        <Route path="*" element={<p>other MFE</p>} />
      </Routes>
    </BrowserRouter>,
    url,
  );
  return calls;
}

describe('blog and how-to', () => {
  it('lists the blog articles with links, crumbs and page links (9 per page)', async () => {
    renderAt('/blog');
    const list = await screen.findByTestId('blog-list');
    expect(within(list).getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Artikel 1' })).toHaveAttribute('href', '/blog/artikel-1');
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(within(list).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    fireEvent.click(within(list).getByRole('link', { name: 'Pagina 2' }));
    expect(await screen.findByText('Ouder Artikel 1')).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
  });

  it('shows an article with its sanitised text, date and title; in English under /en', async () => {
    const calls = renderAt('/en/blog/tien-tips');
    const article = await screen.findByTestId('blog-article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Tien tips' })).toBeInTheDocument();
    expect(within(article).getByText('Tekst van Tien tips')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(article).getByText(/^Published on 20 November 2026$/)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    expect(calls.find((c) => c.operation === 'get_blog_article')?.locale).toBe('EN');
    expect(document.title).toBe('Tien tips | Zaalplek');
  });

  it('follows a renamed slug and sends an unknown one to the not-found page', async () => {
    renderAt('/blog/oud');
    await screen.findByRole('heading', { level: 1, name: 'Hernoemd' });
    await waitFor(() => expect(window.location.pathname).toBe('/blog/nieuw'));
    renderAt('/blog/bestaat-niet');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });

  it('shows the how-to list and an article', async () => {
    renderAt('/how-to');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zo werkt het' })).toBeInTheDocument();
    renderAt('/how-to/een-ruimte-boeken');
    expect(await screen.findByTestId('how-to-article')).toHaveTextContent('Boeken in vijf stappen');
  });
});

describe('helpdesk', () => {
  it('shows the categories and a featured story, and searches', async () => {
    const calls = renderAt('/helpdesk');
    const home = await screen.findByTestId('helpdesk-home');
    expect(within(home).getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute('href', '/helpdesk/algemene-voorwaarden');
    expect(await within(home).findByTestId('helpdesk-featured')).toHaveTextContent('Annuleringsvoorwaarden');
    fireEvent.change(within(home).getByRole('searchbox', { name: 'Zoek in de helpdesk' }), { target: { value: 'uitbetaald' } });
    fireEvent.click(within(home).getByRole('button', { name: 'Zoeken' }));
    const results = await screen.findByTestId('helpdesk-results');
    expect(within(results).getByRole('heading', { name: '1 resultaat voor “uitbetaald”' })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Wanneer word ik uitbetaald?' })).toHaveAttribute('href', '/helpdesk/verhuurders/wanneer-word-ik-uitbetaald');
    expect(calls.find((c) => c.operation === 'search_helpdesk_stories')?.variables).toEqual({ search_term: 'uitbetaald' });
  });

  it('says when nothing is found', async () => {
    renderAt('/helpdesk?q=xyz');
    expect(await screen.findByRole('heading', { name: 'Niets gevonden voor “xyz”' })).toBeInTheDocument();
  });

  it('shows the general conditions category (the booking flow\'s terms link) with its stories', async () => {
    renderAt('/helpdesk/algemene-voorwaarden');
    const page = await screen.findByTestId('helpdesk-category');
    expect(within(page).getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeInTheDocument();
    expect(within(page).getByText('Deze voorwaarden gelden altijd.')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Annuleringsvoorwaarden' })).toHaveAttribute('href', '/helpdesk/algemene-voorwaarden/annuleringsvoorwaarden');
  });

  it('shows a story with crumbs helpdesk › category and the other stories', async () => {
    renderAt('/helpdesk/algemene-voorwaarden/annuleringsvoorwaarden');
    const page = await screen.findByTestId('helpdesk-story');
    expect(within(page).getByRole('link', { name: 'Helpdesk' })).toHaveAttribute('href', '/helpdesk');
    expect(within(page).getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute('href', '/helpdesk/algemene-voorwaarden');
    expect(await within(page).findByRole('link', { name: 'Voorwaarden voor boekers' })).toBeInTheDocument();
  });
});

describe('locations', () => {
  it('lists provinces and popular cities with their space counts', async () => {
    renderAt('/locations');
    const page = await screen.findByTestId('locations-page');
    expect(within(page).getByRole('link', { name: 'Utrecht' })).toHaveAttribute('href', '/locations/utrecht');
    expect(within(page).getByRole('link', { name: 'Amersfoort' })).toHaveAttribute('href', '/locations/utrecht/amersfoort');
    expect(within(page).getByText('(9 ruimtes)')).toBeInTheDocument();
  });

  it('shows a province with its cities', async () => {
    renderAt('/locations/utrecht');
    const page = await screen.findByTestId('region-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Vergaderlocaties in Utrecht' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Amersfoort' })).toHaveAttribute('href', '/locations/utrecht/amersfoort');
  });

  it('shows a city: h1, h2, description, SEO text, FAQ, video, its spaces from the search with a link to /search, nearby cities, crumbs', async () => {
    const calls = renderAt('/locations/utrecht/amersfoort');
    const page = await screen.findByTestId('city-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Vergaderruimte huren in Amersfoort' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Zalen in Amersfoort' })).toBeInTheDocument();
    expect(within(page).getByText('Amersfoort ligt centraal.')).toBeInTheDocument();
    // below the spaces: after the first paint
    expect(await within(page).findByText('SEO-tekst over Amersfoort.')).toBeInTheDocument();
    expect(within(page).getByText('Hoeveel ruimtes zijn er in Amersfoort?')).toBeInTheDocument();
    // the player loads when asked for
    expect(page.querySelector('iframe')).toBeNull();
    fireEvent.click(within(page).getByRole('button', { name: 'Video afspelen: Video' }));
    expect(page.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123?autoplay=1');
    expect(await within(page).findAllByTestId('space-card')).toHaveLength(2);
    expect(calls.find((c) => c.operation === 'venue_search')?.variables).toEqual({ input: { search: 'Amersfoort', size: 6 } });
    expect(within(page).getByRole('link', { name: 'Alle ruimtes in Amersfoort zoeken' })).toHaveAttribute('href', '/search?search=Amersfoort');
    expect(within(page).getByRole('link', { name: 'Apeldoorn' })).toHaveAttribute('href', '/locations/gelderland/apeldoorn');
    expect(within(page).getByRole('link', { name: 'Vergaderzaal in Amersfoort' })).toHaveAttribute('href', '/locations/utrecht/amersfoort/vergaderzaal');
    const crumbs = within(page).getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/locations', '/locations/utrecht']);
    expect(document.title).toBe('Vergaderruimte huren in Amersfoort | Zaalplek');
  });

  it("keeps the room of the city's spaces while the search answers, then shows the cards in it", async () => {
    mockGraphql(contentAnswer);
    const answer = globalThis.fetch;
    let release: () => void = () => undefined;
    const searched = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (typeof init?.body === 'string' && init.body.includes('venue_search')) await searched;
      return answer(input, init);
    }) as typeof fetch;
    renderPage(
      <BrowserRouter>
        <Routes>{contentRoutes()}</Routes>
      </BrowserRouter>,
      '/locations/utrecht/amersfoort',
    );
    const page = await screen.findByTestId('city-page');
    expect(within(page).getAllByTestId('space-card-placeholder')).toHaveLength(6);
    expect(within(page).getByTestId('city-spaces')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(page).findAllByTestId('space-card')).toHaveLength(2);
    expect(within(page).queryByTestId('space-card-placeholder')).not.toBeInTheDocument();
    expect(within(page).getByTestId('city-spaces')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a tag page with the city\'s spaces of that activity', async () => {
    const calls = renderAt('/locations/utrecht/amersfoort/trainingsruimte');
    const page = await screen.findByTestId('tag-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Trainingsruimte in Amersfoort' })).toBeInTheDocument();
    expect(await within(page).findAllByTestId('space-card')).toHaveLength(2);
    expect(calls.find((c) => c.operation === 'venue_search')?.variables).toEqual({ input: { search: 'Amersfoort', size: 6, activities: ['we_train'] } });
    expect(within(page).getByRole('link', { name: 'Alle ruimtes in Amersfoort zoeken' })).toHaveAttribute('href', '/search?search=Amersfoort&activities=we_train');
    const crumbs = within(page).getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/locations', '/locations/utrecht', '/locations/utrecht/amersfoort']);
  });

  it('sends an unknown city to the not-found page', async () => {
    renderAt('/locations/utrecht/atlantis');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});

describe('preview links', () => {
  it('an article opened through the editor\'s preview link reads the draft with the token and says it is a preview', async () => {
    const calls = renderAt('/blog/concept-artikel?preview=signed.token.value');
    await screen.findByRole('heading', { level: 1, name: 'Tien tips' });
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('Voorbeeld: zo ziet het concept eruit.');
    expect(calls.find((c) => c.operation === 'get_blog_article')?.variables).toEqual({ slug: 'concept-artikel', preview: true, preview_token: 'signed.token.value' });
  });

  it('a block page through a preview link asks for the draft; without one there is no banner', async () => {
    const calls = renderAt('/about-us?preview=page.token');
    await screen.findByTestId('page-about-us');
    expect(screen.getByTestId('preview-banner')).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'about_us')?.variables).toEqual({ preview: true, preview_token: 'page.token' });
  });

  it('without a preview link the published version is asked for', async () => {
    const calls = renderAt('/blog/tien-tips');
    await screen.findByRole('heading', { level: 1, name: 'Tien tips' });
    expect(screen.queryByTestId('preview-banner')).toBeNull();
    expect(calls.find((c) => c.operation === 'get_blog_article')?.variables).toEqual({ slug: 'tien-tips' });
  });
});

describe('block pages', () => {
  it.each([['/about-us'], ['/company/about-us']])('%s shows about us from the CMS', async (url) => {
    renderAt(url);
    const page = await screen.findByTestId('page-about-us');
    expect(within(page).getByRole('heading', { name: 'Over Zaalplek' })).toBeInTheDocument();
    expect(within(page).getByText('Zaalplek begon in Utrecht.')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Linkedin' })).toHaveAttribute('href', 'https://www.linkedin.com/company/zaalplek');
  });

  it('shows the vendor landing with its become-a-vendor button and a slider of space cards', async () => {
    renderAt('/vendor');
    const page = await screen.findByTestId('page-vendor');
    expect(within(page).getByRole('link', { name: 'Word verhuurder' })).toHaveAttribute('href', '/vendor/onboarding');
    expect(within(page).queryByRole('search')).not.toBeInTheDocument();
    expect(await within(page).findByTestId('space-slider')).toHaveTextContent('Ruimtes van andere verhuurders');
  });

  it.each([['/about-us', 'about_us'], ['/vendor', 'vendor_home'], ['/security-policy', 'static_page'], ['/en/hall-of-fame', 'static_page']])(
    '%s taken offline in the content editor (the API answers null) goes to the not-found page',
    async (url, operation) => {
      mockGraphql((call) => (call.operation === operation ? { json: { data: { [operation]: null } } } : contentAnswer(call)));
      renderPage(
        <BrowserRouter>
          <Routes>
            {contentRoutes()}
            <Route path="*" element={<p>other MFE</p>} />
          </Routes>
        </BrowserRouter>,
        url,
      );
      await waitFor(() => expect(window.location.pathname).toMatch(/^(\/en)?\/not-found$/));
      expect(screen.queryByTestId(/^page-/)).toBeNull();
    },
  );

  it.each([['/security-policy', 'Beveiligingsbeleid'], ['/hall-of-fame', 'Hall of Fame']])('%s shows its CMS page', async (url, title) => {
    renderAt(url);
    expect(await screen.findByText('Mail naar security@zaalplek.nl')).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Zaalplek`);
  });
});
