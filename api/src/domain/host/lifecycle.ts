/**
 * Venue and space life cycle (host-and-admin section 4).
 * Venue: DRAFT (inactive) -> activate (needs at least one space and its photos; status PUBLISHED) ->
 * deactivate (hides it and all its spaces) -> activate ...; remove is permanent and refused while
 * active bookings exist. Space: inactive -> activate (organisation allowed to activate and approved,
 * space approved by staff, a linked calendar unless the account may activate without sync, photos)
 * -> deactivate (hidden; its synced calendar is switched off) ...; remove as for venues.
 */
import { PHOTOS } from './limits';

export interface VenueState {
  status: string;
  spaceCount: number;
  photoCount: number;
  deleted: boolean;
}

export type Refusal = { key: string; type: 'VALIDATION' | 'CONFLICT' };

export function venueActivationRefusal(v: VenueState): Refusal | null {
  if (v.deleted || v.status === 'BANNED') return { key: 'venue_not_activatable', type: 'VALIDATION' };
  if (v.spaceCount < 1) return { key: 'venue_needs_space', type: 'VALIDATION' };
  if (v.photoCount < PHOTOS.min) return { key: 'photos_min', type: 'VALIDATION' };
  return null;
}

export interface SpaceActivationState {
  organisationAllowed: boolean;
  organisationBanned: boolean;
  spaceApproved: boolean;
  hasLinkedCalendar: boolean;
  mayActivateWithoutSync: boolean;
  photoCount: number;
  configurationCount: number;
  deleted: boolean;
}

export function spaceActivationRefusal(s: SpaceActivationState): Refusal | null {
  if (s.deleted) return { key: 'space_not_activatable', type: 'VALIDATION' };
  if (!s.organisationAllowed || s.organisationBanned) return { key: 'space_activation_not_allowed', type: 'VALIDATION' };
  if (!s.spaceApproved) return { key: 'space_in_review', type: 'VALIDATION' };
  if (!s.hasLinkedCalendar && !s.mayActivateWithoutSync) return { key: 'calendar_sync_required', type: 'VALIDATION' };
  if (s.configurationCount < 1) return { key: 'configurations_empty', type: 'VALIDATION' };
  if (s.photoCount < PHOTOS.min) return { key: 'photos_min', type: 'VALIDATION' };
  return null;
}

/** Remove (venue or space): refused while bookings that occupy a slot have not ended. */
export const removalRefusal = (activeBookings: number): Refusal | null =>
  activeBookings > 0 ? { key: 'delete_rejected_active_bookings', type: 'CONFLICT' } : null;
