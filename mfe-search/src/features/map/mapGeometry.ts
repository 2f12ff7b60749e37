/**
 * Geometry of the built-in map: an equirectangular projection scaled by cos(latitude) at the
 * view's centre (good enough for a country the size of the Netherlands), plus view fitting.
 */
import type { Bounds } from '../results/searchQuery';

export interface MapView {
  lat: number;
  lng: number;
  /** visible width in degrees of longitude */
  spanLng: number;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

/** SVG viewBox size; the map keeps this aspect ratio. */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 480;
export const MIN_SPAN = 0.01;
export const MAX_SPAN = 12;

const cosLat = (lat: number) => Math.cos((lat * Math.PI) / 180);

/** Visible height in degrees of latitude for a view (keeps the aspect ratio, corrected for latitude). */
export function spanLat(view: MapView): number {
  return ((view.spanLng * MAP_HEIGHT) / MAP_WIDTH) * cosLat(view.lat);
}

export function viewBounds(view: MapView): Bounds {
  const halfLat = spanLat(view) / 2;
  const halfLng = view.spanLng / 2;
  return { south: view.lat - halfLat, north: view.lat + halfLat, west: view.lng - halfLng, east: view.lng + halfLng };
}

/** The smallest view around a box (the whole box visible). */
export function viewOfBounds(b: Bounds): MapView {
  const lat = (b.south + b.north) / 2;
  const lng = (b.west + b.east) / 2;
  const byWidth = b.east - b.west;
  const byHeight = (b.north - b.south) / (((MAP_HEIGHT / MAP_WIDTH) * cosLat(lat)) || 1);
  return { lat, lng, spanLng: clampSpan(Math.max(byWidth, byHeight)) };
}

/** A view fitting all points with a margin; null without points. */
export function fitPoints(points: MapPoint[]): MapView | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const b = { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
  const view = viewOfBounds(b);
  return { ...view, spanLng: clampSpan(Math.max(view.spanLng * 1.5, 0.08)) };
}

export function clampSpan(span: number): number {
  return Math.min(MAX_SPAN, Math.max(MIN_SPAN, span));
}

/** Point -> SVG coordinates of the view. */
export function project(view: MapView, p: MapPoint): { x: number; y: number } {
  const b = viewBounds(view);
  return {
    x: ((p.lng - b.west) / (b.east - b.west)) * MAP_WIDTH,
    y: ((b.north - p.lat) / (b.north - b.south)) * MAP_HEIGHT,
  };
}

/** The view moved by a drag of dx, dy SVG units. */
export function pan(view: MapView, dx: number, dy: number): MapView {
  const lngPerUnit = view.spanLng / MAP_WIDTH;
  const latPerUnit = spanLat(view) / MAP_HEIGHT;
  return { ...view, lng: view.lng - dx * lngPerUnit, lat: Math.max(-85, Math.min(85, view.lat + dy * latPerUnit)) };
}

/** Zoom by `factor` (< 1 zooms in) around an SVG point (the centre when omitted); that point stays put. */
export function zoom(view: MapView, factor: number, at?: { x: number; y: number }): MapView {
  const spanLng = clampSpan(view.spanLng * factor);
  if (!at) return { ...view, spanLng };
  const real = spanLng / view.spanLng;
  const b = viewBounds(view);
  const lngAt = b.west + (at.x / MAP_WIDTH) * (b.east - b.west);
  const latAt = b.north - (at.y / MAP_HEIGHT) * (b.north - b.south);
  const lng = lngAt + (view.lng - lngAt) * real;
  // the latitude span depends on the centre's latitude: settle it in a few fixed-point steps
  let lat = latAt + (view.lat - latAt) * real;
  for (let i = 0; i < 4; i += 1) lat = latAt - (0.5 - at.y / MAP_HEIGHT) * spanLat({ lat, lng, spanLng });
  return { spanLng, lng, lat };
}

/** Grid line step in degrees for a span (about 4-8 lines across). */
export function gridStep(span: number): number {
  const steps = [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2];
  return steps.find((s) => span / s <= 8) ?? 2;
}
