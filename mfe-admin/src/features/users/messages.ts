import type { MessageDescriptor } from 'react-intl';

export const usersMessages = {
  caption: { id: 'UsersTab.caption', defaultMessage: 'Gebruikers' },
  columnName: { id: 'UsersTab.columnName', defaultMessage: 'Naam' },
  columnEmail: { id: 'UsersTab.columnEmail', defaultMessage: 'E-mail' },
  columnPhone: { id: 'UsersTab.columnPhone', defaultMessage: 'Telefoon' },
  search: { id: 'UsersTab.search', defaultMessage: 'Zoek op naam, e-mail of telefoon' },
  columnActions: { id: 'UsersTab.columnActions', defaultMessage: 'Acties' },
  total: { id: 'UsersTab.total', defaultMessage: '{count, plural, one {# gebruiker} other {# gebruikers}}' },
  emptyTitle: { id: 'UsersTab.emptyTitle', defaultMessage: 'Geen gebruikers gevonden' },
  loadError: { id: 'UsersTab.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van de gebruikers.' },
} satisfies Record<string, MessageDescriptor>;
