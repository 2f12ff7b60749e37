import type { MessageDescriptor } from 'react-intl';

export const centreMessages = {
  title: { id: 'NotificationsPage.title', defaultMessage: 'Meldingen' },
  venueTitle: { id: 'NotificationsPage.venueTitle', defaultMessage: 'Meldingen van {venue}' },
  tabsLabel: { id: 'NotificationsPage.tabsLabel', defaultMessage: 'Meldingen en dagoverzicht' },
  tabList: { id: 'NotificationsPage.tabList', defaultMessage: 'Meldingen' },
  tabDay: { id: 'NotificationsPage.tabDay', defaultMessage: 'Dagoverzicht' },
  settings: { id: 'NotificationsPage.settings', defaultMessage: 'Instellingen voor meldingen' },
  allVenues: { id: 'NotificationsPage.allVenues', defaultMessage: 'Alle meldingen' },
  onlyVenue: { id: 'NotificationsPage.onlyVenue', defaultMessage: 'Alleen {venue}' },
  markAllRead: { id: 'NotificationsPage.markAllRead', defaultMessage: 'Alles als gelezen markeren' },
  clearAll: { id: 'NotificationsPage.clearAll', defaultMessage: 'Alles verwijderen' },
  clearConfirm: { id: 'NotificationsPage.clearConfirm', defaultMessage: 'Alle meldingen verwijderen? Dit kan niet ongedaan worden gemaakt.' },
  cleared: { id: 'NotificationsPage.cleared', defaultMessage: '{count, plural, one {# melding verwijderd} other {# meldingen verwijderd}}' },
  empty: { id: 'NotificationsPage.empty', defaultMessage: 'Geen meldingen' },
  emptyHint: { id: 'NotificationsPage.emptyHint', defaultMessage: 'Hier zie je aanvragen, betalingen en andere berichten over je boekingen.' },
  loadError: { id: 'NotificationsPage.loadError', defaultMessage: 'Sorry, de meldingen konden niet worden geladen.' },
  actionError: { id: 'NotificationsPage.actionError', defaultMessage: 'Sorry, dat is niet gelukt. Probeer het opnieuw.' },
  bookingLink: { id: 'NotificationsPage.bookingLink', defaultMessage: 'Boeking #{id}' },
  spaceLink: { id: 'NotificationsPage.spaceLink', defaultMessage: 'Ruimte {name}' },
  cancel: { id: 'NotificationsPage.cancel', defaultMessage: 'Annuleren' },
  yourSpace: { id: 'NotificationsPage.yourSpace', defaultMessage: 'je ruimte' },
  listLabel: { id: 'NotificationsPage.listLabel', defaultMessage: 'Meldingen' },
  dayCaption: { id: 'DayOverview.caption', defaultMessage: 'Boekingen op {date}' },
  dayLabel: { id: 'DayOverview.dayLabel', defaultMessage: 'Dag' },
  previousDay: { id: 'DayOverview.previousDay', defaultMessage: 'Vorige dag' },
  nextDay: { id: 'DayOverview.nextDay', defaultMessage: 'Volgende dag' },
  today: { id: 'DayOverview.today', defaultMessage: 'Vandaag' },
  dayLoadError: { id: 'DayOverview.loadError', defaultMessage: 'Sorry, het dagoverzicht kon niet worden geladen.' },
  dayIntro: { id: 'DayOverview.intro', defaultMessage: 'Wat je team op deze dag klaarzet: tijden, aantal personen, de ruimte en de bestelde catering en faciliteiten.' },
} satisfies Record<string, MessageDescriptor>;

/** The title of each event of the spec (and the system events the API writes), with {space} where known. */
export const eventMessages = {
  request_created: { id: 'NotificationEvent.request_created', defaultMessage: 'Nieuwe boekingsaanvraag voor {space}' },
  request_approved: { id: 'NotificationEvent.request_approved', defaultMessage: 'Je aanvraag voor {space} is goedgekeurd' },
  request_declined: { id: 'NotificationEvent.request_declined', defaultMessage: 'Je aanvraag voor {space} is afgewezen' },
  request_expired: { id: 'NotificationEvent.request_expired', defaultMessage: 'De aanvraag voor {space} is verlopen' },
  change_request_created: { id: 'NotificationEvent.change_request_created', defaultMessage: 'Wijzigingsverzoek voor {space}' },
  change_request_approved: { id: 'NotificationEvent.change_request_approved', defaultMessage: 'Wijziging voor {space} goedgekeurd' },
  change_request_declined: { id: 'NotificationEvent.change_request_declined', defaultMessage: 'Wijziging voor {space} afgewezen' },
  cancelled_by_customer: { id: 'NotificationEvent.cancelled_by_customer', defaultMessage: 'De gast heeft de boeking van {space} geannuleerd' },
  cancelled_by_host_with_refund: { id: 'NotificationEvent.cancelled_by_host_with_refund', defaultMessage: 'De verhuurder heeft je boeking van {space} geannuleerd; je krijgt je geld terug' },
  cancelled_by_host_without_refund: { id: 'NotificationEvent.cancelled_by_host_without_refund', defaultMessage: 'De verhuurder heeft je boeking van {space} geannuleerd' },
  reservation_expiring: { id: 'NotificationEvent.reservation_expiring', defaultMessage: 'Je reservering van {space} verloopt bijna: betaal op tijd' },
  order_paid: { id: 'NotificationEvent.order_paid', defaultMessage: 'De boeking van {space} is betaald' },
  post_payment_overdue: { id: 'NotificationEvent.post_payment_overdue', defaultMessage: 'Betaling achteraf voor {space} is (bijna) te laat' },
  payout_failure: { id: 'NotificationEvent.payout_failure', defaultMessage: 'Een uitbetaling is mislukt: controleer je bankgegevens' },
  organisation_banned: { id: 'NotificationEvent.organisation_banned', defaultMessage: 'Je organisatie is geblokkeerd en je locaties zijn verborgen' },
  space_activated: { id: 'NotificationEvent.space_activated', defaultMessage: 'Ruimte {space} is geactiveerd' },
  team_invitation: { id: 'NotificationEvent.team_invitation', defaultMessage: 'Je bent uitgenodigd voor een team' },
  prospect_request_created: { id: 'NotificationEvent.prospect_request_created', defaultMessage: 'Een gast wil {space} boeken: claim je locatie' },
  prospect_request_approved: { id: 'NotificationEvent.prospect_request_approved', defaultMessage: 'Je aanvraag voor {space} is goedgekeurd' },
  host_rating_critical: { id: 'NotificationEvent.host_rating_critical', defaultMessage: 'Je betrouwbaarheid is kritiek laag' },
  calendar_sync_failed: { id: 'NotificationEvent.calendar_sync_failed', defaultMessage: 'Agenda-synchronisatie van {space} mislukt' },
  other: { id: 'NotificationEvent.other', defaultMessage: 'Melding' },
} satisfies Record<string, MessageDescriptor>;

export type KnownEvent = keyof typeof eventMessages;

export function eventMessage(name: string): MessageDescriptor {
  const key = name.toLowerCase();
  return key in eventMessages ? eventMessages[key as KnownEvent] : eventMessages.other;
}
