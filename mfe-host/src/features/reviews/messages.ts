import type { MessageDescriptor } from 'react-intl';

export const hostReviewMessages = {
  title: { id: 'HostReviews.title', defaultMessage: 'Beoordelingen van gasten' },
  guest: { id: 'HostReviews.guest', defaultMessage: 'Een gast' },
  replyLabel: { id: 'HostReviews.replyLabel', defaultMessage: 'Je reactie (eenmalig)' },
  send: { id: 'HostReviews.send', defaultMessage: 'Reactie plaatsen' },
  empty: { id: 'HostReviews.empty', defaultMessage: 'Schrijf eerst je reactie.' },
  yourReply: { id: 'HostReviews.yourReply', defaultMessage: 'Jouw reactie:' },
} satisfies Record<string, MessageDescriptor>;
