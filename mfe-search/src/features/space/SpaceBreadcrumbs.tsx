import { useIntl } from 'react-intl';
import { Crumbs } from '../shared/Crumbs';
import { geoCrumbs } from '../shared/geoCrumbs';
import type { Space, Venue } from './types';

/** Home › locations › region › city › venue › space (spec: breadcrumbs). */
export function SpaceBreadcrumbs({ space }: { space: Space }) {
  const intl = useIntl();
  const venue: Venue | null = space.venue;
  const geo = venue?.venue_geo;
  return (
    <Crumbs
      items={[
        ...geoCrumbs(intl, { region: geo?.region, city: geo?.city, region_slug: venue?.region_slug, city_slug: venue?.city_slug }),
        ...(venue ? [{ label: venue.venue_name, href: venue.venue_url }] : []),
        { label: space.space_name },
      ]}
    />
  );
}
