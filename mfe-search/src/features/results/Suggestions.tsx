import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, EmptyState } from '@zaalplek/design-system';
import { DEFAULT_QUERY, withChange, type SearchQuery } from './searchQuery';
import type { SearchSuggestion } from './types';

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
`;

/** What dropping one API input field (SearchSuggestion.filter) means for the URL state. */
export function relaxQuery(query: SearchQuery, filter: string): SearchQuery {
  const d = DEFAULT_QUERY;
  const drops: Record<string, Partial<SearchQuery>> = {
    date: { date: null, time: d.time, from: null, to: null },
    attendees: { attendees: 1 },
    price: { priceMin: null, priceMax: null },
    activities: { activities: [] },
    configurations: { configurations: [] },
    features: { features: [] },
    facilities: { facilities: [] },
    services: { services: [] },
    is_direct_booking: { direct: false },
    is_afterpay: { postPayment: false },
    is_social: { isSocial: false },
    favorites_only: { favourites: false },
    search: { search: '' },
    location: { lat: null, lng: null, address: null, bounds: null },
  };
  return withChange(query, drops[filter] ?? {});
}

/** The no-results view: the API's suggestions (drop a filter, a nearby city) as one-click searches. */
export function Suggestions({
  query,
  suggestions,
  onSearch,
}: {
  query: SearchQuery;
  suggestions: SearchSuggestion[];
  onSearch: (next: SearchQuery) => void;
}) {
  const intl = useIntl();
  const items = suggestions.filter((s) => s.count > 0);
  return (
    <div data-testid="search-suggestions">
      <EmptyState
        title={intl.formatMessage({ id: 'SearchPage.emptyTitle', defaultMessage: 'Geen ruimtes gevonden' })}
        description={intl.formatMessage(items.length > 0 ? { id: 'Suggestions.intro', defaultMessage: 'Probeer een van deze zoekopdrachten:' } : { id: 'SearchPage.emptyText', defaultMessage: 'Probeer een andere plaats of zoekterm, of minder personen.' })}
        action={
          items.length > 0 ? (
            <List>
              {items.map((s) => {
                const isCity = s.kind === 'NEARBY_CITY' && s.city;
                const label = isCity
                  ? intl.formatMessage({ id: 'Suggestions.city', defaultMessage: 'In {city} ({count, plural, one {1 ruimte} other {# ruimtes}})' }, { city: s.city, count: s.count })
                  : intl.formatMessage(
                      { id: 'Suggestions.relax', defaultMessage: 'Zonder {filter} ({count, plural, one {1 ruimte} other {# ruimtes}})' },
                      {
                        filter: intl.messages[`Suggestions.filter.${s.filter}`]
                          ? intl.formatMessage({ id: `Suggestions.filter.${s.filter}` })
                          : (s.filter ?? ''),
                        count: s.count,
                      },
                    );
                const next = isCity
                  ? withChange(
                      query,
                      s.latitude != null && s.longitude != null
                        ? { search: '', address: s.city, lat: s.latitude, lng: s.longitude, bounds: null }
                        : { search: s.city ?? '', address: null, lat: null, lng: null, bounds: null },
                    )
                  : relaxQuery(query, s.filter ?? '');
                return (
                  <li key={`${s.kind}-${s.filter ?? s.city_slug ?? s.city}`}>
                    <Button variant="secondary" size="sm" onClick={() => onSearch(next)}>
                      {label}
                    </Button>
                  </li>
                );
              })}
            </List>
          ) : undefined
        }
      />
    </div>
  );
}
