/**
 * Google Places adapter (used when GOOGLE_PLACES_KEY is set). Google's own statuses are passed
 * through; network failures, timeouts and unreadable answers become UNKNOWN_ERROR.
 */
import { PLACES_STATUSES, type PlaceInfo, type PlacesProvider, type PlacesStatus } from './types';

const BASE = 'https://maps.googleapis.com/maps/api';
const TIMEOUT_MS = 4000;

type Fetch = typeof fetch;

const statusOf = (s: unknown): PlacesStatus => (PLACES_STATUSES as readonly string[]).includes(String(s)) ? (s as PlacesStatus) : 'UNKNOWN_ERROR';

interface GoogleResult {
  place_id: string;
  name?: string;
  formatted_address: string;
  types?: string[];
  geometry: { location: { lat: number; lng: number }; viewport?: { northeast: { lat: number; lng: number }; southwest: { lat: number; lng: number } } };
  address_components?: Array<{ long_name: string; types: string[] }>;
}

function toInfo(r: GoogleResult): PlaceInfo {
  const comp = (type: string) => r.address_components?.find((c) => c.types.includes(type))?.long_name ?? null;
  const vp = r.geometry.viewport;
  return {
    place_id: r.place_id, name: r.name ?? r.formatted_address.split(',')[0] ?? r.formatted_address, formatted_address: r.formatted_address,
    latitude: r.geometry.location.lat, longitude: r.geometry.location.lng, types: r.types ?? [],
    city: comp('locality'), region: comp('administrative_area_level_1'),
    viewport: vp ? { north: vp.northeast.lat, east: vp.northeast.lng, south: vp.southwest.lat, west: vp.southwest.lng } : null,
  };
}

export function googlePlacesProvider(key: string, fetchImpl: Fetch = fetch, locale = 'nl'): PlacesProvider {
  async function call(path: string, params: Record<string, string>): Promise<{ status: PlacesStatus; body: any }> {
    const url = `${BASE}/${path}?${new URLSearchParams({ ...params, key, language: locale })}`;
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status === 429) return { status: 'OVER_QUERY_LIMIT', body: null };
      if (!res.ok) return { status: 'UNKNOWN_ERROR', body: null };
      const body = (await res.json()) as any;
      return { status: statusOf(body?.status), body };
    } catch {
      return { status: 'UNKNOWN_ERROR', body: null };
    }
  }
  return {
    async autocomplete(input) {
      if (!input.trim()) return { status: 'INVALID_REQUEST', predictions: [] };
      const { status, body } = await call('place/autocomplete/json', { input, components: 'country:nl' });
      const predictions = status === 'OK'
        ? (body.predictions ?? []).map((p: any) => ({
            place_id: p.place_id, description: p.description, main_text: p.structured_formatting?.main_text ?? p.description,
            secondary_text: p.structured_formatting?.secondary_text ?? null, types: p.types ?? [],
          }))
        : [];
      return { status, predictions };
    },
    async placeInfo(placeId) {
      if (!placeId.trim()) return { status: 'INVALID_REQUEST', result: null };
      const { status, body } = await call('place/details/json', { place_id: placeId, fields: 'place_id,name,formatted_address,geometry,types,address_components' });
      return { status, result: status === 'OK' && body.result ? toInfo(body.result) : null };
    },
    async geocode(address) {
      if (!address.trim()) return { status: 'INVALID_REQUEST', results: [] };
      const { status, body } = await call('geocode/json', { address, components: 'country:NL' });
      return { status, results: status === 'OK' ? (body.results ?? []).map(toInfo) : [] };
    },
  };
}
