/**
 * The staff role table (admin area), cell by cell: admin everything; support reads users, vendors and
 * spaces (no money, SEO, permission or block changes); content editor content and SEO only. Written out
 * here on its own so a change to auth/permissions.ts that is not also made here fails.
 */
import { ACTIONS, can, rolesOf, staffRoleOf, type Action, type Subject } from './permissions';

/** Y allowed, - refused. Columns: ADMIN, SUPPORT, CONTENT_EDITOR. */
const TABLE: Record<string, string> = {
  //                               ADM  SUP  CON
  'admin.area':                   'Y    Y    Y',
  'admin.accounts.view':          'Y    Y    -',
  'admin.accounts.block':         'Y    -    -',
  'admin.review':                 'Y    -    -',
  'admin.permissions.update':     'Y    -    -',
  'admin.spaces.view':            'Y    Y    Y',
  'admin.spaces.activate':        'Y    -    -',
  'admin.seo.update':             'Y    -    Y',
  'admin.content.update':         'Y    -    Y',
  'admin.payouts.view':           'Y    -    -',
  'admin.payouts.manage':         'Y    -    -',
  'admin.act_as':                 'Y    -    -',
  'admin.act_as_log.view':        'Y    -    -',
};

const base: Subject = { accountId: 3, accountState: 'BOOKER', isAdmin: false, teamRole: null, permissions: [], staffRole: null };
const STAFF: Subject[] = [{ ...base, isAdmin: true }, { ...base, staffRole: 'SUPPORT' }, { ...base, staffRole: 'CONTENT_EDITOR' }];

describe('staff role table', () => {
  it('has a row for every admin action', () => {
    expect(Object.keys(TABLE).sort()).toEqual(ACTIONS.filter((a) => a.startsWith('admin.')).sort());
  });

  const cells = Object.entries(TABLE).flatMap(([action, row]) => row.trim().split(/\s+/).map((cell, i) => [['ADMIN', 'SUPPORT', 'CONTENT_EDITOR'][i]!, i, action as Action, cell] as const));
  it.each(cells)('%s / %s / %s: %s', (_role, i, action, cell) => {
    expect(can(STAFF[i]!, action)).toBe(cell === 'Y');
  });

  it('no booker, vendor or host action comes with a staff role other than admin', () => {
    for (const subject of STAFF.slice(1)) {
      expect(can(subject, 'venue.update')).toBe(false);
      expect(can(subject, 'payment_method.update')).toBe(false);
      expect(can(subject, 'booking.create')).toBe(true);
    }
    expect(can(base, 'admin.area')).toBe(false);
  });

  it('names the roles of a row', () => {
    expect(rolesOf(STAFF[1]!)).toEqual(['STAFF_SUPPORT', 'BOOKER']);
    expect(staffRoleOf({ is_admin: true, staff_role: null })).toBe('ADMIN');
    expect(staffRoleOf({ is_admin: false, staff_role: 'CONTENT_EDITOR' })).toBe('CONTENT_EDITOR');
    expect(staffRoleOf({ is_admin: false })).toBeNull();
  });
});
