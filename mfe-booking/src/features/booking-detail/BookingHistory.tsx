import { useIntl } from 'react-intl';
import styled from 'styled-components';
import moment from '../time/moment';
import { TIME_ZONE } from '@zaalplek/platform';
import { bookingStatusMessages } from '../bookings/messages';
import type { BookingHistoryEntry } from '../booking/types';
import { historyLabelMessages, waitingReasonMessages } from './messages';

const List = styled.ol`
  list-style: none;
  padding: 0 0 0 ${({ theme }) => theme.space(4)};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  li { margin-bottom: ${({ theme }) => theme.space(3)}; }
  time { display: block; font-size: ${({ theme }) => theme.typography.fontSize.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The booking's history (oldest first) with the spec's labels and waiting reasons. */
export function BookingHistory({ entries }: { entries: BookingHistoryEntry[] }) {
  const intl = useIntl();
  const label = (entry: BookingHistoryEntry) => {
    const byLabel = historyLabelMessages[entry.history_label as keyof typeof historyLabelMessages];
    if (byLabel) return intl.formatMessage(byLabel);
    const byStatus = bookingStatusMessages[entry.booking_status as keyof typeof bookingStatusMessages];
    return byStatus ? intl.formatMessage(byStatus) : entry.booking_status;
  };
  const sorted = [...entries].sort((a, b) => a.ts_created.localeCompare(b.ts_created));
  return (
    <List data-testid="booking-history">
      {sorted.map((entry, index) => {
        const waiting = waitingReasonMessages[entry.waiting_reason as keyof typeof waitingReasonMessages];
        return (
          <li key={`${entry.ts_created}-${index}`}>
            <time dateTime={entry.ts_created}>{moment.tz(entry.ts_created, TIME_ZONE).format('DD-MM-YYYY HH:mm')}</time>
            <strong>{label(entry)}</strong>
            {waiting && <div>{intl.formatMessage(waiting)}</div>}
          </li>
        );
      })}
    </List>
  );
}
