import type { EventNotification } from './types';

/**
 * Where a notification leads: a host's notification (it has a venue) to the venue's bookings or the
 * space editor; a guest's to the booking page.
 */
export function notificationTarget(n: EventNotification): { kind: 'booking' | 'space'; to: string } | null {
  if (n.venue_id !== null) {
    if (n.booking_id !== null) return { kind: 'booking', to: `/bookings/vendor/${n.venue_id}` };
    if (n.space_id !== null) return { kind: 'space', to: `/vendor/venue/${n.venue_id}/space/${n.space_id}/details` };
    return null;
  }
  if (n.booking_id !== null) return { kind: 'booking', to: `/bookings/${n.booking_id}` };
  return null;
}

/** Today's date in Amsterdam, YYYY-MM-DD. */
export function amsterdamToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM-DD plus n days (calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
