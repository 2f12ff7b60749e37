import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphqlError, mockGraphql } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { mockSearchApi } from '../testing/searchMocks';
import { venueSearchAnswer } from './searchFixtures';
import { SearchPage } from './SearchPage';
import type { VenueFindInput } from './types';

const searches = (calls: { operation: string | null; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operation === 'venue_search').map((c) => c.variables.input as VenueFindInput);

// page renders of 20-45 venues are slow on a busy machine
jest.setTimeout(30000);

afterEach(() => jest.useRealTimers());

describe('SearchPage', () => {
  it('sends the whole URL filter state to venue_search and lists venues with their spaces', async () => {
    const { calls } = mockSearchApi(3);
    renderPage(
      <SearchPage />,
      '/search?search=Utrecht&lat=52.09&lng=5.12&date=2030-05-14&time=custom&from=13:00&to=17:30&attendees=12&isSocial=1' +
        '&direct=1&postPayment=1&activities=we_train,we_meet&configurations=u-shape&features=waterside&facilities=beamer' +
        '&services=lunch&priceMin=5000&priceMax=20000&sort=price&order=asc',
    );
    expect(await screen.findByText('3 locaties met 3 ruimtes')).toBeInTheDocument();
    expect(searches(calls)[0]).toEqual({
      search: 'Utrecht',
      lat: 52.09,
      lng: 5.12,
      date: '2030-05-14',
      time_preset: 'CUSTOM',
      time_from: '13:00',
      time_to: '17:30',
      attendees: 12,
      is_social: true,
      is_direct_booking: true,
      is_afterpay: true,
      activities: ['we_meet', 'we_train'],
      configurations: ['u-shape'],
      features: ['waterside'],
      facilities: ['beamer'],
      services: ['lunch'],
      price_min: 5000,
      price_max: 20000,
      sort: 'PRICE',
      sort_direction: 'ASC',
      page: 1,
      size: 20,
    });
    expect(await screen.findAllByTestId('venue-result')).toHaveLength(3);
    const cards = screen.getAllByTestId('space-card');
    expect(cards).toHaveLength(3);
    // the space link carries the search's day, window and attendees to the space page
    expect(within(cards[0]).getByRole('link')).toHaveAttribute(
      'href',
      '/space/venue001/zaal-1/70001?date=2030-05-14&from=13%3A00&to=17%3A30&attendees=12',
    );
    expect(within(cards[0]).getByRole('button', { name: 'Zaal 1 bewaren als favoriet' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Locatie 1' })).toHaveAttribute('href', '/customer/venue/venue001/locatie-1');
    expect(screen.getByLabelText('Plaats of zoekterm')).toHaveValue('Utrecht');
    expect(screen.getByLabelText('Direct boeken')).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Filters (9)' })).toBeInTheDocument();
    expect(document.title).toBe('Ruimtes voor “Utrecht” | Zaalplek');
  });

  it('defaults: 15 attendees, relevance, no date', async () => {
    const { calls } = mockSearchApi(1);
    renderPage(<SearchPage />, '/search');
    await screen.findByText('1 locatie met 1 ruimte');
    expect(searches(calls)[0]).toEqual({ attendees: 15, page: 1, size: 20 });
    expect(screen.getByLabelText('Aantal personen')).toHaveValue('15');
    expect(screen.getByLabelText('Tijd')).toHaveValue('afternoon');
  });

  it('appends the next page of 20 with "more" and keeps it in the URL', async () => {
    const { calls } = mockSearchApi(45);
    renderPage(<SearchPage />, '/search?search=zaal');
    expect(await screen.findByText('45 locaties met 45 ruimtes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('venue-result')).toHaveLength(20));

    fireEvent.click(screen.getByRole('button', { name: 'Meer resultaten' }));
    await waitFor(() => expect(screen.getAllByTestId('venue-result')).toHaveLength(40));
    expect(window.location.search).toBe('?search=zaal&page=2');
    expect(screen.getByRole('link', { name: 'Locatie 21' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Meer resultaten' }));
    await waitFor(() => expect(screen.getAllByTestId('venue-result')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Meer resultaten' })).not.toBeInTheDocument();
    expect(searches(calls).map((i) => i.page)).toEqual([1, 2, 3]);
  });

  it('a filter click pushes a new URL (back undoes it) and reset goes back to the defaults', async () => {
    const { calls } = mockSearchApi(2);
    renderPage(<SearchPage />, '/search?search=Utrecht&attendees=10');
    await screen.findByText('2 locaties met 2 ruimtes');
    fireEvent.click(await screen.findByLabelText('Vergaderen'));
    expect(window.location.search).toBe('?search=Utrecht&attendees=10&activities=we_meet');
    await waitFor(() => expect(screen.getByLabelText('Vergaderen')).toBeChecked());
    fireEvent.click(screen.getByLabelText('Direct boeken'));
    expect(window.location.search).toBe('?search=Utrecht&attendees=10&direct=1&activities=we_meet');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ activities: ['we_meet'], is_direct_booking: true }));

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByLabelText('Direct boeken')).not.toBeChecked());
    expect(window.location.search).toBe('?search=Utrecht&attendees=10&activities=we_meet');

    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(window.location.search).toBe('?search=Utrecht&attendees=10');
  });

  it('sorts by the chosen order', async () => {
    const { calls } = mockSearchApi(2);
    renderPage(<SearchPage />, '/search');
    await screen.findByText('2 locaties met 2 ruimtes');
    fireEvent.change(screen.getByLabelText('Sorteren'), { target: { value: 'size_asc' } });
    expect(window.location.search).toBe('?sort=size&order=asc');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ sort: 'SIZE', sort_direction: 'ASC' }));
  });

  it('applies a price range over the histogram in cents', async () => {
    mockSearchApi(2);
    renderPage(<SearchPage />, '/search');
    await screen.findByText('2 locaties met 2 ruimtes');
    expect(screen.getByTestId('price-histogram').children).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Min. prijs (€)'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Max. prijs (€)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prijs toepassen' }));
    expect(window.location.search).toBe('?priceMin=5000&priceMax=15000');
  });

  it('shows the suggestions when nothing matches; one click relaxes that filter', async () => {
    const { calls } = mockSearchApi(0, {
      search: (input) =>
        input.is_direct_booking
          ? {
              ...venueSearchAnswer(input, 0),
              suggestions: [
                { kind: 'RELAX_FILTER', filter: 'is_direct_booking', count: 7, city: null, city_slug: null, latitude: null, longitude: null },
                { kind: 'NEARBY_CITY', filter: null, count: 4, city: 'Zeist', city_slug: 'zeist', latitude: 52.09, longitude: 5.23 },
              ],
            }
          : venueSearchAnswer(input, 7),
    });
    renderPage(<SearchPage />, '/search?search=Utrecht&direct=1');
    expect(await screen.findByRole('heading', { name: 'Geen ruimtes gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In Zeist (4 ruimtes)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zonder direct boeken (7 ruimtes)' }));
    expect(window.location.search).toBe('?search=Utrecht');
    await screen.findByText('7 locaties met 7 ruimtes');
    expect(searches(calls).at(-1)).not.toHaveProperty('is_direct_booking');
  });

  it('pushes a new shareable URL from the search bar (typed text clears lat/lng) and follows the back button', async () => {
    const { calls } = mockSearchApi(2);
    renderPage(<SearchPage />, '/en/search?search=Utrecht&lat=52.09&lng=5.12');
    expect(await screen.findByText('2 venues with 2 spaces')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('City or search term'), { target: { value: 'Amsterdam' } });
    fireEvent.change(screen.getByLabelText('Number of people'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: 'morning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(window.location.pathname).toBe('/en/search');
    expect(window.location.search).toBe('?search=Amsterdam&time=morning&attendees=30');
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ search: 'Amsterdam', attendees: 30, page: 1, size: 20 }));
    expect(calls.filter((c) => c.operation === 'venue_search').at(-1)?.locale).toBe('EN');

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByLabelText('City or search term')).toHaveValue('Utrecht'));
    expect(window.location.search).toBe('?search=Utrecht&lat=52.09&lng=5.12');
  });

  it('picks a place from the autocomplete: lat/lng and the address label go into the URL', async () => {
    const { calls } = mockSearchApi(1, {
      other: (call) =>
        call.operation === 'places_autocomplete'
          ? {
              json: {
                data: {
                  places_autocomplete: {
                    status: 'OK',
                    predictions: [{ place_id: 'nl-utrecht', description: 'Utrecht, Utrecht', main_text: 'Utrecht', secondary_text: 'Utrecht', types: ['locality'] }],
                  },
                },
              },
            }
          : {
              json: {
                data: {
                  get_place_info: {
                    status: 'OK',
                    result: { place_id: 'nl-utrecht', name: 'Utrecht', formatted_address: 'Utrecht', latitude: 52.0907, longitude: 5.1214, types: ['locality'], city: 'Utrecht', region: 'Utrecht' },
                  },
                },
              },
            },
    });
    renderPage(<SearchPage />, '/search');
    await screen.findByText('1 locatie met 1 ruimte');
    const input = screen.getByLabelText('Plaats of zoekterm');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Utr' } });
    const option = await screen.findByRole('option', { name: /Utrecht/ }, { timeout: 10000 });
    expect(calls.find((c) => c.operation === 'places_autocomplete')?.variables).toEqual({ input: 'Utr' });
    fireEvent.mouseDown(option);
    await waitFor(() => expect(calls.some((c) => c.operation === 'get_place_info')).toBe(true));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(window.location.search).toBe('?address=Utrecht&lat=52.0907&lng=5.1214');
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ lat: 52.0907, lng: 5.1214, attendees: 15, page: 1, size: 20 }));
  });

  it('without a Google key shows the built-in map: markers link to the venues, zoom searches the new box', async () => {
    const { calls } = mockSearchApi(3);
    renderPage(<SearchPage />, '/search?search=Utrecht');
    await screen.findByText('3 locaties met 3 ruimtes');
    const map = await screen.findByTestId('map-fallback');
    const markers = within(map).getAllByTestId('map-marker');
    expect(markers).toHaveLength(3);
    expect(markers[0]).toHaveAttribute('href', '/customer/venue/venue001/locatie-1');
    expect(screen.queryByTestId('map-google')).not.toBeInTheDocument();

    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Inzoomen' }));
    act(() => jest.advanceTimersByTime(500));
    jest.useRealTimers();
    const bounds = new URLSearchParams(window.location.search).get('bounds')!.split(',').map(Number);
    expect(bounds).toHaveLength(4);
    const [south, west, north, east] = bounds;
    expect(south).toBeLessThan(north);
    expect(west).toBeLessThan(east);
    await waitFor(() => expect(searches(calls).at(-1)?.bounds).toEqual({ south, west, north, east }));
  });

  it('shows an error state with a retry when the search fails', async () => {
    mockGraphql(() => graphqlError('INTERNAL', 500, 'venue'));
    renderPage(<SearchPage />, '/search');
    expect(await screen.findByRole('heading', { name: 'Zoeken is niet gelukt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
