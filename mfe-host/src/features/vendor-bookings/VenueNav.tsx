import { useIntl } from 'react-intl';
import { Select } from '@zaalplek/design-system';
import { Link, navigate } from '@zaalplek/platform';
import { useGetHostVenuesQuery } from '../spaces/spacesApi';
import { vendorBookingsMessages as m } from './messages';
import { Toolbar } from './styles';

/** The venue switch of /bookings/vendor/{venueId?} with links to the venue's availability and coupons. */
export function VenueNav({ venueId, allowAll = true, page = '' }: { venueId: number | null; allowAll?: boolean; page?: '' | '/availability' | '/coupons' }) {
  const intl = useIntl();
  const { data: venues = [] } = useGetHostVenuesQuery();
  const options = venues.map((venue) => ({ value: String(venue.venue_id), label: venue.venue_name }));
  return (
    <Toolbar>
      <Select
        label={intl.formatMessage(m.venue)}
        options={options}
        value={venueId ? String(venueId) : null}
        placeholder={allowAll ? intl.formatMessage(m.allVenues) : false}
        onChange={(value) => navigate(value ? `/bookings/vendor/${value}${page}` : '/bookings/vendor')}
      />
      {venueId && (
        <>
          <Link to={`/bookings/vendor/${venueId}`}>{intl.formatMessage(m.title)}</Link>
          <Link to={`/bookings/vendor/${venueId}/availability`}>{intl.formatMessage(m.availabilityLink)}</Link>
          <Link to={`/bookings/vendor/${venueId}/coupons`}>{intl.formatMessage(m.couponsLink)}</Link>
        </>
      )}
    </Toolbar>
  );
}
