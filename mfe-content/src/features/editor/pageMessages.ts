import type { MessageDescriptor } from 'react-intl';
import type { BlockType } from './blockFields';

/** Texts of the block page editor. */
export const pm = {
  section: { id: 'PageEditor.section', defaultMessage: 'Pagina’s' },
  page: { id: 'PageEditor.page', defaultMessage: 'Pagina' },
  blocks: { id: 'PageEditor.blocks', defaultMessage: 'Blokken (sleep om de volgorde te wijzigen)' },
  blockType: { id: 'PageEditor.blockType', defaultMessage: 'Soort blok' },
  addBlock: { id: 'PageEditor.addBlock', defaultMessage: 'Blok toevoegen' },
  removeBlock: { id: 'PageEditor.removeBlock', defaultMessage: 'Verwijderen' },
  moveUp: { id: 'PageEditor.moveUp', defaultMessage: 'Omhoog' },
  moveDown: { id: 'PageEditor.moveDown', defaultMessage: 'Omlaag' },
  drag: { id: 'PageEditor.drag', defaultMessage: 'Verslepen: blok {n}, {block}' },
  addItem: { id: 'PageEditor.addItem', defaultMessage: 'Regel toevoegen' },
  removeItem: { id: 'PageEditor.removeItem', defaultMessage: 'Regel {n} verwijderen' },
  field: { id: 'PageEditor.field', defaultMessage: 'Veld' },
  hasDraft: { id: 'PageEditor.hasDraft', defaultMessage: 'Er is een concept dat nog niet gepubliceerd is.' },
  upToDate: { id: 'PageEditor.upToDate', defaultMessage: 'De gepubliceerde pagina is actueel.' },
  offline: { id: 'PageEditor.offline', defaultMessage: 'Deze pagina is offline: bezoekers krijgen ‘pagina niet gevonden’.' },
  offlineShort: { id: 'PageEditor.offlineShort', defaultMessage: 'Offline' },
  takeOffline: { id: 'PageEditor.takeOffline', defaultMessage: 'Offline halen' },
  takenOffline: { id: 'PageEditor.takenOffline', defaultMessage: 'De pagina is offline gehaald.' },
  backOnline: { id: 'PageEditor.backOnline', defaultMessage: 'Weer publiceren' },
  onlineAgain: { id: 'PageEditor.onlineAgain', defaultMessage: 'De pagina staat weer online.' },
} satisfies Record<string, MessageDescriptor>;

export const pageMessages = {
  home: { id: 'PageEditor.page.home', defaultMessage: 'Startpagina' },
  'about-us': { id: 'PageEditor.page.aboutUs', defaultMessage: 'Over ons' },
  vendor: { id: 'PageEditor.page.vendor', defaultMessage: 'Verhuurderspagina' },
  'security-policy': { id: 'PageEditor.page.securityPolicy', defaultMessage: 'Beveiligingsbeleid' },
  'hall-of-fame': { id: 'PageEditor.page.hallOfFame', defaultMessage: 'Hall of Fame' },
  footer: { id: 'PageEditor.page.footer', defaultMessage: 'Voettekst en menu' },
} satisfies Record<string, MessageDescriptor>;

export const blockTypeMessages: Record<BlockType, MessageDescriptor> = {
  HERO: { id: 'PageEditor.type.HERO', defaultMessage: 'Hoofdafbeelding' },
  HEADLINE: { id: 'PageEditor.type.HEADLINE', defaultMessage: 'Kop' },
  TEXT: { id: 'PageEditor.type.TEXT', defaultMessage: 'Tekst' },
  ICON_TITLE: { id: 'PageEditor.type.ICON_TITLE', defaultMessage: 'Icoon met titel' },
  SLIDER: { id: 'PageEditor.type.SLIDER', defaultMessage: 'Slider met ruimtes' },
  VIDEO: { id: 'PageEditor.type.VIDEO', defaultMessage: 'Video' },
  FAQ: { id: 'PageEditor.type.FAQ', defaultMessage: 'Veelgestelde vragen' },
  NAVIGATION: { id: 'PageEditor.type.NAVIGATION', defaultMessage: 'Navigatie' },
  SOCIAL_LINKS: { id: 'PageEditor.type.SOCIAL_LINKS', defaultMessage: 'Sociale media' },
  WHAT_WE_DO: { id: 'PageEditor.type.WHAT_WE_DO', defaultMessage: 'Wat we doen' },
  INFO: { id: 'PageEditor.type.INFO', defaultMessage: 'Informatie' },
};

export const fieldMessages: Record<string, MessageDescriptor> = {
  title: { id: 'PageEditor.f.title', defaultMessage: 'Titel' },
  subtitle: { id: 'PageEditor.f.subtitle', defaultMessage: 'Ondertitel' },
  image_url: { id: 'PageEditor.f.image', defaultMessage: 'Afbeelding' },
  search_placeholder: { id: 'PageEditor.f.searchPlaceholder', defaultMessage: 'Tekst in het zoekveld' },
  cta_label: { id: 'PageEditor.f.ctaLabel', defaultMessage: 'Knoptekst' },
  cta_href: { id: 'PageEditor.f.ctaHref', defaultMessage: 'Knoplink (pad)' },
  html: { id: 'PageEditor.f.html', defaultMessage: 'Tekst' },
  icon: { id: 'PageEditor.f.icon', defaultMessage: 'Icoon' },
  text: { id: 'PageEditor.f.text', defaultMessage: 'Tekst' },
  source: { id: 'PageEditor.f.source', defaultMessage: 'Bron (top_spaces)' },
  limit: { id: 'PageEditor.f.limit', defaultMessage: 'Aantal ruimtes' },
  url: { id: 'PageEditor.f.url', defaultMessage: 'Link (https)' },
  items: { id: 'PageEditor.f.items', defaultMessage: 'Regels' },
  question: { id: 'PageEditor.f.question', defaultMessage: 'Vraag' },
  answer: { id: 'PageEditor.f.answer', defaultMessage: 'Antwoord' },
  label: { id: 'PageEditor.f.label', defaultMessage: 'Linktekst' },
  href: { id: 'PageEditor.f.href', defaultMessage: 'Link (pad)' },
  network: { id: 'PageEditor.f.network', defaultMessage: 'Netwerk' },
};
