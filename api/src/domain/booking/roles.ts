/** Who is acting on a booking, and what the host side may do with it (the role table: auth/permissions.ts). */
import { hostSideCan, TEAM_ROLE_ACTIONS, type Action } from '../../auth/permissions';

export type ActorRole = 'GUEST' | 'HOST' | 'TEAM' | 'ADMIN' | 'SYSTEM';
export type TeamRole = 'CLEANER' | 'FINANCE' | 'KEY_MANAGER' | 'OWNER' | 'SUPPORT' | 'VENUE_MANAGER';

export interface Actor {
  role: ActorRole;
  /** for TEAM */
  team_role?: TeamRole | null;
  /** account permissions (e.g. ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR) */
  permissions?: readonly string[];
}

/** Team roles that may answer requests and cancel for the host: those with vendor_booking.answer in the role table. */
export const TEAM_ROLES_ACTING_FOR_HOST: readonly TeamRole[] = (Object.keys(TEAM_ROLE_ACTIONS) as TeamRole[])
  .filter((r) => TEAM_ROLE_ACTIONS[r].includes('vendor_booking.answer'));

/**
 * May this actor do `action` on a booking it is a party of? The guest and admins act on their own
 * terms (the booking machine decides); the host owner and team members by the role table.
 */
export function actorCan(actor: Actor, action: Action): boolean {
  switch (actor.role) {
    case 'GUEST': case 'ADMIN': case 'SYSTEM': return true;
    case 'HOST': return hostSideCan({ kind: 'OWNER_ACCOUNT' }, action, actor.permissions);
    case 'TEAM': return !!actor.team_role && hostSideCan({ kind: 'TEAM', teamRole: actor.team_role }, action, actor.permissions);
  }
}

/** The role groups a transition names. */
export type RoleGroup = 'guest' | 'host' | 'admin' | 'system';

export function actorGroups(actor: Actor): RoleGroup[] {
  switch (actor.role) {
    case 'GUEST': return ['guest'];
    case 'HOST': return ['host'];
    case 'TEAM': return actor.team_role && TEAM_ROLES_ACTING_FOR_HOST.includes(actor.team_role) ? ['host'] : [];
    case 'ADMIN': return ['admin', 'host'];
    case 'SYSTEM': return ['system'];
  }
}

export const CANCEL_PAID_AS_VENDOR = 'ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR';
