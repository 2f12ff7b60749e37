import 'jest-styled-components';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { mockSearchApi } from '../testing/searchMocks';
import { SearchPage } from './SearchPage';

jest.setTimeout(30000);

const PHONE = { media: '(max-width: 960px)' };
const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('/search on a phone: results first, filters in a drawer, map on request', () => {
  it.each([
    ['/search', 'Filters', 'Kaart tonen', 'Kaart verbergen', 'Toon 2 locaties'],
    ['/en/search', 'Filters', 'Show map', 'Hide map', 'Show 2 venues'],
  ])('%s', async (url, filtersLabel, showMap, hideMap, closeLabel) => {
    mockSearchApi(2);
    renderPage(<SearchPage />, url);
    await screen.findByTestId('search-total');
    const results = screen.getByTestId('results-column');
    const filters = screen.getByTestId('filters-column');
    const map = screen.getByTestId('results-map-column');
    // the results come before the filters and the map in the page
    expect(follows(results, filters)).toBe(true);
    expect(follows(results, map)).toBe(true);
    expect(follows(screen.getByTestId('search-phone-bar'), results)).toBe(true);

    // (jsdom applies no media query: the phone-only toggles count as hidden there, hence hidden: true)
    // closed on a phone until asked for; always shown on a desktop (no display rule outside the phone query)
    expect(filters).toHaveStyleRule('display', 'none', PHONE);
    expect(map).toHaveStyleRule('display', 'none', PHONE);
    expect(filters).not.toHaveStyleRule('display', 'none');
    expect(screen.getByTestId('search-phone-bar')).toHaveStyleRule('display', 'none');
    expect(screen.getByTestId('search-phone-bar')).toHaveStyleRule('display', 'flex', PHONE);

    const openFilters = screen.getByRole('button', { name: filtersLabel, hidden: true });
    expect(openFilters).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(openFilters);
    expect(openFilters).toHaveAttribute('aria-expanded', 'true');
    expect(filters).toHaveStyleRule('display', 'block', PHONE);
    expect(filters).toHaveStyleRule('position', 'fixed', PHONE);
    fireEvent.click(within(filters).getByText(closeLabel)); // hidden outside the phone query, so no accessible name in jsdom
    expect(filters).toHaveStyleRule('display', 'none', PHONE);

    fireEvent.click(screen.getByRole('button', { name: showMap, hidden: true }));
    expect(map).toHaveStyleRule('display', 'block', PHONE);
    fireEvent.click(screen.getByRole('button', { name: hideMap, hidden: true }));
    expect(map).toHaveStyleRule('display', 'none', PHONE);
  });

  it('the phone toggles are 44 px tap targets and the search bar packs two fields per row', async () => {
    mockSearchApi(1);
    renderPage(<SearchPage />, '/search');
    await screen.findByTestId('search-total');
    expect(screen.getByTestId('search-phone-bar')).toHaveStyleRule('min-height', '44px', { ...PHONE, modifier: '> *' });
    expect(screen.getByTestId('search-bar')).toHaveStyleRule('grid-template-columns', 'minmax(0,1fr) minmax(0,1fr)', PHONE);
  });

  it('the filter count shows on the phone toggle', async () => {
    mockSearchApi(1);
    renderPage(<SearchPage />, '/en/search?direct=1&activities=we_meet');
    await screen.findByTestId('search-total');
    expect(screen.getByRole('button', { name: 'Filters (2)', hidden: true })).toBeInTheDocument();
  });
});
