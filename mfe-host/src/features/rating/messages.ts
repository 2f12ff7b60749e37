import type { MessageDescriptor } from 'react-intl';

// defaultMessage = nl; description = en.
export const ratingMessages = {
  title: { id: 'HostRating.title', defaultMessage: 'Jouw betrouwbaarheid', description: 'Your reliability' },
  value: { id: 'HostRating.value', defaultMessage: '{stars} van 5 sterren', description: '{stars} out of 5 stars' },
  UNRELIABLE: { id: 'HostRating.label.UNRELIABLE', defaultMessage: 'Onbetrouwbaar', description: 'Unreliable' },
  LOW: { id: 'HostRating.label.LOW', defaultMessage: 'Laag', description: 'Low' },
  MODERATE: { id: 'HostRating.label.MODERATE', defaultMessage: 'Matig', description: 'Moderate' },
  AVERAGE: { id: 'HostRating.label.AVERAGE', defaultMessage: 'Gemiddeld', description: 'Average' },
  RELIABLE: { id: 'HostRating.label.RELIABLE', defaultMessage: 'Betrouwbaar', description: 'Reliable' },
  SUPER_RELIABLE: { id: 'HostRating.label.SUPER_RELIABLE', defaultMessage: 'Super betrouwbaar', description: 'Super reliable' },
  critical: {
    id: 'HostRating.critical',
    defaultMessage: 'Let op: je betrouwbaarheid is kritiek laag. Beantwoord aanvragen op tijd, anders worden je ruimtes verborgen.',
    description: 'Warning: your reliability is critically low. Answer requests in time, or your spaces will be hidden.',
  },
  banned: {
    id: 'HostRating.banned',
    defaultMessage: 'Je ruimtes zijn verborgen omdat je betrouwbaarheid 0 is. Neem contact op met support.',
    description: 'Your spaces are hidden because your reliability is 0. Please contact support.',
  },
} satisfies Record<string, MessageDescriptor>;
