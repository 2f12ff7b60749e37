import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { amsterdamDay, amsterdamTime } from '../bookings/format';
import { placeMessages } from './messages';
import type { Booking } from './types';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-line; }
`;

/** "Keizersgracht 12, 1015 CS Amsterdam" from the parts the API gives. */
export function placeAddress(place: Booking['place']): string | null {
  if (!place) return null;
  const town = [place.postal_code, place.city].filter(Boolean).join(' ');
  const parts = [place.address, town].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * What is booked, in one place: date and time (Amsterdam), space and venue, address, how to get in,
 * and the number of people. Used by the confirm step, the confirmation and the booking detail.
 */
export function PlaceSummary({ booking, showAccess = true }: { booking: Booking; showAccess?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const place = booking.place ?? null;
  const address = placeAddress(place);
  const venue = place?.venue_name ?? booking.space?.venue_name ?? null;
  const space = place?.space_name ?? booking.space?.space_name ?? null;
  return (
    <Facts data-testid="booking-place">
      <dt>{t(placeMessages.when)}</dt>
      <dd data-testid="place-when">
        {t(placeMessages.slot, { date: amsterdamDay(booking.slot_start), start: amsterdamTime(booking.slot_start), end: amsterdamTime(booking.slot_end) })}
      </dd>
      <dt>{t(placeMessages.space)}</dt>
      <dd data-testid="place-space">{[space, venue].filter(Boolean).join(', ')}</dd>
      {address && (
        <>
          <dt>{t(placeMessages.address)}</dt>
          <dd data-testid="place-address">{address}</dd>
        </>
      )}
      {showAccess && place?.access_instructions && (
        <>
          <dt>{t(placeMessages.access)}</dt>
          <dd data-testid="place-access">{place.access_instructions}</dd>
        </>
      )}
      <dt>{t(placeMessages.people)}</dt>
      <dd data-testid="place-people">{t(placeMessages.peopleCount, { count: booking.attendees })}</dd>
    </Facts>
  );
}
