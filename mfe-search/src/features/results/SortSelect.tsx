import { useIntl } from 'react-intl';
import { Select } from '@zaalplek/design-system';
import type { SearchQuery, SortKey, SortOrder } from './searchQuery';

/** The spec's sorts, each ascending or descending; relevance has one direction. */
export const SORT_CHOICES: { sort: SortKey; order: SortOrder }[] = [
  { sort: 'relevance', order: 'desc' },
  { sort: 'price', order: 'asc' },
  { sort: 'price', order: 'desc' },
  { sort: 'rating', order: 'desc' },
  { sort: 'rating', order: 'asc' },
  { sort: 'size', order: 'desc' },
  { sort: 'size', order: 'asc' },
];

export function SortSelect({ query, onChange }: { query: SearchQuery; onChange: (c: { sort: SortKey; order: SortOrder }) => void }) {
  const intl = useIntl();
  const value = `${query.sort}_${query.sort === 'relevance' ? 'desc' : query.order}`;
  return (
    <Select
      name="sort"
      label={intl.formatMessage({ id: 'SortSelect.label', defaultMessage: 'Sorteren' })}
      placeholder={false}
      value={value}
      options={SORT_CHOICES.map((c) => ({ value: `${c.sort}_${c.order}`, label: intl.formatMessage({ id: `SortSelect.${c.sort}_${c.order}` }) }))}
      onChange={(v) => {
        const choice = SORT_CHOICES.find((c) => `${c.sort}_${c.order}` === v) ?? SORT_CHOICES[0];
        onChange(choice);
      }}
    />
  );
}
