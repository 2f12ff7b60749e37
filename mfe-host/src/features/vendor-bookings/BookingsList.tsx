import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, Pagination, Spinner, Table, TextField, formatEuroCents, type TableColumn } from '@zaalplek/design-system';
import { AnswerModal, type AnswerValues } from './AnswerModal';
import { BookingDetailModal } from './BookingDetailModal';
import { NoOrganisationState } from './NoOrganisationState';
import { formatDateTime, formatTime } from './dateFormat';
import { vendorBookingsMessages as m } from './messages';
import { Actions, Badge, Muted, Notice, RowLink, StatButton, Toolbar } from './styles';
import { VENDOR_STATUSES, type VendorBooking, type VendorBookingStatus } from './types';
import { apiErrorText } from '../team/apiErrorText';
import { toApiErrorBody } from '@zaalplek/platform';
import {
  useApproveBookingMutation,
  useCancelBookingMutation,
  useDeclineBookingMutation,
  useGetVendorBookingsQuery,
} from './vendorBookingsApi';

type Answering = { kind: 'decline' | 'cancel'; booking: VendorBooking } | null;

const customerName = (b: VendorBooking) =>
  [b.customer.first_name, b.customer.last_name].filter(Boolean).join(' ') || b.customer.email;

/** FORBIDDEN on the organisation: the host has not set one up yet (onboarding not done). */
const lacksOrganisation = (error: unknown) => {
  const body = toApiErrorBody(error);
  return body.error_type === 'FORBIDDEN' && body.entity === 'organisation';
};

/**
 * The host's bookings with per-status stats, search, answers (approve/decline/cancel) and paging;
 * a row opens the booking's detail (meeting, the guest's remark).
 */
export function BookingsList({ venueId }: { venueId: number | null }) {
  const intl = useIntl();
  const [status, setStatus] = useState<VendorBookingStatus>('PENDING');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Answering>(null);
  const [opened, setOpened] = useState<VendorBooking | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { data, isLoading, isError, error } = useGetVendorBookingsQuery({
    ...(venueId ? { venue_id: venueId } : {}),
    status,
    ...(search.trim() ? { search: search.trim() } : {}),
    page,
    size: 20,
  });
  const [approve] = useApproveBookingMutation();
  const [decline] = useDeclineBookingMutation();
  const [cancel] = useCancelBookingMutation();

  const onApprove = async (booking: VendorBooking) => {
    setNotice(null);
    try {
      await approve(booking.booking_id).unwrap();
      setNotice({ tone: 'success', text: intl.formatMessage(m.approved) });
    } catch (err) {
      setNotice({ tone: 'danger', text: apiErrorText(intl, err) });
    }
  };

  const onAnswer = async (values: AnswerValues) => {
    if (!answering) return;
    const { booking, kind } = answering;
    if (kind === 'decline') {
      await decline({ booking_id: booking.booking_id, ...values }).unwrap();
    } else {
      await cancel({ booking_id: booking.booking_id, cancellation_reason: values.cancellation_reason }).unwrap();
    }
    setAnswering(null);
    setNotice({ tone: 'success', text: intl.formatMessage(kind === 'decline' ? m.declined : m.cancelled) });
  };

  const columns: TableColumn<VendorBooking>[] = [
    {
      key: 'booking',
      header: intl.formatMessage(m.colBooking),
      render: (b) => (
        <RowLink type="button" aria-label={intl.formatMessage(m.openDetail, { id: b.booking_id })} onClick={(e) => { e.stopPropagation(); setOpened(b); }}>
          #{b.booking_id}{b.meeting_name ? ` ${b.meeting_name}` : ''}
        </RowLink>
      ),
    },
    {
      key: 'when',
      header: intl.formatMessage(m.colWhen),
      render: (b) => (
        <>
          {formatDateTime(b.slot_start)}–{formatTime(b.slot_end)}
          {b.vendor_status === 'PENDING' && b.ts_host_approval_dl && (
            <div>
              <Muted>{intl.formatMessage(m.answerBefore, { deadline: formatDateTime(b.ts_host_approval_dl) })}</Muted>
            </div>
          )}
        </>
      ),
    },
    { key: 'space', header: intl.formatMessage(m.colSpace), render: (b) => `${b.space_name} (${b.venue_name})` },
    { key: 'customer', header: intl.formatMessage(m.colCustomer), render: customerName },
    { key: 'attendees', header: intl.formatMessage(m.colAttendees), align: 'right', render: (b) => b.attendees },
    { key: 'total', header: intl.formatMessage(m.colTotal), align: 'right', render: (b) => (b.order_total != null ? formatEuroCents(intl, b.order_total) : '') },
    {
      key: 'status',
      header: intl.formatMessage(m.colStatus),
      render: (b) => <Badge $tone="muted">{b.vendor_status ? intl.formatMessage(m[`status${b.vendor_status}`]) : b.booking_status}</Badge>,
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      render: (b) => (
        <Actions onClick={(e) => e.stopPropagation()}>
          {b.vendor_status === 'PENDING' && (
            <>
              <Button size="sm" onClick={() => onApprove(b)}>
                {intl.formatMessage(b.payment_method === 'POST_PAYMENT' ? m.confirmPostPayment : m.approve)}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setAnswering({ kind: 'decline', booking: b })}>
                {intl.formatMessage(m.decline)}
              </Button>
            </>
          )}
          {(b.vendor_status === 'OPTIONAL' || b.vendor_status === 'PAID') && (
            <Button size="sm" variant="secondary" onClick={() => setAnswering({ kind: 'cancel', booking: b })}>
              {intl.formatMessage(m.cancel)}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <div data-testid="vendor-bookings">
      <Toolbar role="group" aria-label={intl.formatMessage(m.statsLabel)}>
        {VENDOR_STATUSES.map((s) => (
          <StatButton
            key={s}
            type="button"
            $selected={s === status}
            aria-pressed={s === status}
            data-testid={`stat-${s}`}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {intl.formatMessage(m.statCount, {
              label: intl.formatMessage(m[`status${s}`]),
              count: data?.stats[s.toLowerCase() as Lowercase<VendorBookingStatus>] ?? 0,
            })}
          </StatButton>
        ))}
      </Toolbar>
      <Toolbar>
        <TextField
          type="search"
          label={intl.formatMessage(m.search)}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </Toolbar>
      {notice && (
        <Notice $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      {isLoading ? (
        <Spinner />
      ) : isError && lacksOrganisation(error) ? (
        <NoOrganisationState />
      ) : isError || !data ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.loadError)}
        </Notice>
      ) : data.stats.total === 0 ? (
        <EmptyState title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyTip)} />
      ) : (
        <>
          <Table<VendorBooking>
            caption={intl.formatMessage(m.caption)}
            hideCaption
            columns={columns}
            rows={data.result}
            getRowKey={(b) => b.booking_id}
            onRowClick={setOpened}
            emptyText={intl.formatMessage(m.emptyTitle)}
          />
          {data.total_pages > 1 && <Pagination page={page} pageCount={data.total_pages} onPageChange={setPage} />}
        </>
      )}
      {opened && <BookingDetailModal booking={opened} onClose={() => setOpened(null)} />}
      {answering && <AnswerModal kind={answering.kind} onSubmit={onAnswer} onClose={() => setAnswering(null)} />}
    </div>
  );
}
