import type { MessageDescriptor } from 'react-intl';
import type { BookingTab } from './types';

export const bookingsMessages = {
  title: { id: 'BookingsPage.title', defaultMessage: 'Mijn boekingen' },
  tabsLabel: { id: 'BookingsPage.tabsLabel', defaultMessage: 'Boekingen filteren op soort' },
  fromLabel: { id: 'BookingsPage.fromLabel', defaultMessage: 'Van' },
  toLabel: { id: 'BookingsPage.toLabel', defaultMessage: 'Tot' },
  fromAfterTo: { id: 'BookingsPage.fromAfterTo', defaultMessage: 'De datum Van moet op of voor de datum Tot liggen' },
  emptyTitle: { id: 'BookingsPage.emptyTitle', defaultMessage: 'Geen boekingen gevonden' },
  emptyText: { id: 'BookingsPage.emptyText', defaultMessage: 'Er zijn geen boekingen in deze lijst.' },
  loadError: { id: 'BookingsPage.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van je boekingen.' },
  columnBooking: { id: 'BookingsPage.columnBooking', defaultMessage: 'Boeking' },
  columnSpace: { id: 'BookingsPage.columnSpace', defaultMessage: 'Ruimte' },
  columnDate: { id: 'BookingsPage.columnDate', defaultMessage: 'Datum en tijd' },
  columnAttendees: { id: 'BookingsPage.columnAttendees', defaultMessage: 'Personen' },
  columnStatus: { id: 'BookingsPage.columnStatus', defaultMessage: 'Status' },
  columnTotal: { id: 'BookingsPage.columnTotal', defaultMessage: 'Totaal' },
  bookingNumber: { id: 'BookingsPage.bookingNumber', defaultMessage: '#{id}' },
  dateRange: { id: 'BookingsPage.dateRange', defaultMessage: '{date}, {start} - {end}' },
} satisfies Record<string, MessageDescriptor>;

export const bookingTabMessages = {
  UPCOMING: { id: 'BookingsPage.tab.UPCOMING', defaultMessage: 'Aankomend' },
  REQUESTS: { id: 'BookingsPage.tab.REQUESTS', defaultMessage: 'Aanvragen' },
  RESERVATIONS: { id: 'BookingsPage.tab.RESERVATIONS', defaultMessage: 'Reserveringen' },
  ARCHIVED: { id: 'BookingsPage.tab.ARCHIVED', defaultMessage: 'Archief' },
} satisfies Record<BookingTab, MessageDescriptor>;

/** Labels of every booking status of the spec (both sets) and of the database. */
export const bookingStatusMessages = {
  DRAFT: { id: 'BookingStatus.DRAFT', defaultMessage: 'Concept' },
  PENDING: { id: 'BookingStatus.PENDING', defaultMessage: 'In afwachting' },
  WAITING_FOR_HOST: { id: 'BookingStatus.WAITING_FOR_HOST', defaultMessage: 'Wacht op verhuurder' },
  WAITING_FOR_CUSTOMER: { id: 'BookingStatus.WAITING_FOR_CUSTOMER', defaultMessage: 'Wacht op gast' },
  UNPAID: { id: 'BookingStatus.UNPAID', defaultMessage: 'Betaling nodig' },
  OPTIONAL: { id: 'BookingStatus.OPTIONAL', defaultMessage: 'Optie' },
  PAYMENT_PROCESSING: { id: 'BookingStatus.PAYMENT_PROCESSING', defaultMessage: 'Betaling wordt verwerkt' },
  PAID: { id: 'BookingStatus.PAID', defaultMessage: 'Betaald' },
  PASSED: { id: 'BookingStatus.PASSED', defaultMessage: 'Afgelopen' },
  COMPLETED: { id: 'BookingStatus.COMPLETED', defaultMessage: 'Afgerond' },
  EXPIRED: { id: 'BookingStatus.EXPIRED', defaultMessage: 'Verlopen' },
  DECLINED: { id: 'BookingStatus.DECLINED', defaultMessage: 'Afgewezen' },
  CANCELLED: { id: 'BookingStatus.CANCELLED', defaultMessage: 'Geannuleerd' },
  CANCELLED_BY_CUSTOMER: { id: 'BookingStatus.CANCELLED_BY_CUSTOMER', defaultMessage: 'Geannuleerd door gast' },
  CANCELLED_BY_HOST: { id: 'BookingStatus.CANCELLED_BY_HOST', defaultMessage: 'Geannuleerd door verhuurder' },
  REFUNDED: { id: 'BookingStatus.REFUNDED', defaultMessage: 'Terugbetaald' },
} satisfies Record<string, MessageDescriptor>;
