import type { Bounds } from '../results/searchQuery';

/** A venue on the map. */
export interface MapMarker {
  id: number;
  name: string;
  url: string;
  lat: number;
  lng: number;
  /** cents */
  price: number | null;
}

export interface ResultsMapProps {
  markers: MapMarker[];
  /** the URL's box, when the user moved the map */
  bounds: Bounds | null;
  /** centre when there is neither a box nor a marker */
  center: { latitude: number; longitude: number };
  /** the visible box after a pan or zoom (debounced) */
  onMove: (bounds: Bounds) => void;
}
