import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { mockSearchApi } from '../testing/searchMocks';
import { SearchPage } from './SearchPage';

jest.setTimeout(30000);

describe('result cards say how a space is booked', () => {
  it.each([
    ['/search', 'Direct boeken', 'Op aanvraag'],
    ['/en/search', 'Book directly', 'On request'],
  ])('%s: directly or on request', async (url, direct, request) => {
    mockSearchApi(2);
    renderPage(<SearchPage />, url);
    const list = await screen.findByTestId('search-results');
    const cards = await within(list).findAllByTestId('space-card');
    expect(within(cards[0]).getByTestId('space-card-booking-type')).toHaveTextContent(direct); // Zaal 1: DIRECT
    expect(within(cards[1]).getByTestId('space-card-booking-type')).toHaveTextContent(request); // Zaal 2: MANUAL
  });
});
