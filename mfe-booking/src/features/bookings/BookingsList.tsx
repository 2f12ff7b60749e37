import { useIntl } from 'react-intl';
import { Table, formatEuroCents, type TableColumn } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { amsterdamDay, amsterdamTime } from './format';
import { bookingsMessages } from './messages';
import { StatusBadge } from './StatusBadge';
import type { BookingListItem } from './types';

/** The table of bookings (in the API's order): id, space, Amsterdam date and time, attendees, status and EUR total. */
export function BookingsList({ bookings, caption }: { bookings: BookingListItem[]; caption: string }) {
  const intl = useIntl();
  const columns: TableColumn<BookingListItem>[] = [
    {
      key: 'booking_id',
      header: intl.formatMessage(bookingsMessages.columnBooking),
      render: (b) => <Link to={`/bookings/${b.booking_id}`}>{intl.formatMessage(bookingsMessages.bookingNumber, { id: b.booking_id })}</Link>,
    },
    { key: 'space', header: intl.formatMessage(bookingsMessages.columnSpace), render: (b) => b.space?.space_name ?? '' },
    {
      key: 'slot',
      header: intl.formatMessage(bookingsMessages.columnDate),
      render: (b) =>
        intl.formatMessage(bookingsMessages.dateRange, {
          date: amsterdamDay(b.slot_start),
          start: amsterdamTime(b.slot_start),
          end: amsterdamTime(b.slot_end),
        }),
    },
    { key: 'attendees', header: intl.formatMessage(bookingsMessages.columnAttendees), render: (b) => b.attendees },
    {
      key: 'status',
      header: intl.formatMessage(bookingsMessages.columnStatus),
      // the same words as the booking's own page (the API's display status)
      render: (b) => <StatusBadge status={b.display_status ?? b.booking_status} testId={`booking-status-${b.booking_id}`} />,
    },
    {
      key: 'total',
      header: intl.formatMessage(bookingsMessages.columnTotal),
      render: (b) => (b.order_total === null ? '' : formatEuroCents(intl, b.order_total)),
    },
  ];
  return <Table columns={columns} rows={bookings} getRowKey={(b) => b.booking_id} caption={caption} hideCaption />;
}
