/**
 * The team role table, cell by cell (api/README.md "### Team roles"). Written out here on its own so
 * a change to auth/permissions.ts that is not also made here fails.
 */
import { ACTION_NEEDS_PERMISSION, ACTIONS, can, hostSideCan, TEAM_ROLE_ACTIONS, type Action, type Subject, type TeamRole } from './permissions';

const ROLES: TeamRole[] = ['OWNER', 'VENUE_MANAGER', 'FINANCE', 'SUPPORT', 'KEY_MANAGER', 'CLEANER'];

/** Host actions: Y allowed, P allowed with the per-account permission, - refused. Columns in ROLES order. */
const TABLE: Record<string, string> = {
  //                               OWN  VM   FIN  SUP  KEY  CLN
  'venue.view':                   'Y    Y    Y    Y    Y    Y',
  'venue.update':                 'Y    Y    -    -    -    -',
  'space.update':                 'Y    Y    -    -    -    -',
  'space.create':                 '-    -    -    -    -    -',
  'space.delete':                 '-    -    -    -    -    -',
  'space.activate':               'Y    Y    -    -    -    -',
  'space.activate_without_sync':  'P    P    -    -    -    -',
  'space.set_booking_type':       'P    P    -    -    -    -',
  'availability.manage':          'Y    Y    -    -    -    -',
  'coupon.manage':                'Y    Y    -    -    -    -',
  'service.manage':               'Y    Y    -    -    -    -',
  'vendor_booking.view':          'Y    Y    Y    Y    -    -',
  'vendor_booking.answer':        'Y    Y    -    Y    -    -',
  'vendor_booking.cancel_paid':   'P    P    -    -    -    -',
  'booking_documents.view':       'Y    Y    Y    Y    -    -',
  'day_overview.view':            'Y    Y    Y    Y    Y    Y',
  'access_instructions.view':     'Y    Y    -    -    Y    -',
  'finance.view':                 'Y    -    Y    -    -    -',
  'payment_method.update':        '-    -    -    -    -    -',
  'organisation.update':          'Y    -    -    -    -    -',
  'team.manage':                  'Y    -    -    -    -    -',
  // never for team members: deleting the account (the owner removes them from the team)
  'account.delete':               '-    -    -    -    -    -',
  'admin.area':                   '-    -    -    -    -    -',
  'admin.accounts.view':          '-    -    -    -    -    -',
  'admin.accounts.block':         '-    -    -    -    -    -',
  'admin.review':                 '-    -    -    -    -    -',
  'admin.permissions.update':     '-    -    -    -    -    -',
  'admin.spaces.view':            '-    -    -    -    -    -',
  'admin.spaces.activate':        '-    -    -    -    -    -',
  'admin.seo.update':             '-    -    -    -    -    -',
  'admin.content.update':         '-    -    -    -    -    -',
  'admin.payouts.view':           '-    -    -    -    -    -',
  'admin.payouts.manage':         '-    -    -    -    -    -',
  'admin.act_as':                 '-    -    -    -    -    -',
  'admin.act_as_log.view':        '-    -    -    -    -    -',
  'customers.list':               '-    -    -    -    -    -',
};
/** What every logged-in account may do for itself (booker side): every team member keeps it. */
const BOOKER_SIDE: Action[] = [
  'space.search', 'account.login', 'profile.view', 'profile.update', 'notification_settings.update', 'booking.create', 'booking.view_own',
  'favourite.toggle', 'chat.use', 'coupon.apply', 'avatar.upload',
];

const member = (teamRole: TeamRole, permissions: Subject['permissions'] = []): Subject =>
  ({ accountId: 7, accountState: 'VENDOR', isAdmin: false, teamRole, permissions });
const ALL_PERMISSIONS = Object.values(ACTION_NEEDS_PERMISSION) as Subject['permissions'];

describe('team role table', () => {
  it('has a row for every action', () => {
    expect([...Object.keys(TABLE), ...BOOKER_SIDE].sort()).toEqual([...ACTIONS].sort());
    expect(Object.keys(TEAM_ROLE_ACTIONS).sort()).toEqual([...ROLES].sort());
  });

  const cells = Object.entries(TABLE).flatMap(([action, row]) => row.trim().split(/\s+/).map((cell, i) => [ROLES[i]!, action as Action, cell] as const));
  it.each(cells)('%s / %s: %s', (role, action, cell) => {
    expect(can(member(role), action)).toBe(cell === 'Y');
    expect(can(member(role, ALL_PERMISSIONS), action)).toBe(cell === 'Y' || cell === 'P');
    const side = { kind: 'TEAM', teamRole: role } as const;
    expect(hostSideCan(side, action, ALL_PERMISSIONS)).toBe(cell === 'Y' || cell === 'P');
  });

  it.each(ROLES)('%s keeps every booker-side action', (role) => {
    for (const action of BOOKER_SIDE) expect(can(member(role), action)).toBe(true);
  });

  it('the owner account itself may do every host action and delete its account, not the admin ones', () => {
    for (const action of Object.keys(TABLE) as Action[]) {
      const allowed = !action.startsWith('admin.') && action !== 'customers.list';
      expect(hostSideCan({ kind: 'OWNER_ACCOUNT' }, action, ALL_PERMISSIONS)).toBe(allowed);
    }
  });
});
