import type { MessageDescriptor } from 'react-intl';

// defaultMessage = nl (the default locale); the en text is in messages/en.json.
export const customersMessages = {
  search: { id: 'Customers.search', defaultMessage: 'Zoek een klant op naam of e-mail' },
  caption: { id: 'Customers.caption', defaultMessage: 'Klanten' },
  colName: { id: 'Customers.colName', defaultMessage: 'Naam' },
  colEmail: { id: 'Customers.colEmail', defaultMessage: 'E-mail' },
  colBookings: { id: 'Customers.colBookings', defaultMessage: 'Boekingen' },
  colPaid: { id: 'Customers.colPaid', defaultMessage: 'Betaald' },
  colLast: { id: 'Customers.colLast', defaultMessage: 'Laatste boeking' },
  empty: { id: 'Customers.empty', defaultMessage: 'Geen klanten gevonden.' },
  loadError: { id: 'Customers.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van de klanten.' },
  back: { id: 'Customers.back', defaultMessage: 'Terug naar klanten' },
  phone: { id: 'Customers.phone', defaultMessage: 'Telefoon: {phone}' },
  summary: { id: 'Customers.summary', defaultMessage: '{count, plural, one {# boeking} other {# boekingen}}, {paid} betaald' },
  bookingsCaption: { id: 'Customers.bookingsCaption', defaultMessage: 'Boekingen van deze klant' },
} satisfies Record<string, MessageDescriptor>;
