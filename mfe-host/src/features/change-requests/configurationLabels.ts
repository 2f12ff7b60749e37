// A layout as the guest chose it on the space page: "U-vorm (max. 12)" (names from platform's layouts).
import type { IntlShape } from 'react-intl';
import { layoutName } from '@zaalplek/platform';
import { hostChangeMessages as m } from './messages';

/** "U-vorm (max. 12)": the layout's name and how many people it seats. */
export function configurationLabel(intl: IntlShape, c: { configuration_type: string; max_guests: number }): string {
  return intl.formatMessage(m.layoutLabel, { layout: layoutName(intl, c.configuration_type), count: c.max_guests });
}
