import { parseSearchQuery, serializeSearchQuery } from './searchQuery';

describe('parseSearchQuery', () => {
  it('reads search, lat, lng, attendees and page', () => {
    expect(parseSearchQuery('?search=Utrecht&lat=52.09&lng=5.12&attendees=12&page=2')).toEqual({
      search: 'Utrecht',
      lat: 52.09,
      lng: 5.12,
      attendees: 12,
      page: 2,
    });
  });

  it('falls back to defaults on missing or bad values', () => {
    expect(parseSearchQuery('?lat=abc&attendees=-3&page=0')).toEqual({
      search: '',
      lat: null,
      lng: null,
      attendees: null,
      page: 1,
    });
  });

  it('caps attendees at the spec maximum of 500', () => {
    expect(parseSearchQuery('?attendees=9000').attendees).toBe(500);
  });
});

describe('serializeSearchQuery', () => {
  it('writes only the set values and leaves page 1 out', () => {
    expect(serializeSearchQuery({ search: 'Den Haag', attendees: 8, page: 1, lat: null })).toBe(
      '?search=Den+Haag&attendees=8',
    );
  });

  it('round-trips', () => {
    const q = { search: 'zaal', lat: 52.3, lng: 4.9, attendees: 20, page: 3 };
    expect(parseSearchQuery(serializeSearchQuery(q))).toEqual(q);
  });

  it('is empty for an empty search', () => {
    expect(serializeSearchQuery({})).toBe('');
  });
});
