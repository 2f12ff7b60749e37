import { useIntl } from 'react-intl';
import { availabilityMessages as m } from './messages';
import { BookingChip, DayBox, DayButton, Line, StateLabel } from './styles';
import { timeOf } from './calendarRange';
import type { CalendarDay } from './types';

const stateMessage = { OPEN: m.stateOPEN, PARTIALLY_CLOSED: m.statePARTIALLY_CLOSED, CLOSED: m.stateCLOSED } as const;
const bookingMessage: Record<string, { id: string; defaultMessage: string }> = {
  PENDING: m.bookingPENDING,
  PAID: m.bookingPAID,
  PAYMENT_PROCESSING: m.bookingPAYMENT_PROCESSING,
};

/** One space on one day: its state, opening hours, closures and the bookings in their slots. */
export function DayCell({
  day,
  spaceId,
  spaceName,
  label,
  compact = false,
  onEdit,
}: {
  day: CalendarDay;
  spaceId: number;
  spaceName: string;
  label: string;
  compact?: boolean;
  onEdit: (day: CalendarDay, spaceId: number) => void;
}) {
  const intl = useIntl();
  const slot = (from: string, to: string) => `${timeOf(from)}–${timeOf(to, true)}`;
  const content = (
    <>
      <Line>
        {label && <strong>{label} </strong>}
        <StateLabel $state={day.state}>{intl.formatMessage(stateMessage[day.state])}</StateLabel>
      </Line>
      {!day.is_working_day && day.opening.length === 0 && <Line>{intl.formatMessage(m.nonWorkingDay)}</Line>}
      {!compact && day.opening.map((o) => <Line key={o.slot_start}>{slot(o.slot_start, o.slot_end)}</Line>)}
      {!compact &&
        day.exceptions
          .filter((e) => !e.is_opened)
          .map((e) => (
            <Line key={e.space_availability_id}>
              {e.source === 'CALENDAR'
                ? `${slot(e.slot_from, e.slot_to)} ${intl.formatMessage(m.importedBusy)}`
                : e.source === 'SYNC_STALE'
                  ? intl.formatMessage(m.syncStale)
                  : intl.formatMessage(m.closedSlot, { from: timeOf(e.slot_from), to: timeOf(e.slot_to, true) })}
            </Line>
          ))}
      {compact && day.bookings.length > 0 && <Line>{intl.formatMessage(m.bookingsCount, { count: day.bookings.length })}</Line>}
      {day.bookings.map((b) => (
        <BookingChip key={b.booking_id} $status={b.booking_status} data-booking-id={b.booking_id}>
          {slot(b.slot_start, b.slot_end)} {b.meeting_name ?? b.booker_name ?? ''} · {intl.formatMessage(bookingMessage[b.booking_status] ?? m.bookingPENDING)}
        </BookingChip>
      ))}
    </>
  );
  const common = { 'data-testid': `day-${spaceId}-${day.date}`, 'data-state': day.state, $state: day.state, $muted: !day.is_working_day };
  if (!day.is_editable) return <DayBox {...common}>{content}</DayBox>;
  return (
    <DayButton
      type="button"
      {...common}
      aria-label={`${intl.formatMessage(m.edit, { space: spaceName, date: day.date })}: ${intl.formatMessage(stateMessage[day.state])}`}
      onClick={() => onEdit(day, spaceId)}
    >
      {content}
    </DayButton>
  );
}
