import { useParams } from 'react-router';

/** The `{venueId}` of /bookings/vendor/{venueId}/..., or null. */
export function useVenueId(): number | null {
  const { venueId } = useParams();
  return venueId && /^\d+$/.test(venueId) ? Number(venueId) : null;
}
