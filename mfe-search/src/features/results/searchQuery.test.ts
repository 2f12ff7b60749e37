import { activeFilterCount, DEFAULT_QUERY, parseSearchQuery, resetFilters, serializeSearchQuery } from './searchQuery';

describe('parseSearchQuery', () => {
  it('reads every filter of the URL', () => {
    const q = parseSearchQuery(
      '?search=Utrecht&lat=52.09&lng=5.12&attendees=12&page=2&date=2030-01-31&time=evening&isSocial=1&direct=1' +
        '&postPayment=true&favourites=1&activities=we_train,we_meet&configurations=u-shape&features=waterside' +
        '&facilities=beamer&services=lunch&priceMin=5000&priceMax=9000&sort=rating&order=asc&bounds=52,5,52.2,5.3&organisation=abc',
    );
    expect(q).toEqual({
      ...DEFAULT_QUERY,
      search: 'Utrecht',
      lat: 52.09,
      lng: 5.12,
      attendees: 12,
      page: 2,
      date: '2030-01-31',
      time: 'evening',
      isSocial: true,
      direct: true,
      postPayment: true,
      favourites: true,
      activities: ['we_meet', 'we_train'],
      configurations: ['u-shape'],
      features: ['waterside'],
      facilities: ['beamer'],
      services: ['lunch'],
      priceMin: 5000,
      priceMax: 9000,
      sort: 'rating',
      order: 'asc',
      bounds: { south: 52, west: 5, north: 52.2, east: 5.3 },
      organisation: 'abc',
    });
  });

  it('falls back to the defaults (15 attendees, afternoon, relevance) on missing or bad values', () => {
    expect(
      parseSearchQuery('?lat=abc&attendees=-3&page=0&date=31-01-2030&time=night&sort=cheap&bounds=1,2,3&activities=<script>'),
    ).toEqual(DEFAULT_QUERY);
    expect(DEFAULT_QUERY).toMatchObject({ attendees: 15, time: 'afternoon', sort: 'relevance' });
  });

  it('caps attendees at the spec maximum of 500', () => {
    expect(parseSearchQuery('?attendees=9000').attendees).toBe(500);
  });

  it('keeps a custom window only when from < to', () => {
    expect(parseSearchQuery('?time=custom&from=9:30&to=13:00')).toMatchObject({ time: 'custom', from: '09:30', to: '13:00' });
    expect(parseSearchQuery('?time=custom&from=14:00&to=13:00')).toMatchObject({ time: 'afternoon', from: null, to: null });
  });

  it('swaps a reversed price range', () => {
    expect(parseSearchQuery('?priceMin=9000&priceMax=5000')).toMatchObject({ priceMin: 5000, priceMax: 9000 });
  });
});

describe('serializeSearchQuery', () => {
  it('writes only values that differ from the defaults', () => {
    expect(serializeSearchQuery({ search: 'Den Haag', attendees: 8, page: 1, lat: null })).toBe('?search=Den+Haag&attendees=8');
    expect(serializeSearchQuery({ attendees: 15, time: 'afternoon', sort: 'relevance' })).toBe('');
  });

  it('round-trips every filter', () => {
    const q = parseSearchQuery(
      '?search=zaal&lat=52.3&lng=4.9&attendees=20&page=3&date=2030-02-01&time=custom&from=10:00&to=12:30&direct=1' +
        '&activities=we_meet&features=a,b&priceMax=12000&sort=size&order=asc&bounds=52,4.5,52.5,5',
    );
    expect(parseSearchQuery(serializeSearchQuery(q))).toEqual(q);
  });

  it('is empty for the default search', () => {
    expect(serializeSearchQuery({})).toBe('');
  });
});

describe('resetFilters', () => {
  it('clears every filter but keeps the search bar (place, date/time, attendees, social)', () => {
    const q = parseSearchQuery('?search=Utrecht&date=2030-01-31&attendees=10&isSocial=1&direct=1&features=a&priceMin=100&sort=price');
    expect(activeFilterCount(q)).toBe(3);
    const reset = resetFilters(q);
    expect(activeFilterCount(reset)).toBe(0);
    expect(serializeSearchQuery(reset)).toBe('?search=Utrecht&date=2030-01-31&attendees=10&isSocial=1');
  });
});
