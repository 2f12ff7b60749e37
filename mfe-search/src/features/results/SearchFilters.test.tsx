import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import { mockSearchApi } from '../testing/searchMocks';
import { SearchPage } from './SearchPage';
import type { VenueFindInput } from './types';

jest.setTimeout(30000);

const searches = (calls: { operation: string | null; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operation === 'venue_search').map((c) => c.variables.input as VenueFindInput);

/** Types a date into the search bar's date field (DD-MM-YYYY) without submitting the bar. */
function chooseDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('filters never drop the search bar choices', () => {
  it.each([
    ['nl', '/search?search=Utrecht', 'Datum', 'Vergaderen', 'Aantal personen', 'Tijd'],
    ['en', '/en/search?search=Utrecht', 'Date', 'Meet', 'Number of people', 'Time'],
  ])('%s: a date, time and attendees chosen in the bar survive ticking a filter and reach the search', async (_l, url, dateLabel, activity, peopleLabel, timeLabel) => {
    const { calls } = mockSearchApi(2);
    renderPage(<SearchPage />, url);
    await screen.findByTestId('search-total');
    chooseDate(dateLabel, '14-05-2030');
    fireEvent.change(screen.getByLabelText(timeLabel), { target: { value: 'evening' } });
    fireEvent.change(screen.getByLabelText(peopleLabel), { target: { value: '30' } });

    fireEvent.click(await screen.findByLabelText(activity));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('date')).toBe('2030-05-14');
    expect(params.get('time')).toBe('evening');
    expect(params.get('attendees')).toBe('30');
    expect(params.get('activities')).toBe('we_meet');
    expect(params.get('search')).toBe('Utrecht');
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ date: '2030-05-14', time_preset: 'EVENING', attendees: 30, activities: ['we_meet'] }),
    );
    // the bar still shows the date after the filter
    await waitFor(() => expect(screen.getByLabelText(dateLabel)).toHaveValue('14-05-2030'));

    // a second filter and the sort keep it too
    fireEvent.click(screen.getByLabelText(url.startsWith('/en') ? 'Direct booking' : 'Direct boeken'));
    expect(new URLSearchParams(window.location.search).get('date')).toBe('2030-05-14');
  });

  it('an unsubmitted place text is not applied by a filter (it needs "Zoeken"), the date is', async () => {
    mockSearchApi(2);
    renderPage(<SearchPage />, '/search?search=Utrecht');
    await screen.findByTestId('search-total');
    fireEvent.change(screen.getByLabelText('Plaats of zoekterm'), { target: { value: 'Amst' } });
    chooseDate('Datum', '14-05-2030');
    fireEvent.click(await screen.findByLabelText('Direct boeken'));
    expect(window.location.search).toBe('?search=Utrecht&date=2030-05-14&direct=1');
  });
});

describe('activity filters follow the page language', () => {
  it.each([
    ['/en/search', 'EN', ['Meet', 'Train'], 'Vergaderen'],
    ['/search', 'NL', ['Vergaderen', 'Trainen'], 'Meet'],
  ])('%s: the activity filters are the API list in the page language (X-Locale: %s)', async (url, locale, names, other) => {
    const { calls } = mockSearchApi(1);
    renderPage(<SearchPage />, url);
    const activities = await screen.findByTestId('filter-activities');
    for (const name of names) expect(within(activities).getByLabelText(name)).toBeInTheDocument();
    expect(activities).not.toHaveTextContent(other);
    expect(calls.find((c) => c.url.includes('/api/category/'))?.locale).toBe(locale);
  });
});
