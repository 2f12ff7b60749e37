/**
 * The bundled test register: a deterministic list of Dutch companies (name, 8-digit CoC number,
 * street address, postal code) in the seeded cities (seo_location CITY rows), so onboarding works
 * offline. The same cities always give the same companies; CoC numbers are unique.
 */
import type { Company, CompanyRegister } from './types';

export interface RegisterCity {
  location_id: number;
  name: string;
}

const FIRST = ['Vergader', 'Zaal', 'Congres', 'Kantoor', 'Atelier', 'Event', 'Horeca', 'Studio', 'Training', 'Creatief'];
const SECOND = ['centrum', 'huis', 'plein', 'fabriek', 'werf', 'loods', 'hoeve', 'kamer', 'haven', 'toren'];
const FORMS = ['B.V.', 'V.O.F.', 'Holding B.V.', 'Stichting', 'Coöperatie U.A.'];
const STREETS = ['Stationsplein', 'Kerkstraat', 'Dorpsstraat', 'Marktplein', 'Havenkade', 'Molenweg', 'Schoolstraat', 'Nieuwe Gracht'];
export const PER_CITY = 5;

/** A few fixed entries for tests and demos, independent of the seeded cities. */
export const FIXED: Company[] = [
  { legal_name: 'Zaalplek Test B.V.', coc_number: '12345678', address: 'Damrak 1', postal_code: '1012 LG', city: 'Amsterdam', place_id: null },
  { legal_name: 'Vergadercentrum De Test V.O.F.', coc_number: '87654321', address: 'Oudegracht 10', postal_code: '3511 AP', city: 'Utrecht', place_id: null },
];

export function buildRegister(cities: RegisterCity[]): Company[] {
  const sorted = [...cities].sort((a, b) => a.location_id - b.location_id);
  const out: Company[] = [...FIXED];
  sorted.forEach((city, c) => {
    for (let k = 0; k < PER_CITY; k++) {
      const n = c * PER_CITY + k;
      const name = `${FIRST[(n * 7) % FIRST.length]}${SECOND[(n * 3 + c) % SECOND.length]} ${city.name} ${FORMS[n % FORMS.length]}`;
      out.push({
        legal_name: name,
        coc_number: String(30_000_000 + n * 1_237), // 8 digits, unique, never a FIXED number
        address: `${STREETS[(n * 5) % STREETS.length]} ${1 + ((n * 13) % 180)}`,
        postal_code: `${1000 + ((c * 97 + k * 11) % 8999)} ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n * 7) % 26))}`,
        city: city.name,
        place_id: `nl:seo:${city.location_id}`,
      });
    }
  });
  return out;
}

const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function testRegister(loadCities: () => Promise<RegisterCity[]>): CompanyRegister {
  let list: Promise<Company[]> | null = null;
  const all = () => (list ??= loadCities().then(buildRegister));
  return {
    name: 'test',
    async byCoc(coc) {
      return (await all()).find((c) => c.coc_number === coc) ?? null;
    },
    async search(name, limit = 10) {
      const q = norm(name.trim());
      if (q.length < 2) return [];
      const words = q.split(/\s+/);
      return (await all()).filter((c) => words.every((w) => norm(c.legal_name).includes(w))).slice(0, limit);
    },
  };
}
