import type { MessageDescriptor } from 'react-intl';

/** Texts of the social links editor (/admin/content/social). */
export const sm = {
  section: { id: 'SocialEditor.section', defaultMessage: 'Sociale media' },
  heading: { id: 'SocialEditor.heading', defaultMessage: 'Sociale media in de voettekst' },
  intro: { id: 'SocialEditor.intro', defaultMessage: 'De links staan in deze volgorde in de voettekst van elke pagina. Opslaan maakt ze meteen zichtbaar.' },
  network: { id: 'SocialEditor.network', defaultMessage: 'Netwerk {n}' },
  url: { id: 'SocialEditor.url', defaultMessage: 'Adres {n} (https://…)' },
  add: { id: 'SocialEditor.add', defaultMessage: 'Link toevoegen' },
  remove: { id: 'SocialEditor.remove', defaultMessage: 'Link {n} verwijderen' },
  up: { id: 'SocialEditor.up', defaultMessage: 'Link {n} omhoog' },
  down: { id: 'SocialEditor.down', defaultMessage: 'Link {n} omlaag' },
  save: { id: 'SocialEditor.save', defaultMessage: 'Links opslaan' },
  saved: { id: 'SocialEditor.saved', defaultMessage: 'De links zijn opgeslagen en staan in de voettekst.' },
  none: { id: 'SocialEditor.none', defaultMessage: 'Er staan geen links in de voettekst.' },
  errUrl: { id: 'SocialEditor.err.url', defaultMessage: 'Vul een webadres in dat begint met http:// of https://.' },
  errDuplicate: { id: 'SocialEditor.err.duplicate', defaultMessage: 'Dit netwerk staat er al in.' },
} satisfies Record<string, MessageDescriptor>;
