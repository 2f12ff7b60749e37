/** client_config: what the UI needs to know about this server (Google Maps key or the built-in map, search defaults). */
import { TIME_PRESETS } from '../../domain/availability/timeWindow';
import { DEFAULT_ATTENDEES, DEFAULT_MAP_CENTER, DEFAULT_PAGE_SIZE, MAX_ATTENDEES } from '../../domain/search/searchInput';

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function client_config() {
  return {
    google_maps_key: process.env.GOOGLE_MAPS_KEY?.trim() || null,
    default_map_center: DEFAULT_MAP_CENTER,
    default_attendees: DEFAULT_ATTENDEES,
    max_attendees: MAX_ATTENDEES,
    page_size: DEFAULT_PAGE_SIZE,
    time_presets: Object.entries(TIME_PRESETS).map(([preset, w]) => ({ preset, time_from: hhmm(w.from), time_to: hhmm(w.to) })),
  };
}
