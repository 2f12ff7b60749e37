import type { MessageDescriptor } from 'react-intl';

export const usersMessages = {
  caption: { id: 'UsersTab.caption', defaultMessage: 'Gebruikers' },
  columnName: { id: 'UsersTab.columnName', defaultMessage: 'Naam' },
  columnEmail: { id: 'UsersTab.columnEmail', defaultMessage: 'E-mail' },
  columnPhone: { id: 'UsersTab.columnPhone', defaultMessage: 'Telefoon' },
  search: { id: 'UsersTab.search', defaultMessage: 'Zoek op naam, e-mail of telefoon' },
  columnRole: { id: 'UsersTab.columnRole', defaultMessage: 'Rol' },
  columnAdmin: { id: 'UsersTab.columnAdmin', defaultMessage: 'Beheerder' },
  BOOKER: { id: 'UsersTab.role.BOOKER', defaultMessage: 'Boeker' },
  VENDOR: { id: 'UsersTab.role.VENDOR', defaultMessage: 'Verhuurder' },
  columnActions: { id: 'UsersTab.columnActions', defaultMessage: 'Acties' },
  yes: { id: 'UsersTab.yes', defaultMessage: 'Ja' },
  no: { id: 'UsersTab.no', defaultMessage: 'Nee' },
  total: { id: 'UsersTab.total', defaultMessage: '{count, plural, one {# gebruiker} other {# gebruikers}}' },
  emptyTitle: { id: 'UsersTab.emptyTitle', defaultMessage: 'Geen gebruikers gevonden' },
  loadError: { id: 'UsersTab.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van de gebruikers.' },
} satisfies Record<string, MessageDescriptor>;
