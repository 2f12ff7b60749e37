import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@zaalplek/platform';
import type { Venue } from './types';
import { weekHours } from './workingHours';

const Hours = styled.table`
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)} 0;
    font-weight: normal;
  }
  th {
    text-transform: capitalize;
  }
`;

/** Weekday name for week_day 1..7 (Monday..Sunday): 1 January 2024 was a Monday. */
function weekdayName(formatDate: (d: number, o: Intl.DateTimeFormatOptions) => string, weekDay: number) {
  return formatDate(Date.UTC(2024, 0, weekDay), { weekday: 'long', timeZone: 'UTC' });
}

export function VenueInfo({ venue }: { venue: Venue }) {
  const intl = useIntl();
  const geo = venue.venue_geo;
  const week = weekHours(venue.working_time ?? []);
  return (
    <section aria-labelledby="venue-info-title" data-testid="venue-info">
      <h2 id="venue-info-title">
        <Link to={venue.venue_url}>{venue.venue_name}</Link>
      </h2>
      {geo && (geo.address || geo.city) && (
        <address>{[geo.address, geo.city].filter(Boolean).join(', ')}</address>
      )}
      {venue.working_time?.length > 0 && (
        <>
          <h3>{intl.formatMessage({ id: 'VenueInfo.workingHours', defaultMessage: 'Openingstijden' })}</h3>
          <Hours data-testid="working-hours">
            <tbody>
              {week.map((day) => (
                <tr key={day.weekDay}>
                  <th scope="row">{weekdayName((d, o) => intl.formatDate(d, o), day.weekDay)}</th>
                  <td>
                    {day.ranges.length === 0
                      ? intl.formatMessage({ id: 'VenueInfo.closed', defaultMessage: 'Gesloten' })
                      : day.ranges.map((r) => `${r.open} – ${r.close}`).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Hours>
        </>
      )}
    </section>
  );
}
