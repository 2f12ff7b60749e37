import { ReviewsSection } from '../reviews/ReviewsSection';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState, Spinner, formatEuroCents } from '@zaalplek/design-system';
import { Link, navigate, useLocale } from '@zaalplek/platform';
import { SEARCH_PAGE_SIZE } from '../results/searchQuery';
import { Crumbs } from '../shared/Crumbs';
import { geoCrumbs } from '../shared/geoCrumbs';
import { PagedSpaces } from '../shared/PagedSpaces';
import { useDocumentMeta } from '@zaalplek/platform';
import { SpaceGallery } from '../space/SpaceGallery';
import { metaDescription } from '../space/SpacePage';
import { VenueInfo } from '../space/VenueInfo';
import { useVenueBySlugQuery, useVenueSpacesQuery } from './venueApi';

const Page = styled.article`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  section {
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.div`
  white-space: pre-line;
  max-width: 72ch;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

/** /customer/venue/{hash}/{name}: the venue, its opening hours and its spaces (paged, "more"). */
export function VenuePage({ hash, name }: { hash: string; name: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const slug = `${hash}/${name}`;
  const { data: venue, error, isLoading, refetch } = useVenueBySlugQuery({ slug, locale });
  const [pageCount, setPageCount] = useState(1);
  const notFound = (!isLoading && !error && !venue) || (error && 'error_type' in error && error.error_type === 'NOT_FOUND');
  useEffect(() => {
    if (notFound) navigate('/not-found');
  }, [notFound]);
  useDocumentMeta(
    venue ? [venue.venue_name, venue.venue_geo?.city].filter(Boolean).join(' – ') : null,
    metaDescription(venue?.venue_description),
  );
  const usePage = (page: number) => useVenueSpacesQuery({ slug, page, size: SEARCH_PAGE_SIZE, locale });

  if (isLoading || notFound) {
    return (
      <Center>
        <Spinner size="lg" />
      </Center>
    );
  }
  if (error || !venue) {
    return (
      <Page>
        <EmptyState
          title={intl.formatMessage({ id: 'VenuePage.errorTitle', defaultMessage: 'Deze locatie kon niet worden geladen' })}
          action={<Button onClick={() => refetch()}>{intl.formatMessage({ id: 'SpacePage.retry', defaultMessage: 'Opnieuw proberen' })}</Button>}
        />
      </Page>
    );
  }
  const geo = venue.venue_geo;
  const collection = venue.collection?.has_public_page ? venue.collection : null;
  return (
    <Page data-testid="venue-page">
      <Crumbs
        items={[
          ...geoCrumbs(intl, { region: geo?.region, city: geo?.city, region_slug: venue.region_slug, city_slug: venue.city_slug }),
          { label: venue.venue_name },
        ]}
      />
      <h1>{venue.venue_name}</h1>
      <Lead>
        {[geo?.address, geo?.city].filter(Boolean).join(', ')}
        {venue.min_price != null && venue.min_price > 0 &&
          ` · ${intl.formatMessage({ id: 'VenueResultItem.fromPrice', defaultMessage: 'vanaf {price} per dagdeel' }, { price: formatEuroCents(intl, venue.min_price) })}`}
      </Lead>
      {collection && (
        <p>
          {intl.formatMessage({ id: 'VenuePage.partOf', defaultMessage: 'Onderdeel van' })}{' '}
          <Link to={`/organisation/${collection.collection_hash}/${collection.slug}`}>{collection.collection_name}</Link>
        </p>
      )}
      <SpaceGallery images={venue.venue_images ?? []} name={venue.venue_name} />
      {venue.venue_description && (
        <section aria-labelledby="venue-description-title">
          <h2 id="venue-description-title">{intl.formatMessage({ id: 'VenuePage.about', defaultMessage: 'Over deze locatie' })}</h2>
          <Description>{venue.venue_description}</Description>
        </section>
      )}
      <section aria-labelledby="venue-spaces-title">
        <h2 id="venue-spaces-title">{intl.formatMessage({ id: 'VenuePage.spaces', defaultMessage: 'Ruimtes op deze locatie' })}</h2>
        <PagedSpaces testId="venue-spaces" pageCount={pageCount} onMore={() => setPageCount((n) => n + 1)} usePage={usePage} />
      </section>
      <ReviewsSection venueId={venue.venue_id} />
      <VenueInfo venue={venue} />
    </Page>
  );
}
