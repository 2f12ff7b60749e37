import { useIntl } from 'react-intl';
import { TextField, type TableColumn } from '@zaalplek/design-system';
import { TIME_ZONE } from '@zaalplek/platform';
import { AdminList } from '../admin/AdminList';
import { ADMIN_PAGE_SIZE, useListParams } from '../admin/listParams';
import { Filters, Muted } from '../admin/styles';
import { actAsMessages as m } from './messages';
import { useActAsLogQuery, type ActAsLogEntry } from './actAsApi';

/** Admin act-as log: every act-as session (admin, target, kind, start and stop with time and IP), newest first, searchable, paged. */
export function ActAsLogTab() {
  const intl = useIntl();
  const list = useListParams();
  const { data, isFetching, isError } = useActAsLogQuery({ search: list.search, page: list.page, size: ADMIN_PAGE_SIZE });
  const when = (iso: string) => intl.formatDate(iso, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const person = (name: string, email: string) => (<><div>{name}</div><Muted>{email}</Muted></>);

  const columns: TableColumn<ActAsLogEntry>[] = [
    { key: 'admin', header: intl.formatMessage(m.columnAdmin), render: (e) => person(e.admin_name, e.admin_email) },
    { key: 'target', header: intl.formatMessage(m.columnTarget), render: (e) => person(e.target_name, e.target_email) },
    { key: 'kind', header: intl.formatMessage(m.columnKind), render: (e) => (e.target_kind === 'CUSTOMER' || e.target_kind === 'VENDOR' ? intl.formatMessage(m[e.target_kind]) : e.target_kind) },
    {
      key: 'started', header: intl.formatMessage(m.columnStarted),
      render: (e) => (<><div>{when(e.ts_started)}</div>{e.start_ip && <Muted>{intl.formatMessage(m.fromIp, { ip: e.start_ip })}</Muted>}</>),
    },
    {
      key: 'stopped', header: intl.formatMessage(m.columnStopped),
      render: (e) => {
        if (e.ts_stopped) return (<><div>{when(e.ts_stopped)}</div>{e.stop_ip && <Muted>{intl.formatMessage(m.fromIp, { ip: e.stop_ip })}</Muted>}</>);
        return Date.parse(e.ts_expires) > Date.now()
          ? intl.formatMessage(m.stillOpen, { time: when(e.ts_expires) })
          : intl.formatMessage(m.expired, { time: when(e.ts_expires) });
      },
    },
  ];

  const body = (
    <AdminList
      data={data} isError={isError} isFetching={isFetching} page={list.page} onPageChange={list.goTo}
      columns={columns} getRowKey={(e) => e.act_as_session_id} messages={m}
    />
  );
  return (
    <div data-testid="act-as-log-tab" aria-busy={isFetching}>
      <p>{intl.formatMessage(m.intro)}</p>
      <Filters>
        <TextField type="search" label={intl.formatMessage(m.search)} value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
      </Filters>
      {body}
    </div>
  );
}
