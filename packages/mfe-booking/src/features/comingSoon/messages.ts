import { defineMessages } from 'react-intl';

export const comingSoonMessages = defineMessages({
  title: { id: 'ComingSoonPage.title', defaultMessage: 'De opgevraagde pagina is in aanbouw' },
});
