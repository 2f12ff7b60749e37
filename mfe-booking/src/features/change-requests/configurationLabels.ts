import type { IntlShape } from 'react-intl';
import { layoutName } from '@zaalplek/platform';
import type { SpaceConfiguration } from './changeRequestApi';

/** "U-vorm (max. 12)": the layout's name (platform's layouts) and how many people it seats. */
export function configurationLabel(intl: IntlShape, c: Pick<SpaceConfiguration, 'configuration_type' | 'max_guests'>, maxText: string): string {
  return `${layoutName(intl, c.configuration_type)} (${maxText})`;
}
