import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Tabs } from '@zaalplek/design-system';
import { CustomersPanel } from '../customers/CustomersPanel';
import { HostRatingBadge } from '../rating/HostRatingBadge';
import { BookingsList } from './BookingsList';
import { vendorBookingsMessages as m } from './messages';
import { Page } from './styles';
import { useVenueId } from './useVenueId';
import { VenueNav } from './VenueNav';

/** /bookings/vendor/{venueId?}: the host's bookings (stats, answers) and customers. */
export function VendorBookingsPage() {
  const intl = useIntl();
  const venueId = useVenueId();
  const [tab, setTab] = useState('bookings');
  return (
    <Page data-testid="vendor-bookings-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <HostRatingBadge />
      <VenueNav venueId={venueId} />
      <Tabs
        label={intl.formatMessage(m.tabsLabel)}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'bookings', label: intl.formatMessage(m.tabBookings), content: <BookingsList key={venueId ?? 0} venueId={venueId} /> },
          { id: 'customers', label: intl.formatMessage(m.tabCustomers), content: <CustomersPanel key={venueId ?? 0} venueId={venueId} /> },
        ]}
      />
    </Page>
  );
}
