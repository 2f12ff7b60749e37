import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Checkbox } from '@zaalplek/design-system';
import { useLocale, useSession } from '@zaalplek/platform';
import { activeFilterCount, resetFilters, withChange, type SearchQuery } from '../results/searchQuery';
import type { PriceBucket } from '../results/types';
import { useFilterOptionsQuery, type FilterOption } from './filterOptionsApi';
import { PriceRange } from './PriceRange';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  details > summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

type ListName = 'activities' | 'configurations' | 'features' | 'facilities' | 'services';

function toggle(list: string[], key: string, on: boolean): string[] {
  return on ? [...new Set([...list, key])].sort() : list.filter((k) => k !== key);
}

/** Every filter of the spec's search filter state; each change pushes a new URL (page 1). */
export function FiltersPanel({
  query,
  histogram,
  onChange,
}: {
  query: SearchQuery;
  histogram: PriceBucket[];
  onChange: (next: SearchQuery) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { isLoggedIn } = useSession();
  const { data: options } = useFilterOptionsQuery(locale);
  const change = (c: Partial<SearchQuery>) => onChange(withChange(query, c));
  const count = activeFilterCount(query);

  const group = (name: ListName, items: FilterOption[], open = false) =>
    items.length > 0 && (
      <details open={open || query[name].length > 0} data-testid={`filter-${name}`}>
        <summary>
          {intl.formatMessage({ id: `FiltersPanel.${name}` })}
          {query[name].length > 0 ? ` (${query[name].length})` : ''}
        </summary>
        <fieldset aria-label={intl.formatMessage({ id: `FiltersPanel.${name}` })}>
          {items.map((item) => (
            <Checkbox
              key={item.key}
              name={`${name}-${item.key}`}
              label={item.name}
              checked={query[name].includes(item.key)}
              onChange={(e) => change({ [name]: toggle(query[name], item.key, e.target.checked) })}
            />
          ))}
        </fieldset>
      </details>
    );

  return (
    <Panel aria-labelledby="filters-title" data-testid="filters">
      <Head>
        <h2 id="filters-title">
          {intl.formatMessage({ id: 'FiltersPanel.title', defaultMessage: 'Filters' })}
          {count > 0 ? ` (${count})` : ''}
        </h2>
        <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => onChange(resetFilters(query))}>
          {intl.formatMessage({ id: 'FiltersPanel.reset', defaultMessage: 'Filters wissen' })}
        </Button>
      </Head>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'FiltersPanel.booking', defaultMessage: 'Boeken' })}</legend>
        <Checkbox name="direct" label={intl.formatMessage({ id: 'FiltersPanel.direct', defaultMessage: 'Direct boeken' })} checked={query.direct} onChange={(e) => change({ direct: e.target.checked })} />
        <Checkbox
          name="postPayment"
          label={intl.formatMessage({ id: 'FiltersPanel.postPayment', defaultMessage: 'Achteraf betalen' })}
          checked={query.postPayment}
          onChange={(e) => change({ postPayment: e.target.checked })}
        />
        {isLoggedIn && (
          <Checkbox
            name="favourites"
            label={intl.formatMessage({ id: 'FiltersPanel.favourites', defaultMessage: 'Alleen mijn favorieten' })}
            checked={query.favourites}
            onChange={(e) => change({ favourites: e.target.checked })}
          />
        )}
      </fieldset>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'FiltersPanel.price', defaultMessage: 'Prijs per dagdeel' })}</legend>
        <PriceRange histogram={histogram} min={query.priceMin} max={query.priceMax} onChange={change} />
      </fieldset>
      {options && (
        <>
          {group('activities', options.activities, true)}
          {group('configurations', options.configurations)}
          {group('features', options.features)}
          {group('facilities', options.facilities)}
          {group('services', options.services)}
        </>
      )}
    </Panel>
  );
}
