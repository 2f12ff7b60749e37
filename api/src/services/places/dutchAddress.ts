/**
 * A Dutch street address typed in one line ("Keizersgracht 12, 1015 CS Amsterdam"): parsed into
 * street, house number, postcode and city, and carried in a place_id of its own
 * ("nl:addr:<city place_id>:<base64url JSON>") so the bundled gazetteer, which knows only
 * cities, can offer it as a place at the city's coordinates.
 */

export interface DutchAddress {
  street: string;
  houseNumber: string;
  /** "1015 CS" */
  postcode: string;
  city: string;
}

const ADDRESS = new RegExp(
  [
    '^(?<street>(?:\\d{1,3}e\\s)?\\p{L}[\\p{L}\\d .\'-]*?)', // street (may contain digits after the first letter: "1e Jan Steenstraat")
    '\\s+(?<number>\\d{1,5}(?:\\s?[-/]?\\s?[\\p{L}\\d]{1,4})?)', // house number with addition: 12, 12A, 12-2, 12 bis
    '\\s*,?\\s*(?<postcode>[1-9]\\d{3})\\s?(?<letters>[a-zA-Z]{2})', // postcode 1015 CS
    '\\s*,?\\s*(?<city>[\'\\p{L}][\\p{L} .\'-]*?)', // city, also 's-Hertogenbosch
    '(?:\\s*,\\s*(?:nederland|the netherlands|netherlands|nl))?\\s*$',
  ].join(''),
  'iu',
);

/** The address, or null when one of street, house number, postcode or city is missing. */
export function parseDutchAddress(text: string): DutchAddress | null {
  const match = ADDRESS.exec(text.trim().replace(/\s+/g, ' '));
  if (!match?.groups) return null;
  const { street, number, postcode, letters, city } = match.groups;
  // "SS", "SA" and "SD" are not used as postcode letters
  if (/^(SS|SA|SD)$/i.test(letters)) return null;
  return {
    street: street.trim(),
    houseNumber: number.replace(/\s+/g, ''),
    postcode: `${postcode} ${letters.toUpperCase()}`,
    city: city.trim(),
  };
}

export function formatDutchAddress(a: DutchAddress): string {
  return `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}`;
}

const PREFIX = 'nl:addr:';
const CITY_ID = /^nl:(?:seo|gn):\d+$/;

export function encodeAddressPlaceId(cityPlaceId: string, a: DutchAddress): string {
  const payload = Buffer.from(JSON.stringify([a.street, a.houseNumber, a.postcode]), 'utf8').toString('base64url');
  return `${PREFIX}${cityPlaceId}:${payload}`;
}

/** The city's place_id and the street part, or null for anything that is not an address place_id. */
export function decodeAddressPlaceId(placeId: string): { cityPlaceId: string; street: string; houseNumber: string; postcode: string } | null {
  if (!placeId.startsWith(PREFIX)) return null;
  const rest = placeId.slice(PREFIX.length);
  const cut = rest.lastIndexOf(':');
  if (cut < 0) return null;
  const cityPlaceId = rest.slice(0, cut);
  if (!CITY_ID.test(cityPlaceId)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(rest.slice(cut + 1), 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3 || !value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 100)) return null;
    const [street, houseNumber, postcode] = value as string[];
    if (!/^[1-9]\d{3} [A-Z]{2}$/.test(postcode)) return null;
    return { cityPlaceId, street, houseNumber, postcode };
  } catch {
    return null;
  }
}
