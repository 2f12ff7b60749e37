import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { SpaceConfiguration } from './changeRequestApi';

/** The layout names (configuration_type keys of the spec's configuration list), as on the space page. */
export const configurationTypeMessages: Record<string, MessageDescriptor> = {
  banquet: { id: 'ChangeRequests.layout.banquet', defaultMessage: 'Banket' },
  block: { id: 'ChangeRequests.layout.block', defaultMessage: 'Blok / boardroom' },
  circle: { id: 'ChangeRequests.layout.circle', defaultMessage: 'Kring' },
  classroom: { id: 'ChangeRequests.layout.classroom', defaultMessage: 'Klaslokaal' },
  'cocktail-style': { id: 'ChangeRequests.layout.cocktail-style', defaultMessage: 'Cocktail' },
  informal: { id: 'ChangeRequests.layout.informal', defaultMessage: 'Informeel' },
  open_space: { id: 'ChangeRequests.layout.open_space', defaultMessage: 'Open ruimte' },
  'relaxed-living-room': { id: 'ChangeRequests.layout.relaxed-living-room', defaultMessage: 'Huiskamer' },
  standing: { id: 'ChangeRequests.layout.standing', defaultMessage: 'Staand' },
  theater: { id: 'ChangeRequests.layout.theater', defaultMessage: 'Theater' },
  'u-shape': { id: 'ChangeRequests.layout.u-shape', defaultMessage: 'U-vorm' },
};

/** "garden_terrace" -> "Garden terrace" for a layout key without a translation. */
function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "U-vorm (max. 12)": the layout's name and how many people it seats. */
export function configurationLabel(intl: IntlShape, c: Pick<SpaceConfiguration, 'configuration_type' | 'max_guests'>, maxText: string): string {
  const known = Object.prototype.hasOwnProperty.call(configurationTypeMessages, c.configuration_type) ? configurationTypeMessages[c.configuration_type] : undefined;
  return `${known ? intl.formatMessage(known) : humanise(c.configuration_type)} (${maxText})`;
}
