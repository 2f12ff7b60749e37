import type { MessageDescriptor } from 'react-intl';

export const hostChangeMessages = {
  heading: { id: 'HostChangeRequests.heading', defaultMessage: 'Wijzigingsverzoeken' },
  byYou: { id: 'HostChangeRequests.byYou', defaultMessage: 'Jouw voorstel:' },
  byGuest: { id: 'HostChangeRequests.byGuest', defaultMessage: 'Voorstel van de gast:' },
  people: { id: 'HostChangeRequests.people', defaultMessage: '{count, plural, one {# persoon} other {# personen}}' },
  extra: { id: 'HostChangeRequests.extra', defaultMessage: 'de gast betaalt {amount} bij' },
  refund: { id: 'HostChangeRequests.refund', defaultMessage: 'de gast krijgt {amount} terug' },
  same: { id: 'HostChangeRequests.same', defaultMessage: 'geen prijsverschil' },
  expires: { id: 'HostChangeRequests.expires', defaultMessage: 'antwoord uiterlijk {when}' },
  approve: { id: 'HostChangeRequests.approve', defaultMessage: 'Wijziging goedkeuren' },
  decline: { id: 'HostChangeRequests.decline', defaultMessage: 'Wijziging afwijzen' },
  cancel: { id: 'HostChangeRequests.cancel', defaultMessage: 'Verzoek intrekken' },
  status_PENDING: { id: 'HostChangeRequests.status.PENDING', defaultMessage: 'wacht op antwoord' },
  status_APPROVED: { id: 'HostChangeRequests.status.APPROVED', defaultMessage: 'goedgekeurd' },
  status_DECLINED: { id: 'HostChangeRequests.status.DECLINED', defaultMessage: 'afgewezen' },
  status_CANCELLED: { id: 'HostChangeRequests.status.CANCELLED', defaultMessage: 'ingetrokken' },
  status_EXPIRED: { id: 'HostChangeRequests.status.EXPIRED', defaultMessage: 'verlopen' },
} satisfies Record<string, MessageDescriptor>;
