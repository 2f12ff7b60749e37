import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ConfirmWithReasonDialog, Select, TextField, type TableColumn } from '@zaalplek/design-system';
import type { SpaceBookingType } from '../../generated/graphql';
import { useApiErrorText } from '../admin/apiErrors';
import { AdminList } from '../admin/AdminList';
import { ADMIN_PAGE_SIZE, useListParams } from '../admin/listParams';
import { Filters, Muted, RowActions } from '../admin/styles';
import { useAllowed } from '../admin/useAllowed';
import { spacesMessages as m } from './messages';
import { SpaceSeoDialog } from './SpaceSeoDialog';
import {
  useApproveSpaceMutation, useGetAllSpacesQuery, useRejectSpaceMutation, useSetSpaceActiveMutation, type AdminSpace,
} from './spacesApi';

const REVIEWS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const BOOKING_TYPES: SpaceBookingType[] = ['DIRECT', 'MANUAL'];
const idOf = (v: string | null): number | null => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const reviewLabel = (s: string) => ((REVIEWS as readonly string[]).includes(s) ? (s as (typeof REVIEWS)[number]) : null);

/**
 * Admin Spaces tab: every space with its state, city, host and booking type; filters (review, state,
 * booking type, and city or host from a row) in the URL; review (approve / reject with a reason),
 * activate / deactivate, preview (the public page) and the SEO texts. Buttons follow the staff role.
 */
export function SpacesTab() {
  const intl = useIntl();
  const allowed = useAllowed();
  const errorText = useApiErrorText();
  const list = useListParams();
  const review = list.filter('review');
  const state = list.filter('state');
  const bookingType = list.filter('type');
  const cityId = idOf(list.filter('city'));
  const hostId = idOf(list.filter('host'));
  const { data, isFetching, isError, refetch } = useGetAllSpacesQuery({
    search: list.search,
    review_status: reviewLabel(review ?? ''),
    is_active: state === 'active' ? true : state === 'inactive' ? false : null,
    booking_type: bookingType === 'DIRECT' || bookingType === 'MANUAL' ? bookingType : null,
    city_id: cityId,
    organisation_id: hostId,
    page: list.page,
    size: ADMIN_PAGE_SIZE,
  });
  const [approve] = useApproveSpaceMutation();
  const [reject] = useRejectSpaceMutation();
  const [setActive] = useSetSpaceActiveMutation();
  const [rejecting, setRejecting] = useState<AdminSpace | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [seoOf, setSeoOf] = useState<AdminSpace | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

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

  const confirmReject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await reject({ space_id: rejecting.space_id, reason }).unwrap();
      setNotice({ text: intl.formatMessage(m.rejected, { name: rejecting.space_name }), error: false });
      setRejecting(null);
      void refetch();
    } catch (e) {
      setDialogError(errorText(e));
    }
  };

  const actions = (s: AdminSpace) => {
    const name = s.space_name;
    return (
      <RowActions>
        {allowed('admin.review') && s.review_status !== 'APPROVED' && (
          <Button size="sm" onClick={() => void run(() => approve({ space_id: s.space_id }).unwrap(), intl.formatMessage(m.approved, { name }))}>
            {intl.formatMessage(m.approve)}
          </Button>
        )}
        {allowed('admin.review') && s.review_status === 'PENDING' && (
          <Button size="sm" variant="secondary" onClick={() => { setDialogError(null); setRejecting(s); }}>
            {intl.formatMessage(m.reject)}
          </Button>
        )}
        {allowed('admin.spaces.activate') && (s.is_active ? (
          <Button size="sm" variant="secondary" onClick={() => void run(() => setActive({ space_id: s.space_id, is_active: false }).unwrap(), intl.formatMessage(m.deactivated, { name }))}>
            {intl.formatMessage(m.deactivate)}
          </Button>
        ) : (
          s.review_status === 'APPROVED' && (
            <Button size="sm" variant="secondary" onClick={() => void run(() => setActive({ space_id: s.space_id, is_active: true }).unwrap(), intl.formatMessage(m.activated, { name }))}>
              {intl.formatMessage(m.activate)}
            </Button>
          )
        ))}
        <a href={s.space_url} target="_blank" rel="noopener noreferrer">{intl.formatMessage(m.preview)}</a>
        {allowed('admin.seo.update') && (
          <Button size="sm" variant="ghost" onClick={() => setSeoOf(s)}>
            {intl.formatMessage(m.seo)}
          </Button>
        )}
      </RowActions>
    );
  };

  const linkButton = (label: string, title: string, onClick: () => void) => (
    <Button size="sm" variant="ghost" title={title} aria-label={title} onClick={onClick}>{label}</Button>
  );

  const columns: TableColumn<AdminSpace>[] = [
    { key: 'space', header: intl.formatMessage(m.columnSpace), render: (s) => (<><div>{s.space_name}</div><Muted>{s.venue_name}</Muted></>) },
    {
      key: 'city', header: intl.formatMessage(m.columnCity),
      render: (s) => (s.city_id && s.city_name ? linkButton(s.city_name, intl.formatMessage(m.filterByCity, { name: s.city_name }), () => list.setFilter('city', String(s.city_id))) : ''),
    },
    {
      key: 'host', header: intl.formatMessage(m.columnHost),
      render: (s) => (
        <>
          {linkButton(s.organisation_name ?? s.host_email, intl.formatMessage(m.filterByHost, { name: s.organisation_name ?? s.host_email }), () => list.setFilter('host', String(s.organisation_id)))}
          <Muted>{s.host_email}</Muted>
        </>
      ),
    },
    { key: 'type', header: intl.formatMessage(m.columnBookingType), render: (s) => (s.space_booking_type === 'DIRECT' || s.space_booking_type === 'MANUAL' ? intl.formatMessage(m[s.space_booking_type]) : s.space_booking_type) },
    {
      key: 'status', header: intl.formatMessage(m.columnStatus),
      render: (s) => {
        const r = reviewLabel(s.review_status);
        return (
          <>
            <div>{intl.formatMessage(s.is_active ? m.active : m.inactive)}</div>
            <Muted>{r ? intl.formatMessage(m[r]) : s.review_status}</Muted>
            {s.review_status === 'REJECTED' && s.review_reason && <Muted>{intl.formatMessage(m.reasonLine, { reason: s.review_reason })}</Muted>}
          </>
        );
      },
    },
    { key: 'actions', header: intl.formatMessage(m.columnActions), render: actions },
  ];

  const first = data?.result[0];
  const body = (
    <AdminList
      data={data} isError={isError} isFetching={isFetching} page={list.page} onPageChange={list.goTo}
      columns={columns} getRowKey={(s) => s.space_id} messages={m}
    />
  );

  return (
    <div data-testid="spaces-tab" aria-busy={isFetching}>
      <Filters>
        <TextField type="search" label={intl.formatMessage(m.search)} value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
        <Select
          label={intl.formatMessage(m.reviewFilter)} placeholder={intl.formatMessage(m.allReviews)}
          options={REVIEWS.map((r) => ({ value: r, label: intl.formatMessage(m[r]) }))}
          value={reviewLabel(review ?? '')} onChange={(v) => list.setFilter('review', v)}
        />
        <Select
          label={intl.formatMessage(m.stateFilter)} placeholder={intl.formatMessage(m.allStates)}
          options={[{ value: 'active', label: intl.formatMessage(m.active) }, { value: 'inactive', label: intl.formatMessage(m.inactive) }]}
          value={state === 'active' || state === 'inactive' ? state : null} onChange={(v) => list.setFilter('state', v)}
        />
        <Select
          label={intl.formatMessage(m.bookingTypeFilter)} placeholder={intl.formatMessage(m.allBookingTypes)}
          options={BOOKING_TYPES.map((t) => ({ value: t, label: intl.formatMessage(m[t as 'DIRECT' | 'MANUAL']) }))}
          value={bookingType === 'DIRECT' || bookingType === 'MANUAL' ? bookingType : null} onChange={(v) => list.setFilter('type', v)}
        />
      </Filters>
      {(cityId || hostId) && (
        <RowActions>
          {cityId && (
            <Button size="sm" variant="secondary" onClick={() => list.setFilter('city', null)}>
              {intl.formatMessage(m.cityChip, { name: first?.city_name ?? `#${cityId}` })}
            </Button>
          )}
          {hostId && (
            <Button size="sm" variant="secondary" onClick={() => list.setFilter('host', null)}>
              {intl.formatMessage(m.hostChip, { name: first?.organisation_name ?? `#${hostId}` })}
            </Button>
          )}
        </RowActions>
      )}
      {notice && <p role={notice.error ? 'alert' : 'status'}>{notice.text}</p>}
      {body}
      <ConfirmWithReasonDialog
        open={rejecting !== null}
        title={rejecting ? intl.formatMessage(m.rejectTitle, { name: rejecting.space_name }) : ''}
        description={intl.formatMessage(m.rejectDescription)}
        confirmLabel={intl.formatMessage(m.reject)}
        onConfirm={confirmReject}
        onCancel={() => setRejecting(null)}
        error={dialogError}
      />
      <SpaceSeoDialog
        space={seoOf}
        onClose={() => setSeoOf(null)}
        onSaved={() => {
          setNotice({ text: intl.formatMessage(m.seoSaved, { name: seoOf?.space_name ?? '' }), error: false });
          setSeoOf(null);
          void refetch();
        }}
      />
    </div>
  );
}
