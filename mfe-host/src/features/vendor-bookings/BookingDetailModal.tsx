// The host's view of one booking (opened from a row of the bookings list): when, where, who,
// the meeting and the guest's remark, status and amounts.
import { useIntl } from 'react-intl';
import { Button, Modal, formatEuroCents } from '@zaalplek/design-system';
import { HostChangeRequests } from '../change-requests/HostChangeRequests';
import { formatDateTime, formatTime } from './dateFormat';
import { vendorBookingsMessages as m } from './messages';
import { DetailList, Muted } from './styles';
import type { VendorBooking } from './types';

export function BookingDetailModal({ booking, onClose }: { booking: VendorBooking; onClose: () => void }) {
  const intl = useIntl();
  const b = booking;
  const name = [b.customer.first_name, b.customer.last_name].filter(Boolean).join(' ');
  const status = b.vendor_status ? intl.formatMessage(m[`status${b.vendor_status}`]) : b.booking_status;
  const rows: [string, React.ReactNode][] = [
    [intl.formatMessage(m.colWhen), `${formatDateTime(b.slot_start)}–${formatTime(b.slot_end)}`],
    [intl.formatMessage(m.colSpace), `${b.space_name} (${b.venue_name})`],
    [
      intl.formatMessage(m.colCustomer),
      <>
        {name && <div>{name}</div>}
        <div>{b.customer.email}</div>
        {b.customer.phone && <div>{b.customer.phone}</div>}
      </>,
    ],
    [intl.formatMessage(m.colAttendees), intl.formatMessage(m.people, { count: b.attendees })],
    [
      intl.formatMessage(m.meeting),
      <>
        {b.meeting_name && <div>{b.meeting_name}</div>}
        {b.meeting_description && <div>{b.meeting_description}</div>}
        {!b.meeting_name && !b.meeting_description && <Muted>—</Muted>}
      </>,
    ],
    [intl.formatMessage(m.guestRemark), b.comment ? <span data-testid="guest-remark">{b.comment}</span> : <Muted>{intl.formatMessage(m.noRemark)}</Muted>],
    [intl.formatMessage(m.colStatus), status],
  ];
  if (b.vendor_status === 'PENDING' && b.ts_host_approval_dl) rows.push([intl.formatMessage(m.answerDeadline), formatDateTime(b.ts_host_approval_dl)]);
  if (b.order_total != null) rows.push([intl.formatMessage(m.colTotal), formatEuroCents(intl, b.order_total)]);
  if (b.payout_total != null) rows.push([intl.formatMessage(m.payout), formatEuroCents(intl, b.payout_total)]);

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage(m.detailTitle, { id: b.booking_id })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      }
    >
      <DetailList data-testid="vendor-booking-detail">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </DetailList>
      <HostChangeRequests bookingId={b.booking_id} />
    </Modal>
  );
}
