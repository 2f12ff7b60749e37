import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { navigate } from '@zaalplek/platform';
import { graphqlError, mockGraphql, type GraphqlCall } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { feedbacks, homePage, topSpaces } from './homeFixtures';
import { HomePage } from './HomePage';

function answer(call: GraphqlCall) {
  const locale = call.locale === 'EN' ? 'en' : 'nl';
  switch (call.operation) {
    case 'home':
      return { json: { data: { home: homePage(locale) } } };
    case 'get_top_spaces':
      return { json: { data: { get_top_spaces: topSpaces(6) } } };
    case 'get_all_feedbacks':
      return { json: { data: { get_all_feedbacks: feedbacks(call.variables.user_role as 'Booker' | 'Vendor') } } };
    default:
      throw new Error(`unexpected operation ${call.operation}`);
  }
}

describe('HomePage', () => {
  it('renders the CMS blocks in position order, skipping unknown block types', async () => {
    renderPage(<HomePage />, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vind je vergaderruimte' })).toBeInTheDocument();
    expect(screen.getByText('Door heel Nederland')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Topruimtes')).toBeLessThan(headings.indexOf('Wat wij doen'));
    expect(headings.indexOf('Wat wij doen')).toBeLessThan(headings.indexOf('Waarom Zaalplek?'));
    expect(screen.getByText('Geen dubbele boekingen')).toBeInTheDocument();
    expect(screen.getByText('Is het gratis?')).toBeInTheDocument();
    expect(screen.getByText('vet')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByText('Onbekend bloktype')).not.toBeInTheDocument();
  });

  it('places the testimonials under their headline, right after the top spaces', async () => {
    renderPage(<HomePage />, '/');
    await screen.findByTestId('top-spaces');
    const testimonials = screen.getByTestId('testimonials');
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const headline = screen.getByRole('heading', { name: 'Wat gasten zeggen' });
    expect(follows(screen.getByTestId('top-spaces'), headline)).toBe(true);
    expect(follows(headline, testimonials)).toBe(true);
    expect(follows(testimonials, screen.getByRole('heading', { name: 'Wat wij doen' }))).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Wat anderen zeggen' })).not.toBeInTheDocument();
  });

  it('sets the document title and meta description from the CMS page', async () => {
    renderPage(<HomePage />, '/');
    await screen.findByTestId('home-page');
    expect(document.title).toBe('Vergaderruimtes boeken | Zaalplek');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Vergaderruimtes in heel Nederland');
  });

  it('shows the first 4 top spaces as cards linking to their space page', async () => {
    renderPage(<HomePage />, '/');
    const list = await screen.findByTestId('top-spaces');
    const cards = within(list).getAllByTestId('space-card');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/space/abcd1230/ruimte-1/5000');
    expect(within(cards[0]).getByText('Ruimte 1')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('space-card-price').textContent).toMatch(/€\s?125,50/);
  });

  it('loads the page in English under /en with localised space links', async () => {
    const { calls } = mockGraphql(answer);
    renderPage(<HomePage />, '/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your meeting space' })).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'home')?.locale).toBe('EN');
    const cards = await screen.findAllByTestId('space-card');
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/en/space/abcd1230/ruimte-1/5000');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('switches the testimonials between bookers and vendors', async () => {
    const { calls } = mockGraphql(answer);
    renderPage(<HomePage />, '/');
    expect(await screen.findByText('Sanne Boeker')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Verhuurders' }));
    expect(await screen.findByText('Pieter Verhuurder')).toBeInTheDocument();
    expect(screen.queryByText('Sanne Boeker')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.operation === 'get_all_feedbacks').map((c) => c.variables.user_role)).toEqual(['Booker', 'Vendor']);
  });

  it('chunks a long testimonial and shows the rest after "meer"', async () => {
    renderPage(<HomePage />, '/');
    const card = await screen.findByTestId('testimonial');
    const full = feedbacks('Booker')[0].feedback;
    expect(card).not.toHaveTextContent(full);
    fireEvent.click(within(card).getByRole('button', { name: 'meer' }));
    expect(card).toHaveTextContent(full);
  });

  it('searches from the hero without a full page load', async () => {
    renderPage(<HomePage />, '/');
    await screen.findByTestId('hero');
    fireEvent.change(screen.getByLabelText('Waar zoek je een ruimte?'), { target: { value: 'Utrecht' } });
    fireEvent.change(screen.getByLabelText('Aantal personen'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(window.location.pathname).toBe('/search'));
    expect(window.location.search).toBe('?search=Utrecht&attendees=12');
  });

  it('shows the blocks only once the top spaces answered too (nothing is pushed down when the cards arrive)', async () => {
    let releaseTopSpaces: () => void = () => undefined;
    const topSpacesAnswered = new Promise<void>((resolve) => (releaseTopSpaces = resolve));
    const { fetch: answered, calls } = mockGraphql(answer);
    let topSpacesAsked = false;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(init?.body ?? '').includes('get_top_spaces')) {
        topSpacesAsked = true;
        await topSpacesAnswered;
      }
      return answered(input, init);
    }) as typeof fetch;
    renderPage(<HomePage />, '/');
    await waitFor(() => expect(topSpacesAsked && calls.some((c) => c.operation === 'home')).toBe(true));
    await new Promise((r) => setTimeout(r, 300)); // the home page itself has answered by now
    expect(screen.queryByTestId('hero')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-page')).not.toBeInTheDocument();
    releaseTopSpaces();
    expect(await screen.findByTestId('hero')).toBeInTheDocument();
    expect(screen.getByTestId('top-spaces')).toBeInTheDocument();
  });

  it('shows an error state when the CMS page cannot be loaded', async () => {
    mockGraphql((call) => (call.operation === 'home' ? graphqlError('INTERNAL', 500, 'cms_page') : answer(call)));
    renderPage(<HomePage />, '/');
    expect(await screen.findByText('De startpagina kon niet worden geladen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('asks once per read however many parts need it, asks again only on retry, and keeps nl and en apart', async () => {
    let failHome = true;
    const { calls } = mockGraphql((call) => (call.operation === 'home' && failHome ? graphqlError('INTERNAL', 500, 'cms_page') : answer(call)));
    renderPage(<HomePage />, '/');
    await screen.findByText('De startpagina kon niet worden geladen');
    await waitFor(() => undefined);
    const count = (op: string) => calls.filter((c) => c.operation === op).length;
    expect([count('home'), count('get_top_spaces'), count('get_all_feedbacks')]).toEqual([1, 1, 1]); // no retry by itself
    failHome = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByTestId('top-spaces')).toBeInTheDocument();
    // TopSpaces and the page share one top-spaces read; the testimonials' first tab is the one asked with the page
    expect([count('home'), count('get_top_spaces'), count('get_all_feedbacks')]).toEqual([2, 1, 1]);
    act(() => navigate('/en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your meeting space' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operation === 'home').map((c) => c.locale)).toEqual(['NL', 'NL', 'EN']);
  });

  it('shown again, shows what it showed at once and then the highlighted order staff saved meanwhile', async () => {
    let order = topSpaces(6);
    const { calls } = mockGraphql((call) => (call.operation === 'get_top_spaces' ? { json: { data: { get_top_spaces: order } } } : answer(call)));
    function ShownOrNot() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <HomePage />}
          <button onClick={() => setShown((v) => !v)}>toggle</button>
        </>
      );
    }
    renderPage(<ShownOrNot />, '/');
    const names = () => within(screen.getByTestId('top-spaces')).getAllByTestId('space-card').map((c) => c.textContent);
    await screen.findByTestId('top-spaces');
    expect(names()[0]).toContain('Ruimte 1');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByTestId('home-page')).not.toBeInTheDocument();
    order = [order[4], ...order.slice(0, 4), order[5]];
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(names()[0]).toContain('Ruimte 1'); // the earlier answer, without a spinner
    await waitFor(() => expect(names()[0]).toContain('Ruimte 5'));
    expect(calls.filter((c) => c.operation === 'get_top_spaces')).toHaveLength(2);
  });
});

beforeEach(() => {
  mockGraphql(answer);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});

afterEach(async () => {
  await waitFor(() => undefined);
});
