// The layout names of the space page (the same message ids and texts as mfe-search's space page),
// so the host reads a proposed layout as the guest chose it: "U-vorm (max. 12)".
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { hostChangeMessages as m } from './messages';

export const configurationTypeMessages: Record<string, MessageDescriptor> = {
  banquet: { id: 'SpaceConfigurations.banquet', defaultMessage: 'Banket' },
  block: { id: 'SpaceConfigurations.block', defaultMessage: 'Blok / boardroom' },
  circle: { id: 'SpaceConfigurations.circle', defaultMessage: 'Kring' },
  classroom: { id: 'SpaceConfigurations.classroom', defaultMessage: 'Klaslokaal' },
  'cocktail-style': { id: 'SpaceConfigurations.cocktail-style', defaultMessage: 'Cocktail' },
  informal: { id: 'SpaceConfigurations.informal', defaultMessage: 'Informeel' },
  open_space: { id: 'SpaceConfigurations.open_space', defaultMessage: 'Open ruimte' },
  'relaxed-living-room': { id: 'SpaceConfigurations.relaxed-living-room', defaultMessage: 'Huiskamer' },
  standing: { id: 'SpaceConfigurations.standing', defaultMessage: 'Staand' },
  theater: { id: 'SpaceConfigurations.theater', defaultMessage: 'Theater' },
  'u-shape': { id: 'SpaceConfigurations.u-shape', defaultMessage: 'U-vorm' },
};

/** "garden_terrace" -> "Garden terrace" for a layout the catalogs do not know. */
function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "U-vorm (max. 12)": the layout's name and how many people it seats. */
export function configurationLabel(intl: IntlShape, c: { configuration_type: string; max_guests: number }): string {
  const known = Object.prototype.hasOwnProperty.call(configurationTypeMessages, c.configuration_type) ? configurationTypeMessages[c.configuration_type] : undefined;
  return intl.formatMessage(m.layoutLabel, { layout: known ? intl.formatMessage(known) : humanise(c.configuration_type), count: c.max_guests });
}
