import type { MessageDescriptor } from 'react-intl';

export const actAsMessages = {
  actAs: { id: 'ActAs.actAs', defaultMessage: 'Meekijken' },
  actAsName: { id: 'ActAs.actAsName', defaultMessage: 'Meekijken als {name}' },
  caption: { id: 'ActAsLogTab.caption', defaultMessage: 'Meekijklog' },
  intro: { id: 'ActAsLogTab.intro', defaultMessage: 'Elke keer dat een beheerder meekijkt als een boeker of verhuurder: wie, als wie, wanneer en vanaf welk IP-adres.' },
  search: { id: 'ActAsLogTab.search', defaultMessage: 'Zoek op naam of e-mail van beheerder of account' },
  columnAdmin: { id: 'ActAsLogTab.columnAdmin', defaultMessage: 'Beheerder' },
  columnTarget: { id: 'ActAsLogTab.columnTarget', defaultMessage: 'Als' },
  columnKind: { id: 'ActAsLogTab.columnKind', defaultMessage: 'Soort' },
  columnStarted: { id: 'ActAsLogTab.columnStarted', defaultMessage: 'Gestart' },
  columnStopped: { id: 'ActAsLogTab.columnStopped', defaultMessage: 'Gestopt' },
  CUSTOMER: { id: 'ActAsLogTab.kind.CUSTOMER', defaultMessage: 'Boeker' },
  VENDOR: { id: 'ActAsLogTab.kind.VENDOR', defaultMessage: 'Verhuurder' },
  fromIp: { id: 'ActAsLogTab.fromIp', defaultMessage: 'vanaf {ip}' },
  stillOpen: { id: 'ActAsLogTab.stillOpen', defaultMessage: 'Nog bezig (tot {time})' },
  expired: { id: 'ActAsLogTab.expired', defaultMessage: 'Verlopen om {time}' },
  total: { id: 'ActAsLogTab.total', defaultMessage: '{count, plural, one {# sessie} other {# sessies}}' },
  emptyTitle: { id: 'ActAsLogTab.emptyTitle', defaultMessage: 'Er is nog niet meegekeken' },
  loadError: { id: 'ActAsLogTab.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van het meekijklog.' },
} satisfies Record<string, MessageDescriptor>;
