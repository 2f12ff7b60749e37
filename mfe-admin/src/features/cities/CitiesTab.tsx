import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Button, TextField, type SortDirection, type TableColumn } from '@zaalplek/design-system';
import { getLocale, localePath } from '@zaalplek/platform';
import type { CitySortKey } from '../../generated/graphql';
import { AdminList } from '../admin/AdminList';
import { ADMIN_PAGE_SIZE, useListParams } from '../admin/listParams';
import { Filters, RowActions } from '../admin/styles';
import { CitySeoDialog } from './CitySeoDialog';
import { citiesMessages as m } from './messages';
import { useAdminCitiesQuery, type AdminCity } from './citiesApi';

/** Table column -> the API's sort key (the action column does not sort). */
const SORT_KEYS: Record<string, CitySortKey> = { name: 'NAME', region: 'REGION', active_spaces: 'ACTIVE_SPACES' };

/**
 * Admin Cities tab: city, region, active spaces count and the action (host-and-admin section 2: sortable
 * except the action), searched and paged by the API, sort and page in the URL; the action edits the
 * SEO texts the location page shows, and opens that page.
 */
export function CitiesTab() {
  const intl = useIntl();
  const locale = getLocale(useLocation().pathname);
  const list = useListParams();
  const sortColumn = list.filter('sort') ?? 'name';
  const column = sortColumn in SORT_KEYS ? sortColumn : 'name';
  const direction: SortDirection = list.filter('dir') === 'desc' ? 'desc' : 'asc';
  const { data, isFetching, isError, refetch } = useAdminCitiesQuery({
    search: list.search, sort: { key: SORT_KEYS[column]!, direction: direction === 'desc' ? 'DESC' : 'ASC' }, page: list.page, size: ADMIN_PAGE_SIZE,
  });
  const [editing, setEditing] = useState<AdminCity | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: TableColumn<AdminCity>[] = [
    { key: 'name', header: intl.formatMessage(m.columnCity), sortable: true, render: (c) => c.name },
    { key: 'region', header: intl.formatMessage(m.columnRegion), sortable: true, render: (c) => c.region_name ?? '' },
    { key: 'active_spaces', header: intl.formatMessage(m.columnActiveSpaces), sortable: true, align: 'right', render: (c) => c.active_spaces },
    {
      key: 'actions', header: intl.formatMessage(m.columnActions),
      render: (c) => (
        <RowActions>
          <Button size="sm" variant="secondary" aria-label={intl.formatMessage(m.editSeoOf, { name: c.name })} onClick={() => setEditing(c)}>
            {intl.formatMessage(m.editSeo)}
          </Button>
          <a href={localePath(`/locations/${c.path}`, locale)} target="_blank" rel="noopener noreferrer">{intl.formatMessage(m.viewPage)}</a>
        </RowActions>
      ),
    },
  ];

  const body = (
    <AdminList
      data={data} isError={isError} isFetching={isFetching} page={list.page} onPageChange={list.goTo}
      columns={columns} getRowKey={(c) => c.location_id} messages={m}
      sort={{ key: column, direction }}
      onSortChange={(next) => list.setFilters({ sort: next.key === 'name' ? null : next.key, dir: next.direction === 'desc' ? 'desc' : null })}
    />
  );

  return (
    <div data-testid="cities-tab" aria-busy={isFetching}>
      <Filters>
        <TextField type="search" label={intl.formatMessage(m.search)} value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
      </Filters>
      {notice && <p role="status">{notice}</p>}
      {body}
      <CitySeoDialog
        city={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setNotice(intl.formatMessage(m.saved, { name: editing?.name ?? '' }));
          setEditing(null);
          void refetch();
        }}
      />
    </div>
  );
}
