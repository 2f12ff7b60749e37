// The host's first venue (REST GET /api/venue/), for the navigation's per-venue pages (bookings,
// availability, coupons). Asked once per account; the venue switch on those pages picks another.
import { useEffect, useState } from 'react';
import { restRequest, type Account } from '@zaalplek/platform';

const cache = new Map<number, Promise<number | null>>();

/** Forgets the cached venue (tests; after onboarding a first venue the next login asks again). */
export function resetHostVenueCache(): void {
  cache.clear();
}

export function useHostVenueId(user: Account | null): number | null {
  const enabled = Boolean(user && user.accountState === 'VENDOR' && user.eventPermissions?.includes('venue.view'));
  const accountId = user?.accountId ?? null;
  const [venueId, setVenueId] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || accountId == null) {
      setVenueId(null);
      return undefined;
    }
    let live = true;
    let request = cache.get(accountId);
    if (!request) {
      request = restRequest<Array<{ venue_id: number }>>('venue/')
        .then((venues) => (Array.isArray(venues) && venues.length > 0 ? venues[0]!.venue_id : null))
        .catch(() => null);
      cache.set(accountId, request);
    }
    void request.then((id) => live && setVenueId(id));
    return () => {
      live = false;
    };
  }, [enabled, accountId]);
  return venueId;
}
