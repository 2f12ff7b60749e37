// The names of the spec's space layouts (configuration_type), in one place for every area that shows a
// layout: the space page, the guest's change request and the host's view of it read the same words.
import type { IntlShape, MessageDescriptor } from 'react-intl';

export const LAYOUT_MESSAGES: Record<string, MessageDescriptor> = {
  banquet: { id: 'layout.banquet', defaultMessage: 'Banket' },
  block: { id: 'layout.block', defaultMessage: 'Blok / boardroom' },
  circle: { id: 'layout.circle', defaultMessage: 'Kring' },
  classroom: { id: 'layout.classroom', defaultMessage: 'Klaslokaal' },
  "cocktail-style": { id: 'layout.cocktail-style', defaultMessage: 'Cocktail' },
  informal: { id: 'layout.informal', defaultMessage: 'Informeel' },
  open_space: { id: 'layout.open_space', defaultMessage: 'Open ruimte' },
  "relaxed-living-room": { id: 'layout.relaxed-living-room', defaultMessage: 'Huiskamer' },
  standing: { id: 'layout.standing', defaultMessage: 'Staand' },
  theater: { id: 'layout.theater', defaultMessage: 'Theater' },
  "u-shape": { id: 'layout.u-shape', defaultMessage: 'U-vorm' },
};

/** "garden_terrace" -> "Garden terrace" for a layout the catalogs do not know. */
function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The layout's name ("U-vorm"); a layout the catalogs do not know reads as its key in words. */
export function layoutName(intl: IntlShape, configurationType: string): string {
  const known = Object.prototype.hasOwnProperty.call(LAYOUT_MESSAGES, configurationType) ? LAYOUT_MESSAGES[configurationType] : undefined;
  return known ? intl.formatMessage(known) : humanise(configurationType);
}
