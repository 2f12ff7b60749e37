// The host's day overview: one Amsterdam day's bookings with what the staff prepares (get_day_overview).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, DayOverviewTable, Spinner } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { centreMessages as m } from './messages';
import { amsterdamToday, shiftDate } from './links';
import { useGetDayOverviewQuery } from './notificationsApi';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 12px 0;
  input { min-height: 44px; padding: 0 8px; }
`;

export function DayOverviewPanel({ venueId, initialDate }: { venueId: number | null; initialDate?: string }) {
  const intl = useIntl();
  const [date, setDate] = useState(initialDate ?? amsterdamToday());
  const { data, isFetching, isError } = useGetDayOverviewQuery({ date, venueId });
  const shown = intl.formatDate(`${date}T12:00:00Z`, { timeZone: 'Europe/Amsterdam', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section data-testid="day-overview">
      <p>{intl.formatMessage(m.dayIntro)}</p>
      <Bar>
        <Button type="button" size="sm" variant="secondary" onClick={() => setDate(shiftDate(date, -1))}>{intl.formatMessage(m.previousDay)}</Button>
        <label>
          <span style={{ marginRight: 8 }}>{intl.formatMessage(m.dayLabel)}</span>
          <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} data-day-input="" />
        </label>
        <Button type="button" size="sm" variant="secondary" onClick={() => setDate(shiftDate(date, 1))}>{intl.formatMessage(m.nextDay)}</Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setDate(amsterdamToday())}>{intl.formatMessage(m.today)}</Button>
      </Bar>
      {isFetching && !data && <Spinner />}
      {isError && <p role="alert">{intl.formatMessage(m.dayLoadError)}</p>}
      {data && (
        <DayOverviewTable
          caption={intl.formatMessage(m.dayCaption, { date: shown })}
          rows={data}
          bookingLink={(row) => <Link to={`/bookings/vendor/${row.venue_id ?? ''}`}>{intl.formatMessage(m.bookingLink, { id: row.booking_id })}</Link>}
        />
      )}
    </section>
  );
}
