import type { MessageDescriptor } from 'react-intl';

// defaultMessage = nl; description = en.
export const customersMessages = {
  search: { id: 'Customers.search', defaultMessage: 'Zoek een klant op naam of e-mail', description: 'Search a customer by name or e-mail' },
  caption: { id: 'Customers.caption', defaultMessage: 'Klanten', description: 'Customers' },
  colName: { id: 'Customers.colName', defaultMessage: 'Naam', description: 'Name' },
  colEmail: { id: 'Customers.colEmail', defaultMessage: 'E-mail', description: 'E-mail' },
  colBookings: { id: 'Customers.colBookings', defaultMessage: 'Boekingen', description: 'Bookings' },
  colPaid: { id: 'Customers.colPaid', defaultMessage: 'Betaald', description: 'Paid' },
  colLast: { id: 'Customers.colLast', defaultMessage: 'Laatste boeking', description: 'Last booking' },
  empty: { id: 'Customers.empty', defaultMessage: 'Geen klanten gevonden.', description: 'No customers found.' },
  loadError: { id: 'Customers.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van de klanten.', description: 'Sorry, something went wrong while loading the customers.' },
  back: { id: 'Customers.back', defaultMessage: 'Terug naar klanten', description: 'Back to customers' },
  phone: { id: 'Customers.phone', defaultMessage: 'Telefoon: {phone}', description: 'Phone: {phone}' },
  summary: { id: 'Customers.summary', defaultMessage: '{count, plural, one {# boeking} other {# boekingen}}, {paid} betaald', description: '{count, plural, one {# booking} other {# bookings}}, {paid} paid' },
  bookingsCaption: { id: 'Customers.bookingsCaption', defaultMessage: 'Boekingen van deze klant', description: "This customer's bookings" },
} satisfies Record<string, MessageDescriptor>;
