// /profile/history: the account's past bookings (get_bookings with the ARCHIVED tab).
import { useIntl } from 'react-intl';
import { EmptyState, Spinner } from '@zaalplek/design-system';
import { BookingsList } from '../bookings/BookingsList';
import { useGetBookingsQuery } from '../bookings/bookingsApi';
import { ProfileLayout } from './ProfileLayout';
import { historyMessages, profileMessages } from './messages';

export function HistoryPage() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetBookingsQuery({ tab: 'ARCHIVED' });
  return (
    <ProfileLayout>
      <h1>{intl.formatMessage(historyMessages.title)}</h1>
      {isLoading && <Spinner />}
      {isError && <p role="alert">{intl.formatMessage(profileMessages.loadFailed)}</p>}
      {data && data.length === 0 && <EmptyState title={intl.formatMessage(historyMessages.empty)} />}
      {data && data.length > 0 && <BookingsList bookings={data} caption={intl.formatMessage(historyMessages.caption)} />}
    </ProfileLayout>
  );
}
