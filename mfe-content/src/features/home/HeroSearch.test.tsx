import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockGraphql, type GraphqlCall } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { heroSearchUrl } from './blocks/HeroSearchForm';
import { feedbacks, homePage, topSpaces } from './homeFixtures';
import { HomePage } from './HomePage';

jest.setTimeout(30000);

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

describe('home hero search: place, date, time of day and attendees', () => {
  it.each([
    ['nl', '/', 'Waar zoek je een ruimte?', 'Datum', 'Tijd', 'Aantal personen', 'Zoeken', '/search', 'Middag (12:00–16:00)'],
    ['en', '/en', 'Where are you looking for a space?', 'Date', 'Time', 'Number of people', 'Search', '/en/search', 'Afternoon (12:00–16:00)'],
  ])('%s: defaults to the afternoon and carries the date and time to /search', async (_l, url, place, date, time, people, submit, target, afternoon) => {
    mockGraphql(answer);
    renderPage(<HomePage />, url);
    const hero = await screen.findByTestId('hero');
    const timeSelect = within(hero).getByLabelText(time);
    expect(timeSelect).toHaveValue('afternoon');
    expect(within(timeSelect as HTMLElement).getByRole('option', { selected: true })).toHaveTextContent(afternoon);
    expect(within(hero).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['morning', 'afternoon', 'evening', 'all_day', 'custom']);

    fireEvent.change(within(hero).getByLabelText(place), { target: { value: 'Utrecht' } });
    const dateInput = within(hero).getByLabelText(date);
    fireEvent.change(dateInput, { target: { value: '14-05-2030' } });
    fireEvent.blur(dateInput);
    fireEvent.change(timeSelect, { target: { value: 'morning' } });
    fireEvent.change(within(hero).getByLabelText(people), { target: { value: '12' } });
    fireEvent.click(within(hero).getByRole('button', { name: submit }));
    await waitFor(() => expect(window.location.pathname).toBe(target));
    expect(window.location.search).toBe('?search=Utrecht&date=2030-05-14&time=morning&attendees=12');
  });

  it('a custom window sends from/to; the default afternoon is left out of the URL', () => {
    expect(heroSearchUrl({ search: '', date: '2030-05-14', time: 'custom', from: '13:00', to: '17:30', attendees: null })).toBe(
      '/search?date=2030-05-14&time=custom&from=13%3A00&to=17%3A30',
    );
    expect(heroSearchUrl({ search: 'Delft', date: null, time: 'afternoon', from: null, to: null, attendees: null })).toBe('/search?search=Delft');
    // an unfinished custom window falls back to the default
    expect(heroSearchUrl({ search: '', date: null, time: 'custom', from: '17:00', to: null, attendees: null })).toBe('/search');
  });

  it('the custom choice shows from/to selects', async () => {
    mockGraphql(answer);
    renderPage(<HomePage />, '/en');
    const hero = await screen.findByTestId('hero');
    fireEvent.change(within(hero).getByLabelText('Time'), { target: { value: 'custom' } });
    fireEvent.change(within(hero).getByLabelText('From'), { target: { value: '13:00' } });
    fireEvent.change(within(hero).getByLabelText('To'), { target: { value: '17:30' } });
    fireEvent.click(within(hero).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/search'));
    expect(new URLSearchParams(window.location.search).get('from')).toBe('13:00');
    expect(new URLSearchParams(window.location.search).get('to')).toBe('17:30');
  });
});
