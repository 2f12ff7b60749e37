import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@zaalplek/design-system';
import { navigate, replaceRoute, useLocationHref, useTransitionValue } from '@zaalplek/platform';
import { FiltersPanel } from '../filters/FiltersPanel';
import { ResultsMap } from '../map/ResultsMap';
import type { MapMarker } from '../map/types';
import { useDocumentMeta } from '@zaalplek/platform';
import { ResultsChunk } from './ResultsChunk';
import { useVenueSearchQuery } from './resultsApi';
import { SearchBar } from './SearchBar';
import { venueFindInput } from './searchArgs';
import { applyDraft, carryDraft, draftFromQuery, type BarDraft } from './searchBarDraft';
import { activeFilterCount, parseSearchQuery, SEARCH_PAGE_SIZE, serializeSearchQuery, withChange, type SearchQuery } from './searchQuery';
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
  ${({ theme }) => theme.media.phone} {
    padding-top: ${({ theme }) => theme.space(3)};
    h1 {
      font-size: ${({ theme }) => theme.typography.fontSize.xl};
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

// Desktop: filters | results | map. Tablet: map above filters | results. Phone: the results come
// first; the filters open as a drawer and the map on request (PhoneBar toggles).
const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr) minmax(320px, 0.8fr);
  grid-template-areas: 'filters results map';
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.belowDesktop} {
    grid-template-columns: 240px minmax(0, 1fr);
    grid-template-areas: 'map map' 'filters results';
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'bar' 'map' 'results';
    gap: ${({ theme }) => theme.space(3)};
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

const Results = styled.div`
  grid-area: results;
  min-width: 0;
`;

/** Phone only: "Filters (n)" and "Kaart" toggles above the results. */
const PhoneBar = styled.div`
  grid-area: bar;
  display: none;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    display: flex;
    > * {
      flex: 1;
      min-height: 44px;
    }
  }
`;

// On a phone the filters are a full-screen drawer, closed until "Filters" is tapped.
const FiltersColumn = styled.div<{ $open: boolean }>`
  grid-area: filters;
  > [data-drawer-close] {
    display: none;
  }
  ${({ theme }) => theme.media.phone} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.modal};
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    > [data-drawer-close] {
      display: flex;
      width: 100%;
      min-height: 44px;
      margin-top: ${({ theme }) => theme.space(4)};
      position: sticky;
      bottom: 0;
    }
  }
`;

// Beside the list on desktop the map stays in view; above the list (tablet, phone) it scrolls
// away with the page, otherwise it would cover the result cards. On a phone it shows on request.
const MapColumn = styled.div<{ $open: boolean }>`
  grid-area: map;
  position: sticky;
  top: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.belowDesktop} {
    position: static;
  }
  ${({ theme }) => theme.media.phone} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
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
  const refetch = useRef(first.refetch);
  refetch.current = first.refetch;
  const retry = useCallback(() => refetch.current(), []);

  // The URL is followed at once (every filter click builds on it); what the answers change on the page
  // follows as a transition, rendered in slices, so a page filling with results is not one long task.
  const answers = useMemo<SearchAnswers>(
    () => ({ data: first.data, isLoading: first.isLoading, isError: first.isError, isFetching: first.isFetching, lastFetching: last.isFetching, venues }),
    [first.data, first.isLoading, first.isError, first.isFetching, last.isFetching, venues],
  );
  return <SearchPageView search={search} state={useTransitionValue(answers)} onRetry={retry} />;
}

interface SearchAnswers {
  data: ReturnType<typeof useVenueSearchQuery>['data'];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  lastFetching: boolean;
  venues: ReturnType<typeof useLoadedVenues>;
}

const SearchPageView = memo(function SearchPageView({ search, state, onRetry }: { search: string; state: SearchAnswers; onRetry: () => void }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'nl';
  const { venues } = state;
  const query = parseSearchQuery(search);
  const first = state;
  const total = first.data?.total ?? 0;
  const pageCount = Math.max(1, Math.min(query.page, first.data?.total_pages ?? Math.ceil(total / SEARCH_PAGE_SIZE)));

  useDocumentMeta(
    query.search || query.address
      ? intl.formatMessage({ id: 'SearchPage.titleWithSearch', defaultMessage: 'Ruimtes voor “{search}” | Zaalplek' }, { search: query.address ?? query.search })
      : intl.formatMessage({ id: 'SearchPage.title', defaultMessage: 'Ruimtes zoeken | Zaalplek' }),
    intl.formatMessage({ id: 'SearchPage.metaDescription', defaultMessage: 'Vind en boek vergader-, trainings-, presentatie-, feest- en werkruimtes in heel Nederland.' }),
  );

  // The search bar's unsubmitted choices (date, time, attendees...): every filter, sort or map
  // change carries them along instead of dropping them.
  const [draft, setDraft] = useState<BarDraft>(() => draftFromQuery(query));
  const urlKey = serializeSearchQuery({ ...query, page: 1 });
  useEffect(() => setDraft(draftFromQuery(query)), [urlKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);

  const go = (next: SearchQuery) => navigate(`/search${serializeSearchQuery(next)}`);
  const replace = (next: SearchQuery) => replaceRoute(`/search${serializeSearchQuery(next)}`);
  /** A filter, sort or map change with the search bar's draft applied. */
  const goKeepingBar = (next: SearchQuery) => go(carryDraft(next, draft));
  const filterCount = activeFilterCount(query);

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
        title={intl.formatMessage({ id: 'SearchPage.errorTitle', defaultMessage: 'Zoeken is niet gelukt' })}
        description={intl.formatMessage({ id: 'SearchPage.errorText', defaultMessage: 'Controleer je internetverbinding en probeer het opnieuw.' })}
        action={<Button onClick={onRetry}>{intl.formatMessage({ id: 'SearchPage.retry', defaultMessage: 'Opnieuw proberen' })}</Button>}
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
            <Button variant="secondary" onClick={() => replace({ ...query, page: pageCount + 1 })} loading={state.lastFetching}>
              {intl.formatMessage({ id: 'SearchPage.more', defaultMessage: 'Meer resultaten' })}
            </Button>
          </Footer>
        )}
      </>
    );
  }

  return (
    <Page data-testid="search-page">
      <h1>{intl.formatMessage({ id: 'SearchPage.heading', defaultMessage: 'Zoek een ruimte' })}</h1>
      <SearchBar
        draft={draft}
        onDraftChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        onSubmit={() => go(applyDraft(query, draft))}
      />
      <Layout>
        <PhoneBar data-testid="search-phone-bar">
          <Button variant="secondary" aria-expanded={filtersOpen} aria-controls="search-filters" onClick={() => setFiltersOpen(true)}>
            {intl.formatMessage({ id: 'SearchPage.showFilters', defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}' }, { count: filterCount })}
          </Button>
          <Button variant="secondary" aria-expanded={mapOpen} aria-controls="search-map" onClick={() => setMapOpen((open) => !open)}>
            {intl.formatMessage(mapOpen ? { id: 'SearchPage.hideMap', defaultMessage: 'Kaart verbergen' } : { id: 'SearchPage.showMap', defaultMessage: 'Kaart tonen' })}
          </Button>
        </PhoneBar>
        <Results data-testid="results-column">
          <ListHead>
            {!first.isLoading && !first.isError ? (
              <p data-testid="search-total">
                {intl.formatMessage(first.data?.total_is_capped ? { id: 'SearchPage.totalCapped', defaultMessage: '{total}+ locaties met {spaces}+ ruimtes' } : { id: 'SearchPage.total', defaultMessage: '{total, plural, =0 {Geen locaties gevonden} one {1 locatie} other {# locaties}} met {spaces, plural, one {1 ruimte} other {# ruimtes}}' }, { total, spaces: first.data?.total_spaces ?? 0 })}
              </p>
            ) : (
              <span />
            )}
            <SortSelect query={query} onChange={(c) => goKeepingBar(withChange(query, c))} />
          </ListHead>
          {body}
        </Results>
        <FiltersColumn id="search-filters" data-testid="filters-column" $open={filtersOpen}>
          <FiltersPanel query={query} histogram={first.data?.price_histogram ?? []} onChange={goKeepingBar} />
          <Button data-drawer-close="" onClick={() => setFiltersOpen(false)}>
            {intl.formatMessage({ id: 'SearchPage.closeFilters', defaultMessage: '{total, plural, =0 {Terug naar de resultaten} one {Toon 1 locatie} other {Toon # locaties}}' }, { total })}
          </Button>
        </FiltersColumn>
        <MapColumn id="search-map" data-testid="results-map-column" $open={mapOpen}>
          <ResultsMap
            markers={markers}
            bounds={query.bounds}
            onSearchArea={(bounds) => replace(carryDraft(withChange(query, { bounds }), draft))}
            onClearArea={() => goKeepingBar(withChange(query, { bounds: null }))}
          />
        </MapColumn>
      </Layout>
    </Page>
  );
});
