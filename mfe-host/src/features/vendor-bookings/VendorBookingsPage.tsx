import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Spinner, Tabs } from '@zaalplek/design-system';
import { useCurrentUser } from '@zaalplek/platform';
import { CustomersPanel } from '../customers/CustomersPanel';
import { HostRatingBadge } from '../rating/HostRatingBadge';
import { BookingsList } from './BookingsList';
import { NoOrganisationState } from './NoOrganisationState';
import { vendorBookingsMessages as m } from './messages';
import { Page } from './styles';
import { useVenueId } from './useVenueId';
import { VenueNav } from './VenueNav';

/**
 * /bookings/vendor/{venueId?}: the host's bookings (stats, answers) and customers. A new host
 * without an organisation gets the way to the onboarding instead (the lists belong to one).
 */
export function VendorBookingsPage() {
  const intl = useIntl();
  const venueId = useVenueId();
  // ?tab=customers opens the customers tab (the navigation's "customers" item)
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'customers' ? 'customers' : 'bookings';
  const setTab = (next: string) => setParams(next === 'customers' ? { tab: 'customers' } : {}, { replace: true });
  const { user, loading } = useCurrentUser();
  if (loading && !user) return <Spinner />;
  if (user && user.organisationId == null && !user.isAdmin) {
    return (
      <Page data-testid="vendor-bookings-page">
        <h1>{intl.formatMessage(m.title)}</h1>
        <NoOrganisationState />
      </Page>
    );
  }
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
