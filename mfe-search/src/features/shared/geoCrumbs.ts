import type { IntlShape } from 'react-intl';

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * The spec's breadcrumb trail start: home, locations, region, city (mfe-content's geo pages).
 * Without slugs the city links to a search in that city.
 */
export function geoCrumbs(
  intl: IntlShape,
  geo: { region?: string | null; city?: string | null; region_slug?: string | null; city_slug?: string | null },
): Crumb[] {
  const crumbs: Crumb[] = [
    { label: intl.formatMessage({ id: 'Breadcrumbs.home', defaultMessage: 'Home' }), href: '/' },
    { label: intl.formatMessage({ id: 'Breadcrumbs.locations', defaultMessage: 'Locaties' }), href: '/locations' },
  ];
  if (geo.region && geo.region_slug) crumbs.push({ label: geo.region, href: `/locations/${geo.region_slug}` });
  if (geo.city) {
    crumbs.push({
      label: geo.city,
      href:
        geo.region_slug && geo.city_slug
          ? `/locations/${geo.region_slug}/${geo.city_slug}`
          : `/search?${new URLSearchParams({ search: geo.city })}`,
    });
  }
  return crumbs;
}
