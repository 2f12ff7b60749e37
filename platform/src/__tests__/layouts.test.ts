import { createIntl } from 'react-intl';
import { layoutName } from '../layouts';
import en from '../messages/en.json';
import nl from '../messages/nl.json';

const intl = (locale: 'nl' | 'en') => createIntl({ locale, messages: locale === 'nl' ? nl : en });

describe('layoutName', () => {
  it('names the spec layouts in nl and en', () => {
    expect(layoutName(intl('nl'), 'u-shape')).toBe('U-vorm');
    expect(layoutName(intl('en'), 'u-shape')).toBe('U-shape');
    expect(layoutName(intl('en'), 'relaxed-living-room')).toBe('Living room');
  });

  it('reads a layout the catalogs do not know as its key in words', () => {
    expect(layoutName(intl('nl'), 'garden_terrace')).toBe('Garden terrace');
    expect(layoutName(intl('nl'), 'toString')).toBe('ToString');
  });
});
