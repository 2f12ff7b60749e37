import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphqlError, mockGraphql, type GraphqlCall } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { venueSearchAnswer } from './searchFixtures';
import { SearchPage } from './SearchPage';
import type { VenueFindInput } from './types';

function answerWithTotal(total: number) {
  return (call: GraphqlCall) => ({
    json: { data: { venue_search: venueSearchAnswer(call.variables.input as VenueFindInput, total) } },
  });
}

describe('SearchPage', () => {
  it('calls venue_search with the URL query and lists venues with their spaces', async () => {
    const { calls } = mockGraphql(answerWithTotal(3));
    renderPage(<SearchPage />, '/search?search=Utrecht&lat=52.09&lng=5.12&attendees=12');
    expect(await screen.findByText('3 locaties gevonden')).toBeInTheDocument();
    expect(calls[0].operation).toBe('venue_search');
    expect(calls[0].variables.input).toEqual({ search: 'Utrecht', lat: 52.09, lng: 5.12, attendees: 12, page: 1, size: 20 });
    expect(screen.getAllByTestId('venue-result')).toHaveLength(3);
    const cards = screen.getAllByTestId('space-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/space/venue001/zaal-1/70001');
    expect(screen.getByRole('link', { name: 'Locatie 1' })).toHaveAttribute('href', '/customer/venue/venue001/locatie-1');
    expect(screen.getByLabelText('Plaats of zoekterm')).toHaveValue('Utrecht');
    expect(document.title).toBe('Ruimtes voor “Utrecht” | Zaalplek');
  });

  it('appends the next page of 20 with "more" and keeps it in the URL', async () => {
    const { calls } = mockGraphql(answerWithTotal(45));
    renderPage(<SearchPage />, '/search?search=zaal');
    expect(await screen.findByText('45 locaties gevonden')).toBeInTheDocument();
    expect(screen.getAllByTestId('venue-result')).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Meer resultaten' }));
    await waitFor(() => expect(screen.getAllByTestId('venue-result')).toHaveLength(40));
    expect(window.location.search).toBe('?search=zaal&page=2');
    expect(screen.getByText('Locatie 21')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Meer resultaten' }));
    await waitFor(() => expect(screen.getAllByTestId('venue-result')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Meer resultaten' })).not.toBeInTheDocument();
    expect(calls.map((c) => (c.variables.input as VenueFindInput).page)).toEqual([1, 2, 3]);
  });

  it('shows the empty state when nothing matches', async () => {
    mockGraphql(answerWithTotal(0));
    renderPage(<SearchPage />, '/search?search=nergens');
    expect(await screen.findByRole('heading', { name: 'Geen ruimtes gevonden' })).toBeInTheDocument();
    expect(screen.queryByTestId('space-card')).not.toBeInTheDocument();
  });

  it('pushes a new shareable URL from the search bar and follows the back button', async () => {
    const { calls } = mockGraphql(answerWithTotal(2));
    renderPage(<SearchPage />, '/en/search?search=Utrecht&lat=52.09&lng=5.12');
    expect(await screen.findByText('2 venues found')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('City or search term'), { target: { value: 'Amsterdam' } });
    fireEvent.change(screen.getByLabelText('Number of people'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(window.location.pathname).toBe('/en/search');
    expect(window.location.search).toBe('?search=Amsterdam&attendees=30');
    await waitFor(() =>
      expect(calls.at(-1)?.variables.input).toEqual({ search: 'Amsterdam', attendees: 30, page: 1, size: 20 }),
    );
    expect(calls.at(-1)?.locale).toBe('EN');

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByLabelText('City or search term')).toHaveValue('Utrecht'));
    expect(window.location.search).toBe('?search=Utrecht&lat=52.09&lng=5.12');
  });

  it('shows an error state with a retry when the search fails', async () => {
    mockGraphql(() => graphqlError('INTERNAL', 500, 'venue'));
    renderPage(<SearchPage />, '/search');
    expect(await screen.findByRole('heading', { name: 'Zoeken is niet gelukt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
