// Where a host links an online calendar to a space: the venue's availability page with that space's
// calendar dialog open (the page reads the query parameter on arrival).

/** The availability page's query parameter naming the space whose calendar dialog opens on arrival. */
export const CALENDAR_SYNC_PARAM = 'calendarSync';

/** /bookings/vendor/{venueId}/availability?calendarSync={spaceId} */
export function calendarSyncPath(venueId: number, spaceId: number): string {
  return `/bookings/vendor/${venueId}/availability?${CALENDAR_SYNC_PARAM}=${spaceId}`;
}

/** The space id asked for in the query string, or null when missing or not a positive whole number. */
export function requestedSyncSpaceId(search: URLSearchParams): number | null {
  const value = search.get(CALENDAR_SYNC_PARAM);
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}
