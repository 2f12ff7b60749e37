import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { getLocale, localePath } from '@zaalplek/platform';
import { Button, ConfirmWithReasonDialog, Select, TextField, type TableColumn } from '@zaalplek/design-system';
import type { AdminVendorStatus } from '../../generated/graphql';
import { useApiErrorText } from '../admin/apiErrors';
import { AdminList } from '../admin/AdminList';
import { ADMIN_PAGE_SIZE, useListParams } from '../admin/listParams';
import { Filters, Muted, RowActions } from '../admin/styles';
import { useAllowed } from '../admin/useAllowed';
import { vendorsMessages as m } from './messages';
import { VendorPermissionsDialog } from './VendorPermissionsDialog';
import { actAsMessages } from '../actAs/messages';
import { useActAs } from '../actAs/useActAs';
import {
  useApproveOrganisationMutation, useBanOrganisationMutation, useGetVendorsQuery, useRejectOrganisationMutation, useUnbanOrganisationMutation,
  type AdminVendor,
} from './vendorsApi';

const STATUSES: AdminVendorStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'BANNED', 'NO_ORGANISATION'];
const isStatus = (v: string | null): v is AdminVendorStatus => v !== null && (STATUSES as string[]).includes(v);

const personName = (v: AdminVendor) => [v.first_name, v.last_name].filter(Boolean).join(' ') || v.email;
const displayName = (v: AdminVendor) => v.organisation_name || personName(v);

type Dialog = { kind: 'reject' | 'ban'; vendor: AdminVendor } | null;

/** A rating ban lifted by staff returns at the next calculation while the rating is still 0 (spec: a rating of 0 bans). */
const ratingStillZero = (v: AdminVendor) => v.ban_cause === 'RATING' && (v.rating ?? 0) <= 0;

/**
 * Admin Vendors tab: host accounts with organisation state, rating and number of spaces; the review
 * queue first (status filter PENDING); approve / reject with a reason, ban / unban, per-account
 * permissions. Buttons show only for what the staff role allows (support reads).
 */
export function VendorsTab() {
  const intl = useIntl();
  const allowed = useAllowed();
  const errorText = useApiErrorText();
  const list = useListParams();
  const locale = getLocale(useLocation().pathname);
  const status = list.filter('status');
  const { data, isFetching, isError, refetch } = useGetVendorsQuery({ search: list.search, status: isStatus(status) ? status : null, page: list.page, size: ADMIN_PAGE_SIZE });
  const [approve] = useApproveOrganisationMutation();
  const [reject] = useRejectOrganisationMutation();
  const [ban] = useBanOrganisationMutation();
  const [unban] = useUnbanOrganisationMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<AdminVendor | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const actAs = useActAs();

  const run = async (call: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await call();
      setNotice({ text: done, error: false });
      void refetch();
    } catch (e) {
      setNotice({ text: errorText(e), error: true });
    }
  };

  const confirmDialog = async (reason: string) => {
    if (!dialog) return;
    const { vendor, kind } = dialog;
    const organisation_id = vendor.organisation_id!;
    try {
      if (kind === 'reject') await reject({ organisation_id, reason }).unwrap();
      else await ban({ organisation_id, reason }).unwrap();
      setDialog(null);
      setNotice({ text: intl.formatMessage(kind === 'reject' ? m.rejected : m.banned, { name: displayName(vendor) }), error: false });
      void refetch();
    } catch (e) {
      setDialogError(errorText(e));
    }
  };

  const statusCell = (v: AdminVendor) => {
    if (v.is_banned) {
      return (
        <>
          <div>{intl.formatMessage(v.ban_cause === 'RATING' ? m.banCauseRATING : m.banCauseSTAFF)}</div>
          {v.ban_reason && <Muted>{intl.formatMessage(m.reasonLine, { reason: v.ban_reason })}</Muted>}
          {v.ban_cause === 'RATING' && <Muted>{intl.formatMessage(m.ratingBanReturns)}</Muted>}
        </>
      );
    }
    const s = (v.review_status ?? 'NO_ORGANISATION') as AdminVendorStatus;
    return (
      <>
        <div>{isStatus(s) ? intl.formatMessage(m[s]) : s}</div>
        {v.review_status === 'REJECTED' && v.review_reason && <Muted>{intl.formatMessage(m.reasonLine, { reason: v.review_reason })}</Muted>}
      </>
    );
  };

  const actions = (v: AdminVendor) => {
    const name = displayName(v);
    const org = v.organisation_id;
    return (
      <RowActions>
        {org !== null && allowed('admin.review') && v.review_status !== 'APPROVED' && (
          <Button size="sm" onClick={() => void run(() => approve({ organisation_id: org }).unwrap(), intl.formatMessage(m.approved, { name }))}>
            {intl.formatMessage(m.approve)}
          </Button>
        )}
        {org !== null && allowed('admin.review') && v.review_status === 'PENDING' && (
          <Button size="sm" variant="secondary" onClick={() => { setDialogError(null); setDialog({ kind: 'reject', vendor: v }); }}>
            {intl.formatMessage(m.reject)}
          </Button>
        )}
        {org !== null && allowed('admin.accounts.block') && (v.is_banned ? (
          <Button size="sm" variant="secondary" onClick={() => void run(() => unban({ organisation_id: org }).unwrap(), intl.formatMessage(ratingStillZero(v) ? m.unbannedRating : m.unbanned, { name }))}>
            {intl.formatMessage(m.unban)}
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => { setDialogError(null); setDialog({ kind: 'ban', vendor: v }); }}>
            {intl.formatMessage(m.ban)}
          </Button>
        ))}
        {allowed('admin.permissions.update') && (
          <Button size="sm" variant="ghost" onClick={() => setPermissionsOf(v)}>
            {intl.formatMessage(m.permissions)}
          </Button>
        )}
        {allowed('admin.act_as') && (
          <Button size="sm" variant="ghost" aria-label={intl.formatMessage(actAsMessages.actAsName, { name: personName(v) })} onClick={() => void actAs.start('VENDOR', v.account_id)}>
            {intl.formatMessage(actAsMessages.actAs)}
          </Button>
        )}
      </RowActions>
    );
  };

  const columns: TableColumn<AdminVendor>[] = [
    { key: 'name', header: intl.formatMessage(m.columnName), render: (v) => (<><div>{personName(v)}</div><Muted>{v.email}</Muted></>) },
    { key: 'organisation', header: intl.formatMessage(m.columnOrganisation), render: (v) => v.organisation_name ?? '' },
    { key: 'status', header: intl.formatMessage(m.columnStatus), render: statusCell },
    {
      key: 'rating', header: intl.formatMessage(m.columnRating),
      render: (v) => (v.rating === null || v.rating === undefined ? intl.formatMessage(m.noRating) : intl.formatMessage(m.rating, { stars: intl.formatNumber(v.rating / 2, { maximumFractionDigits: 1 }) })),
    },
    {
      key: 'spaces', header: intl.formatMessage(m.columnSpaces), align: 'right',
      render: (v) => (v.organisation_id !== null && v.spaces_count > 0 && allowed('admin.spaces.view')
        ? <Link to={localePath(`/admin/spaces?host=${v.organisation_id}`, locale)}>{intl.formatMessage(m.spacesLink, { count: v.spaces_count })}</Link>
        : v.spaces_count),
    },
    { key: 'actions', header: intl.formatMessage(m.columnActions), render: actions },
  ];

  const body = (
    <AdminList
      data={data} isError={isError} isFetching={isFetching} page={list.page} onPageChange={list.goTo}
      columns={columns} getRowKey={(v) => v.account_id} messages={m}
    />
  );

  return (
    <div data-testid="vendors-tab" aria-busy={isFetching}>
      <Filters>
        <TextField type="search" label={intl.formatMessage(m.search)} value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
        <Select
          label={intl.formatMessage(m.statusFilter)}
          placeholder={intl.formatMessage(m.allStatuses)}
          options={STATUSES.map((s) => ({ value: s, label: intl.formatMessage(m[s]) }))}
          value={isStatus(status) ? status : null}
          onChange={(value) => list.setFilter('status', value)}
        />
      </Filters>
      {notice && <p role={notice.error ? 'alert' : 'status'}>{notice.text}</p>}
      {actAs.error && <p role="alert">{actAs.error}</p>}
      {body}
      <ConfirmWithReasonDialog
        open={dialog !== null}
        title={dialog ? intl.formatMessage(dialog.kind === 'reject' ? m.rejectTitle : m.banTitle, { name: displayName(dialog.vendor) }) : ''}
        description={dialog ? intl.formatMessage(dialog.kind === 'reject' ? m.rejectDescription : m.banDescription) : undefined}
        confirmLabel={intl.formatMessage(dialog?.kind === 'ban' ? m.ban : m.reject)}
        onConfirm={confirmDialog}
        onCancel={() => setDialog(null)}
        error={dialogError}
      />
      <VendorPermissionsDialog
        vendor={permissionsOf}
        name={permissionsOf ? displayName(permissionsOf) : ''}
        onClose={() => setPermissionsOf(null)}
        onSaved={() => {
          setNotice({ text: intl.formatMessage(m.permissionsSaved, { name: permissionsOf ? displayName(permissionsOf) : '' }), error: false });
          setPermissionsOf(null);
          void refetch();
        }}
      />
    </div>
  );
}
