/**
 * Who may do what (spec guest-and-platform section 6, host-and-admin section 6). Pure table:
 * a subject (anonymous, booker, vendor, team member with a team role, admin) and an action ->
 * allowed or not. Some actions also need one of the three per-account permissions.
 * Documented in api/README.md, "## Roles". Guards: auth/guards.ts (`requirePermission`).
 */
import { ACCOUNT_PERMISSIONS, NON_ADMIN_STAFF_ROLES, TEAM_ROLES } from '../db/constants';

export type TeamRole = (typeof TEAM_ROLES)[number];
export type AccountPermission = (typeof ACCOUNT_PERMISSIONS)[number];
/** Staff besides admins (an admin is the account's is_admin flag). */
export type StaffRole = (typeof NON_ADMIN_STAFF_ROLES)[number];

export type Role = 'ANONYMOUS' | 'BOOKER' | 'VENDOR' | `TEAM_${TeamRole}` | 'ADMIN' | `STAFF_${StaffRole}`;

export const ACTIONS = [
  // everyone
  'space.search',
  'account.login',
  // logged in (booker side)
  'profile.view',
  'profile.update',
  'notification_settings.update',
  'booking.create',
  'booking.view_own',
  'favourite.toggle',
  'chat.use',
  'coupon.apply',
  'avatar.upload',
  'account.delete',
  // host side
  'venue.view',
  'venue.update',
  'space.update',
  'space.create',
  'space.delete',
  'space.activate',
  'space.activate_without_sync',
  'space.set_booking_type',
  'availability.manage',
  'coupon.manage',
  'service.manage',
  'vendor_booking.view',
  'vendor_booking.answer',
  'vendor_booking.cancel_paid',
  'booking_documents.view',
  'day_overview.view',
  'access_instructions.view',
  'finance.view',
  'payment_method.update',
  'organisation.update',
  'team.manage',
  // staff (admin area; which tabs a staff role sees follows from these, mfe-admin features/admin/tabs.ts)
  /** open the admin area at all */
  'admin.area',
  /** users (bookers) and vendors: lists, details with bookings, documents and blocks */
  'admin.accounts.view',
  /** block / unblock a user, ban / unban a vendor */
  'admin.accounts.block',
  /** approve or reject a new organisation or space */
  'admin.review',
  /** per-account permissions and an organisation's may-activate-spaces flag */
  'admin.permissions.update',
  /** every space with its state, host, city, booking type */
  'admin.spaces.view',
  /** activate / deactivate any space */
  'admin.spaces.activate',
  /** SEO texts of cities and spaces */
  'admin.seo.update',
  /** testimonials (feedback) and highlighted locations */
  'admin.content.update',
  /** payouts of every host */
  'admin.payouts.view',
  /** retry a payout, export payouts */
  'admin.payouts.manage',
  /** act as a customer or vendor (get_customer_tokens / get_vendor_tokens) */
  'admin.act_as',
  /** the act-as log: who acted as whom, when, from where */
  'admin.act_as_log.view',
  'customers.list',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Actions that additionally need a per-account permission (admins excepted). */
export const ACTION_NEEDS_PERMISSION: Partial<Record<Action, AccountPermission>> = {
  'space.activate_without_sync': 'ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC',
  'vendor_booking.cancel_paid': 'ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR',
  'space.set_booking_type': 'ALLOWED_TO_SET_SPACE_BOOKING_TYPES',
};

const PUBLIC: Action[] = ['space.search', 'account.login'];
const LOGGED_IN: Action[] = [
  ...PUBLIC, 'profile.view', 'profile.update', 'notification_settings.update', 'booking.create', 'booking.view_own',
  'favourite.toggle', 'chat.use', 'coupon.apply', 'avatar.upload',
];
const HOST_ALL: Action[] = [
  'venue.view', 'venue.update', 'space.update', 'space.create', 'space.delete', 'space.activate', 'space.activate_without_sync',
  'space.set_booking_type', 'availability.manage', 'coupon.manage', 'service.manage', 'vendor_booking.view',
  'vendor_booking.answer', 'vendor_booking.cancel_paid', 'booking_documents.view', 'day_overview.view', 'access_instructions.view', 'finance.view',
  'payment_method.update', 'organisation.update', 'team.manage',
];
/** Never for team members (host-and-admin section 6). */
export const NEVER_FOR_TEAM: Action[] = ['payment_method.update', 'space.create', 'space.delete', 'account.delete'];

const team = (actions: Action[]): Action[] => [...LOGGED_IN, ...actions.filter((a) => !NEVER_FOR_TEAM.includes(a))];

/**
 * The team roles (api/README.md "### Team roles" says why). What each host action means:
 * - day_overview.view: the day/week overview of the venue (get_spaces_calendar_data): which space is
 *   booked when, for how many, its status; no booker name, no meeting name, no money;
 * - vendor_booking.view: a booking in full (booker name, e-mail, phone, totals, orders, history,
 *   check_refund) and the bookings and customers lists;
 * - vendor_booking.answer: approve / decline requests, change requests, cancel an unpaid booking, reword a
 *   cancellation reason; vendor_booking.cancel_paid additionally needs ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR;
 * - booking_documents.view: the documents the host issues to its guests (invoice, proof of payment, refund note);
 * - finance.view: what the platform pays the host (payouts, payout statements, bank account).
 */
export const TEAM_ROLE_ACTIONS: Record<TeamRole, readonly Action[]> = {
  /** co-owner: every host action a team member may have */
  OWNER: team(HOST_ALL),
  /** runs the venue: its spaces, prices, availability and bookings; not the money paid out or the organisation */
  VENUE_MANAGER: team([
    'venue.view', 'venue.update', 'space.update', 'space.activate', 'space.activate_without_sync', 'space.set_booking_type',
    'availability.manage', 'coupon.manage', 'service.manage', 'vendor_booking.view', 'vendor_booking.answer',
    'vendor_booking.cancel_paid', 'booking_documents.view', 'day_overview.view', 'access_instructions.view',
  ]),
  /** the books: bookings with their money, the documents, payouts; changes nothing */
  FINANCE: team(['venue.view', 'vendor_booking.view', 'booking_documents.view', 'day_overview.view', 'finance.view']),
  /** helps guests: reads bookings and answers them (requests, change requests, unpaid cancellations), resends documents */
  SUPPORT: team(['venue.view', 'vendor_booking.view', 'vendor_booking.answer', 'booking_documents.view', 'day_overview.view']),
  /** lets guests in: when which space is booked, and how to get in */
  KEY_MANAGER: team(['venue.view', 'day_overview.view', 'access_instructions.view']),
  /** prepares the rooms: when which space is booked, nothing about the guest or the money */
  CLEANER: team(['venue.view', 'day_overview.view']),
};

/** Every staff action: what an admin has. */
const STAFF_ADMIN: Action[] = [
  'admin.area', 'admin.accounts.view', 'admin.accounts.block', 'admin.review', 'admin.permissions.update', 'admin.spaces.view',
  'admin.spaces.activate', 'admin.seo.update', 'admin.content.update', 'admin.payouts.view', 'admin.payouts.manage', 'admin.act_as',
  'admin.act_as_log.view',
];

export const ROLE_ACTIONS: Record<Role, readonly Action[]> = {
  ANONYMOUS: PUBLIC,
  BOOKER: [...LOGGED_IN, 'account.delete'],
  VENDOR: [...LOGGED_IN, 'account.delete', ...HOST_ALL],
  TEAM_OWNER: TEAM_ROLE_ACTIONS.OWNER,
  TEAM_VENUE_MANAGER: TEAM_ROLE_ACTIONS.VENUE_MANAGER,
  TEAM_FINANCE: TEAM_ROLE_ACTIONS.FINANCE,
  TEAM_SUPPORT: TEAM_ROLE_ACTIONS.SUPPORT,
  TEAM_KEY_MANAGER: TEAM_ROLE_ACTIONS.KEY_MANAGER,
  TEAM_CLEANER: TEAM_ROLE_ACTIONS.CLEANER,
  ADMIN: [...LOGGED_IN, 'account.delete', ...HOST_ALL, ...STAFF_ADMIN, 'customers.list'],
  /** reads users, vendors, spaces and bookings to help people; no money, SEO, permission or block changes */
  STAFF_SUPPORT: [...LOGGED_IN, 'account.delete', 'admin.area', 'admin.accounts.view', 'admin.spaces.view'],
  /** content and SEO only (the spaces list is where a space's SEO is edited) */
  STAFF_CONTENT_EDITOR: [...LOGGED_IN, 'account.delete', 'admin.area', 'admin.spaces.view', 'admin.seo.update', 'admin.content.update'],
};

/** What the guards know about the caller. */
export interface Subject {
  /** null for anonymous */
  accountId: number | null;
  accountState: 'BOOKER' | 'VENDOR' | null;
  isAdmin: boolean;
  /** set when the caller works for an organisation it does not own */
  teamRole: TeamRole | null;
  permissions: readonly AccountPermission[];
  /** SUPPORT or CONTENT_EDITOR (admins have isAdmin); never set for an act-as token */
  staffRole?: StaffRole | null;
}

export const ANONYMOUS: Subject = { accountId: null, accountState: null, isAdmin: false, teamRole: null, permissions: [], staffRole: null };

/** The roles a subject holds (an admin also keeps its booker/vendor role). */
export function rolesOf(subject: Subject): Role[] {
  if (subject.accountId === null) return ['ANONYMOUS'];
  const roles: Role[] = [];
  if (subject.isAdmin) roles.push('ADMIN');
  else if (subject.staffRole) roles.push(`STAFF_${subject.staffRole}`);
  if (subject.teamRole) roles.push(`TEAM_${subject.teamRole}`);
  else roles.push(subject.accountState === 'VENDOR' ? 'VENDOR' : 'BOOKER');
  return roles;
}

export function can(subject: Subject, action: Action): boolean {
  const roles = rolesOf(subject);
  if (!roles.some((r) => ROLE_ACTIONS[r].includes(action))) return false;
  // a team member never gets the forbidden actions, even when it also has another role
  if (subject.teamRole && !subject.isAdmin && NEVER_FOR_TEAM.includes(action)) return false;
  const needed = ACTION_NEEDS_PERMISSION[action];
  if (needed && !subject.isAdmin && !subject.permissions.includes(needed)) return false;
  return true;
}

/** Every action the subject may do (Account.eventPermissions). */
export const allowedActions = (subject: Subject): Action[] => ACTIONS.filter((a) => can(subject, a));

/** The staff role of an account row: ADMIN from the admin flag, else its staff_role, else none. */
export function staffRoleOf(row: { is_admin: boolean; staff_role?: StaffRole | null }): 'ADMIN' | StaffRole | null {
  return row.is_admin ? 'ADMIN' : (row.staff_role ?? null);
}

/**
 * The host side of one organisation as the table sees it: its owner (VENDOR) or an accepted team
 * member with its role. Per-account permissions still apply (ACTION_NEEDS_PERMISSION).
 */
export type HostSide = { kind: 'OWNER_ACCOUNT' } | { kind: 'TEAM'; teamRole: TeamRole };

export function hostSideCan(side: HostSide, action: Action, permissions: readonly string[] = []): boolean {
  const actions = side.kind === 'OWNER_ACCOUNT' ? ROLE_ACTIONS.VENDOR : TEAM_ROLE_ACTIONS[side.teamRole];
  if (!actions.includes(action)) return false;
  const needed = ACTION_NEEDS_PERMISSION[action];
  return !needed || permissions.includes(needed);
}
