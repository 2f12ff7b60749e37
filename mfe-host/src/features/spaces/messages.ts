import type { MessageDescriptor } from 'react-intl';

export const spacesMessages = {
  title: { id: 'SpacesPage.title', defaultMessage: 'Mijn ruimtes' },
  venueSpaces: { id: 'SpacesPage.venueSpaces', defaultMessage: '{count, plural, one {# ruimte} other {# ruimtes}}' },
  active: { id: 'SpacesPage.active', defaultMessage: 'Actief' },
  inactive: { id: 'SpacesPage.inactive', defaultMessage: 'Inactief' },
  DIRECT: { id: 'SpacesPage.bookingType.DIRECT', defaultMessage: 'Direct boeken' },
  MANUAL: { id: 'SpacesPage.bookingType.MANUAL', defaultMessage: 'Op aanvraag' },
  maxGuests: { id: 'SpacesPage.maxGuests', defaultMessage: 'Max. {count} personen' },
  halfDayPrice: { id: 'SpacesPage.halfDayPrice', defaultMessage: '{price} per dagdeel' },
  noSpaces: { id: 'SpacesPage.noSpaces', defaultMessage: 'Deze locatie heeft nog geen ruimtes.' },
  emptyTitle: { id: 'SpacesPage.emptyTitle', defaultMessage: 'Je hebt nog geen locaties' },
  emptyText: { id: 'SpacesPage.emptyText', defaultMessage: 'Voeg een locatie en ruimtes toe om boekingen te ontvangen.' },
  emptyAction: { id: 'SpacesPage.emptyAction', defaultMessage: 'Voeg je eerste locatie toe' },
  addVenue: { id: 'SpacesPage.addVenue', defaultMessage: 'Locatie toevoegen' },
  addSpace: { id: 'SpacesPage.addSpace', defaultMessage: 'Ruimte toevoegen' },
  editVenue: { id: 'SpacesPage.editVenue', defaultMessage: 'Locatie bewerken' },
  editSpace: { id: 'SpacesPage.editSpace', defaultMessage: 'Bewerken' },
  preview: { id: 'SpacesPage.preview', defaultMessage: 'Voorbeeld' },
  activate: { id: 'SpacesPage.activate', defaultMessage: 'Activeren' },
  deactivate: { id: 'SpacesPage.deactivate', defaultMessage: 'Deactiveren' },
  activateNamed: { id: 'SpacesPage.activateNamed', defaultMessage: '{name} activeren' },
  deactivateNamed: { id: 'SpacesPage.deactivateNamed', defaultMessage: '{name} deactiveren' },
  inReview: { id: 'SpacesPage.inReview', defaultMessage: 'In beoordeling' },
  loadError: { id: 'SpacesPage.loadError', defaultMessage: 'Sorry, er ging iets mis bij het laden van je ruimtes.' },
} satisfies Record<string, MessageDescriptor>;

export const venueStatusMessages = {
  DRAFT: { id: 'VenueStatus.DRAFT', defaultMessage: 'Concept' },
  IN_REVIEW: { id: 'VenueStatus.IN_REVIEW', defaultMessage: 'In beoordeling' },
  PUBLISHED: { id: 'VenueStatus.PUBLISHED', defaultMessage: 'Gepubliceerd' },
  BANNED: { id: 'VenueStatus.BANNED', defaultMessage: 'Geblokkeerd' },
} satisfies Record<string, MessageDescriptor>;
