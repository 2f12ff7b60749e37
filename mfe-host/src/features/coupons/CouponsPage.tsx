import { useState } from 'react';
import { useIntl } from 'react-intl';
import moment from 'moment-timezone';
import { Button, Spinner, Table, type TableColumn } from '@zaalplek/design-system';
import { TIME_ZONE } from '@zaalplek/platform';
import { useGetHostVenuesQuery } from '../spaces/spacesApi';
import { apiErrorText } from '../team/apiErrorText';
import { formatDate } from '../vendor-bookings/dateFormat';
import { Actions, Badge, Notice, Page, Toolbar } from '../vendor-bookings/styles';
import { useVenueId } from '../vendor-bookings/useVenueId';
import { VenueNav } from '../vendor-bookings/VenueNav';
import { CouponForm } from './CouponForm';
import { useDeactivateCouponMutation, useGetCouponsQuery, useSaveCouponMutation, type Coupon, type CouponInput } from './couponsApi';
import { couponsMessages as m } from './messages';

/** /bookings/vendor/{venueId}/coupons: the venue's coupons; add, edit, deactivate ("delete" only deactivates). */
export function CouponsPage() {
  const intl = useIntl();
  const venueId = useVenueId() ?? 0;
  const { data: coupons, isLoading, isError } = useGetCouponsQuery(venueId);
  const { data: venues = [] } = useGetHostVenuesQuery();
  const spaces = venues.find((v) => v.venue_id === venueId)?.venue_spaces ?? [];
  const [save] = useSaveCouponMutation();
  const [deactivate] = useDeactivateCouponMutation();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const today = moment.tz(TIME_ZONE).format('YYYY-MM-DD');

  const onSave = async (coupon_id: number | null, input: CouponInput) => {
    const saved = await save({ coupon_id, input }).unwrap();
    setEditing(null);
    setNotice({ text: intl.formatMessage(m.saved, { code: saved.coupon_code }), tone: 'success' });
  };
  const onDeactivate = async (coupon: Coupon) => {
    try {
      await deactivate(coupon.coupon_id).unwrap();
      setNotice({ text: intl.formatMessage(m.deactivated, { code: coupon.coupon_code }), tone: 'success' });
    } catch (err) {
      setNotice({ text: apiErrorText(intl, err), tone: 'danger' });
    }
  };

  const columns: TableColumn<Coupon>[] = [
    { key: 'code', header: intl.formatMessage(m.colCode), render: (c) => <strong>{c.coupon_code}</strong> },
    { key: 'discount', header: intl.formatMessage(m.colDiscount), align: 'right', render: (c) => `${c.discount_percentage}%` },
    { key: 'space', header: intl.formatMessage(m.colSpace), render: (c) => c.space?.space_name ?? intl.formatMessage(m.allSpaces) },
    {
      key: 'valid',
      header: intl.formatMessage(m.colValid),
      render: (c) =>
        c.expires_at
          ? intl.formatMessage(m.validRange, { from: formatDate(c.starts_from), until: formatDate(c.expires_at) })
          : intl.formatMessage(m.validFrom, { from: formatDate(c.starts_from) }),
    },
    { key: 'usage', header: intl.formatMessage(m.colUsage), render: (c) => intl.formatMessage(m.usage, { used: c.times_used, limit: c.usage_limit, applied: c.times_applied }) },
    { key: 'status', header: intl.formatMessage(m.colStatus), render: (c) => <Badge $tone={c.is_active ? 'success' : 'muted'}>{intl.formatMessage(c.is_active ? m.active : m.inactive)}</Badge> },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      render: (c) =>
        c.is_active && (
          <Actions>
            <Button size="sm" variant="secondary" onClick={() => setEditing(c)} aria-label={`${intl.formatMessage(m.edit)} ${c.coupon_code}`}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDeactivate(c)} aria-label={`${intl.formatMessage(m.deactivate)} ${c.coupon_code}`}>
              {intl.formatMessage(m.deactivate)}
            </Button>
          </Actions>
        ),
    },
  ];

  return (
    <Page data-testid="coupons-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <VenueNav venueId={venueId} allowAll={false} page="/coupons" />
      <Toolbar>
        <Button onClick={() => setEditing('new')}>{intl.formatMessage(m.add)}</Button>
      </Toolbar>
      {notice && (
        <Notice $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      {isLoading ? (
        <Spinner />
      ) : isError || !coupons ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.loadError)}
        </Notice>
      ) : (
        <Table<Coupon> caption={intl.formatMessage(m.caption)} hideCaption columns={columns} rows={coupons} getRowKey={(c) => c.coupon_id} emptyText={intl.formatMessage(m.empty)} />
      )}
      {editing && (
        <CouponForm venueId={venueId} coupon={editing === 'new' ? null : editing} spaces={spaces} today={today} onSave={onSave} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}
