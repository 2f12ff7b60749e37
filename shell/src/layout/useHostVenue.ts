// The host's first venue (REST GET /api/venue/), for the navigation's per-venue pages (bookings,
// availability, coupons). Asked once per account once it has a venue; a host without one yet (a new
// host in the onboarding) is asked again on the next page, so the per-venue items appear as soon as
// the onboarding made the first venue. The venue switch on those pages picks another.
import { useEffect, useState } from 'react';
import { restRequest, usePathname, type Account } from '@zaalplek/platform';

const cache = new Map<number, Promise<number | null>>();

/** Forgets the cached venue (tests). */
export function resetHostVenueCache(): void {
  cache.clear();
}

function firstVenueOf(accountId: number): Promise<number | null> {
  const cached = cache.get(accountId);
  if (cached) return cached;
  const request = restRequest<Array<{ venue_id: number }>>('venue/')
    .then((venues) => (Array.isArray(venues) && venues.length > 0 ? venues[0]!.venue_id : null))
    .catch(() => null);
  cache.set(accountId, request);
  // no venue (yet) or no answer: keep no answer, the next page asks again
  void request.then((id) => {
    if (id == null && cache.get(accountId) === request) cache.delete(accountId);
  });
  return request;
}

export function useHostVenueId(user: Account | null): number | null {
  const enabled = Boolean(user && user.accountState === 'VENDOR' && user.eventPermissions?.includes('venue.view'));
  const accountId = user?.accountId ?? null;
  const pathname = usePathname();
  const [venueId, setVenueId] = useState<number | null>(null);
  // while there is no venue, every new page asks again; once there is one, it stays
  const askAgainOn = venueId == null ? pathname : '';
  useEffect(() => {
    if (!enabled || accountId == null) {
      setVenueId(null);
      return undefined;
    }
    let live = true;
    void firstVenueOf(accountId).then((id) => live && setVenueId(id));
    return () => {
      live = false;
    };
  }, [enabled, accountId, askAgainOn]);
  return venueId;
}
