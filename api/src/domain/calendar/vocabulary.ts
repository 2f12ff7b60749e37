/** The words of calendar sync and availability as the tables store them. */

/** calendar_link.provider_name: an ICS link, or a provider connected through OAuth (apple links through ICS). */
export const CALENDAR_PROVIDERS = ['ics', 'apple', 'exchange', 'google', 'live_connect', 'office365'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** calendar_link.sync_status: FAILING = the last reads failed (a SYNC_STALE closure follows after the grace period). */
export const CALENDAR_SYNC_STATUSES = ['PENDING', 'SYNCED', 'FAILING', 'UNSUBSCRIBED'] as const;
export type CalendarSyncStatus = (typeof CALENDAR_SYNC_STATUSES)[number];

/** space_availability.source: set by the host, imported busy time, or the closure of an unreadable linked calendar. */
export const AVAILABILITY_SOURCES = ['MANUAL', 'CALENDAR', 'SYNC_STALE'] as const;
export type AvailabilitySource = (typeof AVAILABILITY_SOURCES)[number];
