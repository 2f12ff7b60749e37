/** A bookable space for the booking tests: open every day 00:00-24:00, no lead time, plus guest and host viewers. */
import type { Knex } from 'knex';
import type { Viewer } from '../../../auth/tokens';

export interface BookingFixture {
  spaceId: number;
  manualSpaceId: number;
  guest: Viewer;
  guest2: Viewer;
  host: Viewer;
  admin: Viewer;
}

export async function bookingFixture(knex: Knex): Promise<BookingFixture> {
  const spaces = await knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id')
    .where('s.is_active', true).where('v.is_active', true).whereNot('v.status', 'BANNED')
    .orderBy('s.space_id').limit(2).select('s.space_id', 's.venue_id', 'v.organisation_id');
  const [a, b] = spaces as Array<{ space_id: number; venue_id: number; organisation_id: number }>;
  await knex('organisation').whereIn('organisation_id', [a!.organisation_id, b!.organisation_id]).update({ is_banned: false });
  await knex('space').where('space_id', a!.space_id).update({ space_booking_type: 'DIRECT', is_prospect: false, book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 30, cancellation_th: 48, is_afterpay_allowed: true, max_guests: 100 });
  await knex('space').where('space_id', b!.space_id).update({ space_booking_type: 'MANUAL', is_prospect: false, book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, host_approval_th: 24, max_guests: 100 });
  await knex('space_configuration').whereIn('space_id', [a!.space_id, b!.space_id]).update({ max_guests: 100 });
  await knex('space_service').whereIn('space_id', [a!.space_id, b!.space_id]).update({ is_mandatory: false });
  for (const venueId of new Set([a!.venue_id, b!.venue_id])) {
    await knex('working_time').where('venue_id', venueId).del();
    await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: venueId, week_day: d, open_time: 0, close_time: 1440 })));
  }
  await knex('space_availability').whereIn('space_id', [a!.space_id, b!.space_id]).del();
  const mk = async (email: string, admin = false) =>
    (await knex('account').insert({ email, first_name: 'T', last_name: 'Test', account_state: 'BOOKER', is_admin: admin }).returning('account_id'))[0].account_id as number;
  const org = await knex('organisation').where('organisation_id', a!.organisation_id).first('account_id');
  const orgB = await knex('organisation').where('organisation_id', b!.organisation_id).first('account_id');
  const v = (accountId: number, isAdmin = false): Viewer => ({ accountId, accountState: 'BOOKER', isAdmin });
  const fx = {
    spaceId: a!.space_id, manualSpaceId: b!.space_id,
    guest: v(await mk(`guest-${Date.now()}-${Math.random()}@example.nl`)), guest2: v(await mk(`guest2-${Date.now()}-${Math.random()}@example.nl`)),
    host: { accountId: org.account_id as number, accountState: 'VENDOR' as const, isAdmin: false },
    admin: v(await mk(`admin-${Date.now()}-${Math.random()}@example.nl`, true), true),
  };
  (fx as { manualHost?: Viewer }).manualHost = { accountId: orgB.account_id, accountState: 'VENDOR', isAdmin: false };
  return fx;
}

export const hoursFrom = (base: Date, h: number): string => new Date(base.getTime() + h * 3600_000).toISOString();
