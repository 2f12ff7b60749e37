import { decodeAddressPlaceId, encodeAddressPlaceId, formatDutchAddress, parseDutchAddress } from './dutchAddress';

test.each([
  ['Keizersgracht 12, 1015 CS Amsterdam', { street: 'Keizersgracht', houseNumber: '12', postcode: '1015 CS', city: 'Amsterdam' }],
  ['Keizersgracht 12 1015CS Amsterdam', { street: 'Keizersgracht', houseNumber: '12', postcode: '1015 CS', city: 'Amsterdam' }],
  ['Oudegracht 100-A, 3511 AX, Utrecht, Nederland', { street: 'Oudegracht', houseNumber: '100-A', postcode: '3511 AX', city: 'Utrecht' }],
  ['1e Jan Steenstraat 5a, 1072 NB Amsterdam', { street: '1e Jan Steenstraat', houseNumber: '5a', postcode: '1072 NB', city: 'Amsterdam' }],
  ["Prins Hendrikkade 33, 1012 TM 's-Hertogenbosch", { street: 'Prins Hendrikkade', houseNumber: '33', postcode: '1012 TM', city: "'s-Hertogenbosch" }],
  ['Stationsplein 1 3013ak rotterdam', { street: 'Stationsplein', houseNumber: '1', postcode: '3013 AK', city: 'rotterdam' }],
])('%s is parsed', (typed, parsed) => {
  expect(parseDutchAddress(typed)).toEqual(parsed);
});

test.each(['Amsterdam', 'Keizersgracht 12, Amsterdam', 'Keizersgracht, 1015 CS Amsterdam', 'Keizersgracht 12, 1015 CS', '12, 1015 CS Amsterdam', 'Keizersgracht 12, 1015 SS Amsterdam'])(
  '%s is not a complete address',
  (typed) => {
    expect(parseDutchAddress(typed)).toBeNull();
  },
);

test('an address place_id carries the street part and the city it is placed at', () => {
  const a = parseDutchAddress('Keizersgracht 12, 1015 CS Amsterdam')!;
  expect(formatDutchAddress(a)).toBe('Keizersgracht 12, 1015 CS Amsterdam');
  const id = encodeAddressPlaceId('nl:gn:2759794', a);
  expect(id).toMatch(/^nl:addr:nl:gn:2759794:[A-Za-z0-9_-]+$/);
  expect(decodeAddressPlaceId(id)).toEqual({ cityPlaceId: 'nl:gn:2759794', street: 'Keizersgracht', houseNumber: '12', postcode: '1015 CS' });
  expect(decodeAddressPlaceId('nl:gn:2759794')).toBeNull();
  expect(decodeAddressPlaceId('nl:addr:evil:xyz')).toBeNull();
  expect(decodeAddressPlaceId(`nl:addr:nl:gn:1:${Buffer.from('["a","1","bad"]').toString('base64url')}`)).toBeNull();
});
