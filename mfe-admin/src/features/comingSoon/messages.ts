import type { MessageDescriptor } from 'react-intl';

export const comingSoonMessages = {
  title: { id: 'ComingSoonPage.title', defaultMessage: 'De opgevraagde pagina is in aanbouw' },
} satisfies Record<string, MessageDescriptor>;
