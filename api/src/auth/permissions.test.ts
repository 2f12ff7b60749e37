import { ANONYMOUS, can, rolesOf, type Subject } from './permissions';

const base: Subject = { accountId: 1, accountState: 'BOOKER', isAdmin: false, teamRole: null, permissions: [] };
const booker = base;
const vendor: Subject = { ...base, accountState: 'VENDOR' };
const team = (teamRole: Subject['teamRole']): Subject => ({ ...base, accountState: 'VENDOR', teamRole });
const admin: Subject = { ...base, isAdmin: true };

test('roles of a subject', () => {
  expect(rolesOf(ANONYMOUS)).toEqual(['ANONYMOUS']);
  expect(rolesOf(vendor)).toEqual(['VENDOR']);
  expect(rolesOf(team('CLEANER'))).toEqual(['TEAM_CLEANER']);
  expect(rolesOf(admin)).toEqual(['ADMIN', 'BOOKER']);
});

test('table: anonymous, booker, vendor, admin', () => {
  expect(can(ANONYMOUS, 'space.search')).toBe(true);
  expect(can(ANONYMOUS, 'profile.view')).toBe(false);
  expect(can(booker, 'booking.create')).toBe(true);
  expect(can(booker, 'venue.update')).toBe(false);
  expect(can(vendor, 'space.create')).toBe(true);
  expect(can(vendor, 'admin.area')).toBe(false);
  expect(can(admin, 'admin.area')).toBe(true);
  expect(can(admin, 'customers.list')).toBe(true);
});

test('team members never change payment methods, add/delete spaces or delete the account', () => {
  for (const role of ['CLEANER', 'FINANCE', 'KEY_MANAGER', 'OWNER', 'SUPPORT', 'VENUE_MANAGER'] as const) {
    for (const action of ['payment_method.update', 'space.create', 'space.delete', 'account.delete'] as const) {
      expect(can(team(role), action)).toBe(false);
    }
    expect(can(team(role), 'day_overview.view') || role === 'FINANCE').toBe(true);
  }
  expect(can(team('VENUE_MANAGER'), 'space.update')).toBe(true);
  expect(can(team('CLEANER'), 'space.update')).toBe(false);
  expect(can(team('FINANCE'), 'finance.view')).toBe(true);
  expect(can(team('KEY_MANAGER'), 'access_instructions.view')).toBe(true);
  expect(can(team('OWNER'), 'team.manage')).toBe(true);
});

test('the three per-account permissions gate their actions (admins excepted)', () => {
  expect(can(vendor, 'vendor_booking.cancel_paid')).toBe(false);
  expect(can({ ...vendor, permissions: ['ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR'] }, 'vendor_booking.cancel_paid')).toBe(true);
  expect(can(vendor, 'space.set_booking_type')).toBe(false);
  expect(can({ ...vendor, permissions: ['ALLOWED_TO_SET_SPACE_BOOKING_TYPES'] }, 'space.set_booking_type')).toBe(true);
  expect(can({ ...vendor, permissions: ['ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC'] }, 'space.activate_without_sync')).toBe(true);
  expect(can(admin, 'space.set_booking_type')).toBe(true);
});
