import { useIntl } from 'react-intl';
import { formatEuroCents } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { SpaceRowActions } from './SpaceRowActions';
import { spacesMessages, venueStatusMessages } from './messages';
import { Actions, Badge, Muted, SpaceList, SpaceName, SpaceRow, VenueCard, VenueHeader } from './styles';
import type { HostSpace, HostVenue } from './types';

function ActiveBadge({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Badge $tone={active ? 'success' : 'muted'}>
      {intl.formatMessage(active ? spacesMessages.active : spacesMessages.inactive)}
    </Badge>
  );
}

function SpaceItem({ space, venueId, onChanged }: { space: HostSpace; venueId: number; onChanged: () => void }) {
  const intl = useIntl();
  const bookingType = spacesMessages[space.space_booking_type];
  return (
    <SpaceRow data-testid={`space-${space.space_id}`}>
      <SpaceName>{space.space_name}</SpaceName>
      <ActiveBadge active={space.is_active} />
      {space.review_status === 'PENDING' && <Badge $tone="info">{intl.formatMessage(spacesMessages.inReview)}</Badge>}
      <Badge $tone={space.space_booking_type === 'DIRECT' ? 'accent' : 'info'}>
        {bookingType ? intl.formatMessage(bookingType) : space.space_booking_type}
      </Badge>
      {space.max_guests != null && <Muted>{intl.formatMessage(spacesMessages.maxGuests, { count: space.max_guests })}</Muted>}
      {space.half_day_price != null && (
        <Muted>
          {intl.formatMessage(spacesMessages.halfDayPrice, {
            price: formatEuroCents(intl, space.half_day_price),
          })}
        </Muted>
      )}
      <SpaceRowActions space={space} venueId={venueId} onChanged={onChanged} />
    </SpaceRow>
  );
}

/** One venue of the host with its status badges and its spaces. */
export function VenueSpaces({ venue, onChanged }: { venue: HostVenue; onChanged: () => void }) {
  const intl = useIntl();
  const status = venue.status ? venueStatusMessages[venue.status as keyof typeof venueStatusMessages] : undefined;
  return (
    <VenueCard data-testid={`venue-${venue.venue_id}`}>
      <VenueHeader>
        <h2>{venue.venue_name}</h2>
        <ActiveBadge active={venue.is_active} />
        {status && <Badge $tone="muted">{intl.formatMessage(status)}</Badge>}
        {venue.city && <Muted>{venue.city}</Muted>}
        <Muted>{intl.formatMessage(spacesMessages.venueSpaces, { count: venue.venue_spaces.length })}</Muted>
        <Actions>
          <Link to={`/vendor/venue/${venue.venue_id}/details`} data-testid="edit-venue">
            {intl.formatMessage(spacesMessages.editVenue)}
          </Link>
          <Link to={`/vendor/venue/${venue.venue_id}/space/create/details`} data-testid="add-space">
            {intl.formatMessage(spacesMessages.addSpace)}
          </Link>
        </Actions>
      </VenueHeader>
      {venue.venue_spaces.length > 0 ? (
        <SpaceList>
          {venue.venue_spaces.map((space) => (
            <SpaceItem key={space.space_id} space={space} venueId={venue.venue_id} onChanged={onChanged} />
          ))}
        </SpaceList>
      ) : (
        <p>
          <Muted>{intl.formatMessage(spacesMessages.noSpaces)}</Muted>
        </p>
      )}
    </VenueCard>
  );
}
