import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@zaalplek/design-system';
import { navigate, replaceRoute, useLocationHref } from '@zaalplek/platform';
import { FiltersPanel } from '../filters/FiltersPanel';
import { ResultsMap } from '../map/ResultsMap';
import type { MapMarker } from '../map/types';
import { useDocumentMeta } from '@zaalplek/platform';
import { ResultsChunk } from './ResultsChunk';
import { useVenueSearchQuery } from './resultsApi';
import { SearchBar } from './SearchBar';
import { venueFindInput } from './searchArgs';
import { parseSearchQuery, SEARCH_PAGE_SIZE, serializeSearchQuery, withChange, type SearchQuery } from './searchQuery';
import { SortSelect } from './SortSelect';
import { Suggestions } from './Suggestions';
import { useLoadedVenues } from './useLoadedVenues';

const Page = styled.div`
  max-width: 1440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  h1 {
    margin-top: 0;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr) minmax(320px, 0.8fr);
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.belowDesktop} {
    grid-template-columns: 240px minmax(0, 1fr);
    > [data-testid='results-map-column'] {
      grid-column: 1 / -1;
      grid-row: 1;
    }
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
`;

// Beside the list on desktop the map stays in view; above the list (tablet, phone) it scrolls
// away with the page, otherwise it would cover the result cards.
const MapColumn = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.belowDesktop} {
    position: static;
  }
`;

const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(5)};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(7)} 0;
`;

/**
 * /search: the URL holds the whole filter state (parseSearchQuery) and drives everything.
 * Filter changes push a history entry; "more" and map moves replace the current one, so a
 * shared link shows the same list and back goes to the previous search.
 */
export function SearchPage() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  const { search } = new URL(useLocationHref(), 'http://localhost');
  const query = parseSearchQuery(search);

  const first = useVenueSearchQuery({ input: venueFindInput(query, 1), locale });
  const total = first.data?.total ?? 0;
  const pageCount = Math.max(1, Math.min(query.page, first.data?.total_pages ?? Math.ceil(total / SEARCH_PAGE_SIZE)));
  // The last shown page: its loading state drives the "more" button's spinner.
  const last = useVenueSearchQuery({ input: venueFindInput(query, pageCount), locale }, { skip: !first.data });
  const venues = useLoadedVenues(query, pageCount, locale);

  useDocumentMeta(
    query.search || query.address
      ? intl.formatMessage({ id: 'SearchPage.titleWithSearch' }, { search: query.address ?? query.search })
      : intl.formatMessage({ id: 'SearchPage.title' }),
    intl.formatMessage({ id: 'SearchPage.metaDescription' }),
  );

  const go = (next: SearchQuery) => navigate(`/search${serializeSearchQuery(next)}`);
  const replace = (next: SearchQuery) => replaceRoute(`/search${serializeSearchQuery(next)}`);

  const markers: MapMarker[] = venues
    .filter((v) => v.latitude != null && v.longitude != null)
    .map((v) => ({ id: v.venue_id, name: v.venue_name, url: v.venue_url, lat: v.latitude!, lng: v.longitude!, price: v.min_price }));

  let body;
  if (first.isLoading) {
    body = (
      <Center>
        <Spinner size="lg" />
      </Center>
    );
  } else if (first.isError) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'SearchPage.errorTitle' })}
        description={intl.formatMessage({ id: 'SearchPage.errorText' })}
        action={<Button onClick={() => first.refetch()}>{intl.formatMessage({ id: 'SearchPage.retry' })}</Button>}
      />
    );
  } else if (total === 0) {
    body = <Suggestions query={query} suggestions={first.data?.suggestions ?? []} onSearch={go} />;
  } else {
    const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
    const hasMore = pageCount * SEARCH_PAGE_SIZE < total;
    body = (
      <>
        <List data-testid="search-results" aria-busy={first.isFetching}>
          {pages.map((p) => (
            <ResultsChunk key={p} query={query} page={p} locale={locale} />
          ))}
        </List>
        {hasMore && (
          <Footer>
            <Button variant="secondary" onClick={() => replace({ ...query, page: pageCount + 1 })} loading={last.isFetching}>
              {intl.formatMessage({ id: 'SearchPage.more' })}
            </Button>
          </Footer>
        )}
      </>
    );
  }

  return (
    <Page data-testid="search-page">
      <h1>{intl.formatMessage({ id: 'SearchPage.heading' })}</h1>
      <SearchBar query={query} />
      <Layout>
        <FiltersPanel query={query} histogram={first.data?.price_histogram ?? []} onChange={go} />
        <div>
          <ListHead>
            {!first.isLoading && !first.isError ? (
              <p data-testid="search-total">
                {intl.formatMessage({ id: first.data?.total_is_capped ? 'SearchPage.totalCapped' : 'SearchPage.total' }, { total, spaces: first.data?.total_spaces ?? 0 })}
              </p>
            ) : (
              <span />
            )}
            <SortSelect query={query} onChange={(c) => go(withChange(query, c))} />
          </ListHead>
          {body}
        </div>
        <MapColumn data-testid="results-map-column">
          <ResultsMap
            markers={markers}
            bounds={query.bounds}
            onSearchArea={(bounds) => replace(withChange(query, { bounds }))}
            onClearArea={() => go(withChange(query, { bounds: null }))}
          />
        </MapColumn>
      </Layout>
    </Page>
  );
}
