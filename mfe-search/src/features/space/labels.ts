import type { IntlShape } from 'react-intl';

/** "garden_terrace_courtyard" -> "Garden terrace courtyard" for keys without a translation. */
export function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Translated label `<group>.<key>`, falling back to the humanised key for keys the catalog lacks. */
export function label(intl: IntlShape, group: 'SpaceFeatures' | 'SpaceActivities' | 'SpaceConfigurations', key: string): string {
  const id = `${group}.${key}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : humanise(key);
}
