/** The places adapter interface (spec section 8 statuses) shared by the gazetteer and Google Places. */
export const PLACES_STATUSES = ['OK', 'ZERO_RESULTS', 'INVALID_REQUEST', 'NOT_FOUND', 'OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'UNKNOWN_ERROR'] as const;
export type PlacesStatus = (typeof PLACES_STATUSES)[number];

export interface PlacePrediction {
  place_id: string;
  description: string;
  main_text: string;
  secondary_text: string | null;
  types: string[];
}
export interface PlaceInfo {
  place_id: string;
  name: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
  types: string[];
  city: string | null;
  region: string | null;
  viewport: { north: number; south: number; east: number; west: number } | null;
}

export interface PlacesProvider {
  autocomplete(input: string): Promise<{ status: PlacesStatus; predictions: PlacePrediction[] }>;
  placeInfo(placeId: string): Promise<{ status: PlacesStatus; result: PlaceInfo | null }>;
  geocode(address: string): Promise<{ status: PlacesStatus; results: PlaceInfo[] }>;
}
