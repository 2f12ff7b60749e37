import { useIntl } from 'react-intl';
import { Breadcrumbs } from '@zaalplek/design-system';
import { localePath, navigate, useLocale } from '@zaalplek/platform';
import type { Space } from './types';

/** Home › city (search in that city) › venue › space (spec: breadcrumbs). */
export function SpaceBreadcrumbs({ space }: { space: Space }) {
  const intl = useIntl();
  const locale = useLocale();
  const venue = space.venue;
  const city = venue?.venue_geo?.city;
  const items = [
    { label: intl.formatMessage({ id: 'SpaceBreadcrumbs.home' }), href: '/' },
    ...(city ? [{ label: city, href: `/search?${new URLSearchParams({ search: city })}` }] : []),
    ...(venue ? [{ label: venue.venue_name, href: venue.venue_url }] : []),
    { label: space.space_name },
  ];
  return (
    <Breadcrumbs
      items={items.map((item) => (item.href ? { ...item, href: localePath(item.href, locale) } : item))}
      onNavigate={navigate}
    />
  );
}
