import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState, Select, Spinner } from '@zaalplek/design-system';
import { navigate, useLocale, useLocationHref } from '@zaalplek/platform';
import { SEARCH_PAGE_SIZE } from '../results/searchQuery';
import { Crumbs } from '../shared/Crumbs';
import { PagedSpaces } from '../shared/PagedSpaces';
import { useDocumentMeta } from '@zaalplek/platform';
import { metaDescription } from '../space/SpacePage';
import { useCollectionQuery, useCollectionSpacesQuery } from './organisationApi';

const Page = styled.article`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
`;

const Head = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  img {
    width: 96px;
    height: 96px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  padding: 0;
`;

const Filter = styled.div`
  max-width: 320px;
  margin: ${({ theme }) => theme.space(5)} 0;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

const SOCIAL = ['website', 'facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const;

/** The "all venues" crumb: a search within this organisation that keeps the location query of the URL. */
export function allVenuesHref(slug: string, currentSearch: string): string {
  const from = new URLSearchParams(currentSearch);
  const params = new URLSearchParams({ organisation: slug });
  for (const key of ['search', 'address', 'lat', 'lng']) {
    const v = from.get(key);
    if (v) params.set(key, v);
  }
  return `/search?${params}`;
}

/** /organisation/{hash}/{slug}: the public organisation (collection) page and its spaces, paged. */
export function OrganisationPage({ hash, slug }: { hash: string; slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { search } = new URL(useLocationHref(), 'http://localhost');
  const { data: collection, error, isLoading, refetch } = useCollectionQuery({ slug: `${hash}/${slug}`, locale });
  const [venueId, setVenueId] = useState<number | null>(null);
  const [pageCount, setPageCount] = useState(1);
  const notFound = error && 'error_type' in error && error.error_type === 'NOT_FOUND';
  useEffect(() => {
    if (notFound) navigate('/not-found');
  }, [notFound]);
  useDocumentMeta(collection?.collection_name ?? null, metaDescription(collection?.promo_text ?? collection?.about_us));
  const usePage = (page: number) =>
    useCollectionSpacesQuery(
      { collectionId: collection?.collection_id ?? 0, venueId, page, size: SEARCH_PAGE_SIZE, locale },
      { skip: !collection },
    );

  if (isLoading || notFound) {
    return (
      <Center>
        <Spinner size="lg" />
      </Center>
    );
  }
  if (error || !collection) {
    return (
      <Page>
        <EmptyState
          title={intl.formatMessage({ id: 'OrganisationPage.errorTitle', defaultMessage: 'Deze organisatie kon niet worden geladen' })}
          action={<Button onClick={() => refetch()}>{intl.formatMessage({ id: 'SpacePage.retry', defaultMessage: 'Opnieuw proberen' })}</Button>}
        />
      </Page>
    );
  }
  const links = SOCIAL.map((key) => ({ key, url: key === 'website' ? collection.website : collection.social_links?.[key] })).filter(
    (l): l is { key: (typeof SOCIAL)[number]; url: string } => Boolean(l.url),
  );
  return (
    <Page data-testid="organisation-page">
      <Crumbs
        items={[
          { label: intl.formatMessage({ id: 'Breadcrumbs.home', defaultMessage: 'Home' }), href: '/' },
          { label: collection.collection_name },
          { label: intl.formatMessage({ id: 'OrganisationPage.allVenues', defaultMessage: 'Alle locaties' }), href: allVenuesHref(collection.slug, search) },
        ]}
      />
      <Head>
        {collection.logo_url && <img src={collection.logo_url} alt="" />}
        <div>
          <h1>{collection.collection_name}</h1>
          {collection.promo_text && <p>{collection.promo_text}</p>}
        </div>
      </Head>
      {collection.about_us && (
        <section aria-labelledby="organisation-about">
          <h2 id="organisation-about">{intl.formatMessage({ id: 'OrganisationPage.about', defaultMessage: 'Over ons' })}</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{collection.about_us}</p>
        </section>
      )}
      {links.length > 0 && (
        <Links>
          {links.map((l) => (
            <li key={l.key}>
              <a href={l.url} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage({ id: `OrganisationPage.link.${l.key}` })}
              </a>
            </li>
          ))}
        </Links>
      )}
      <section aria-labelledby="organisation-spaces">
        <h2 id="organisation-spaces">{intl.formatMessage({ id: 'OrganisationPage.spaces', defaultMessage: 'Ruimtes' })}</h2>
        {collection.venues.length > 1 && (
          <Filter>
            <Select
              name="venue"
              label={intl.formatMessage({ id: 'OrganisationPage.venueFilter', defaultMessage: 'Locatie' })}
              placeholder={intl.formatMessage({ id: 'OrganisationPage.allVenues', defaultMessage: 'Alle locaties' })}
              value={venueId == null ? null : String(venueId)}
              options={collection.venues.map((v) => ({
                value: String(v.venue_id),
                label: `${v.venue_name}${v.city ? ` (${v.city})` : ''}`,
              }))}
              onChange={(v) => {
                setVenueId(v ? Number(v) : null);
                setPageCount(1);
              }}
            />
          </Filter>
        )}
        <PagedSpaces testId="organisation-spaces" pageCount={pageCount} onMore={() => setPageCount((n) => n + 1)} usePage={usePage} />
      </section>
    </Page>
  );
}
