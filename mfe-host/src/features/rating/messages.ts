import type { MessageDescriptor } from 'react-intl';

// defaultMessage = nl (the default locale); the en text is in messages/en.json.
export const ratingMessages = {
  title: { id: 'HostRating.title', defaultMessage: 'Jouw betrouwbaarheid' },
  value: { id: 'HostRating.value', defaultMessage: '{stars} van 5 sterren' },
  UNRELIABLE: { id: 'HostRating.label.UNRELIABLE', defaultMessage: 'Onbetrouwbaar' },
  LOW: { id: 'HostRating.label.LOW', defaultMessage: 'Laag' },
  MODERATE: { id: 'HostRating.label.MODERATE', defaultMessage: 'Matig' },
  AVERAGE: { id: 'HostRating.label.AVERAGE', defaultMessage: 'Gemiddeld' },
  RELIABLE: { id: 'HostRating.label.RELIABLE', defaultMessage: 'Betrouwbaar' },
  SUPER_RELIABLE: { id: 'HostRating.label.SUPER_RELIABLE', defaultMessage: 'Super betrouwbaar' },
  critical: {
    id: 'HostRating.critical',
    defaultMessage: 'Let op: je betrouwbaarheid is kritiek laag. Beantwoord aanvragen op tijd, anders worden je ruimtes verborgen.',
  },
  lowTitle: { id: 'HostRating.lowTitle', defaultMessage: 'Je betrouwbaarheid is laag' },
  lowOk: { id: 'HostRating.lowOk', defaultMessage: 'Begrepen' },
  lowToRequests: { id: 'HostRating.lowToRequests', defaultMessage: 'Naar je openstaande aanvragen' },
  banned: {
    id: 'HostRating.banned',
    defaultMessage: 'Je ruimtes zijn verborgen omdat je betrouwbaarheid 0 is. Neem contact op met support.',
  },
} satisfies Record<string, MessageDescriptor>;
