import type { MessageDescriptor } from 'react-intl';

export const reviewMessages = {
  title: { id: 'BookingReview.title', defaultMessage: 'Hoe was het?' },
  intro: { id: 'BookingReview.intro', defaultMessage: 'Geef {space} een beoordeling. Andere gasten zien je voornaam en de eerste letter van je achternaam.' },
  ratingLegend: { id: 'BookingReview.ratingLegend', defaultMessage: 'Je beoordeling' },
  stars: { id: 'BookingReview.stars', defaultMessage: '{count, plural, one {# ster} other {# sterren}}' },
  textLabel: { id: 'BookingReview.textLabel', defaultMessage: 'Je ervaring' },
  remaining: { id: 'BookingReview.remaining', defaultMessage: 'Nog {count} tekens' },
  submit: { id: 'BookingReview.submit', defaultMessage: 'Beoordeling plaatsen' },
  chooseRating: { id: 'BookingReview.chooseRating', defaultMessage: 'Kies 1 tot 5 sterren.' },
  writeText: { id: 'BookingReview.writeText', defaultMessage: 'Schrijf iets over je ervaring.' },
  yours: { id: 'BookingReview.yours', defaultMessage: 'Jouw beoordeling' },
  hostReply: { id: 'BookingReview.hostReply', defaultMessage: 'Reactie van de verhuurder:' },
} satisfies Record<string, MessageDescriptor>;
