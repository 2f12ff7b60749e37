/** Who is acting on a booking, and which team roles may answer for the host. */

export type ActorRole = 'GUEST' | 'HOST' | 'TEAM' | 'ADMIN' | 'SYSTEM';
export type TeamRole = 'CLEANER' | 'FINANCE' | 'KEY_MANAGER' | 'OWNER' | 'SUPPORT' | 'VENUE_MANAGER';

export interface Actor {
  role: ActorRole;
  /** for TEAM */
  team_role?: TeamRole | null;
  /** account permissions (e.g. ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR) */
  permissions?: readonly string[];
}

/** Team roles that may answer requests and cancel for the host (spec: "may help with bookings"; the split is our choice). */
export const TEAM_ROLES_ACTING_FOR_HOST: readonly TeamRole[] = ['OWNER', 'VENUE_MANAGER', 'SUPPORT'];

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
