/**
 * The team role table through the real app: an accepted member of each role calls the host
 * operations of its organisation and gets exactly what auth/permissions.ts gives it. A cleaner, for
 * one, never reads the booker's name, e-mail, phone or the totals of a booking, nor check_refund or
 * the booking's documents, and cannot reword a cancellation reason.
 */
import type { TeamRole } from '../../auth/permissions';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
const ROLES: TeamRole[] = ['OWNER', 'VENUE_MANAGER', 'FINANCE', 'SUPPORT', 'KEY_MANAGER', 'CLEANER'];
const tokens = {} as Record<TeamRole | 'VENDOR', string>;
let invoiceId: number;

type Gql = { data?: any; errors?: Array<{ extensions?: any }> };
const call = async (token: string, query: string, variables: Record<string, unknown> = {}): Promise<Gql> =>
  (await app.graphql(query, variables, { token, endpoint: 'authenticated' })).body as Gql;
/** true: refused with FORBIDDEN; false: answered without errors; anything else fails the test. */
const refused = (r: Gql) => {
  if (!r.errors) return false;
  const body = r.errors[0]?.extensions?.response?.body;
  if (body?.error_type === 'FORBIDDEN') return true;
  throw new Error(`neither answered nor refused: ${JSON.stringify(r.errors)}`);
};
const answered = (r: Gql) => {
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
};

/** One operation per row; `allowed` = not refused (FORBIDDEN); checks what an allowed call returns. */
const OPERATIONS: Record<string, (token: string) => Promise<boolean>> = {
  'specific_booking (booker data, totals)': async (t) => {
    const r = await call(t, `query($id: Int!) { specific_booking(id: $id) { order_total booker { email phone first_name } } }`, { id: app.fx.bookings.paid });
    if (refused(r)) return false;
    expect(answered(r).specific_booking.booker.email).toBe('booker@example.nl');
    return true;
  },
  check_refund: async (t) => !refused(await call(t, `query($id: Int!) { check_refund(booking_id: $id) { refund_total } }`, { id: app.fx.bookings.paid })),
  get_vendor_bookings: async (t) => !refused(await call(t, `{ get_vendor_bookings { total result { customer { email } } } }`)),
  'booking_cancelling(only_updates)': async (t) => {
    const r = await call(t, `mutation($id: Int!) { booking_cancelling(booking_id: $id, cancellation_reason: "Herschreven", only_updates: true) { booking_id } }`, { id: app.fx.bookings.cancelled });
    return !refused(r);
  },
  booking_invoices_history: async (t) => {
    const rows = answered(await call(t, `query($id: Int!) { booking_invoices_history(booking_id: $id) { invoice_id } }`, { id: app.fx.bookings.paid })).booking_invoices_history;
    return rows.some((d: { invoice_id: number }) => d.invoice_id === invoiceId);
  },
  all_payouts: async (t) => !refused(await call(t, `{ all_payouts { total } }`)),
  organisation_bank_info: async (t) => !refused(await call(t, `{ organisation_bank_info { iban } }`)),
  coupons: async (t) => !refused(await call(t, `query($v: Int!) { coupons(venue_id: $v) { coupon_id } }`, { v: app.fx.venueA.id })),
  'day overview (get_spaces_calendar_data)': async (t) => !refused(await call(t, CALENDAR, { v: app.fx.venueA.id })),
  'day overview shows guest and meeting names': async (t) => {
    const r = await call(t, CALENDAR, { v: app.fx.venueA.id });
    if (refused(r)) return false;
    const bookings = answered(r).get_spaces_calendar_data.spaces.flatMap((s: any) => s.days.flatMap((d: any) => d.bookings));
    const mine = bookings.find((b: any) => b.booking_id === app.fx.bookings.paid);
    expect(mine).toMatchObject({ slot_start: '2031-06-10T08:00:00.000Z', attendees: 4 });
    return mine.booker_name !== null || mine.meeting_name !== null;
  },
  all_team_members: async (t) => !refused(await call(t, `{ all_team_members { email } }`)),
  'update_team_member_role (team.manage)': async (t) =>
    !refused(await call(t, `mutation { update_team_member_role(email: "invited@example.nl", team_role: SUPPORT) { email } }`)),
  'specific_organisation_bank_info (payment methods)': async (t) =>
    !refused(await call(t, `mutation { specific_organisation_bank_info(bank_ascription: "Test BV", iban: "NL91ABNA0417164300") { iban } }`)),
};
const CALENDAR = `query($v: Int!) { get_spaces_calendar_data(venue_id: $v, months: [6], year: 2031) { spaces { days { bookings { booking_id slot_start attendees booker_name meeting_name } } } } }`;

/** The expected outcome per operation and role (columns in ROLES order: OWNER VENUE_MANAGER FINANCE SUPPORT KEY_MANAGER CLEANER). */
const EXPECTED: Record<keyof typeof OPERATIONS, string> = {
  'specific_booking (booker data, totals)':            'Y Y Y Y - -',
  check_refund:                                        'Y Y Y Y - -',
  get_vendor_bookings:                                 'Y Y Y Y - -',
  'booking_cancelling(only_updates)':                  'Y Y - Y - -',
  booking_invoices_history:                            'Y Y Y Y - -',
  all_payouts:                                         'Y - Y - - -',
  organisation_bank_info:                              'Y - Y - - -',
  coupons:                                             'Y Y - - - -',
  'day overview (get_spaces_calendar_data)':           'Y Y Y Y Y Y',
  'day overview shows guest and meeting names':        'Y Y Y Y - -',
  all_team_members:                                    'Y Y Y Y Y Y',
  'update_team_member_role (team.manage)':             'Y - - - - -',
  'specific_organisation_bank_info (payment methods)': '- - - - - -',
};

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const start = new Date('2031-06-10T08:00:00.000Z');
  await knex('booking').where({ booking_id: app.fx.bookings.paid }).update({ booking_start: start, booking_end: new Date(start.getTime() + 4 * 3600_000) });
  await knex('account').where({ account_id: app.fx.bookerId }).update({ phone: '+31612345678' });
  await knex('booking').where({ booking_id: app.fx.bookings.cancelled }).update({ cancellation_reason: 'Plannen gewijzigd' });
  await knex('booking_order').insert({ booking_id: app.fx.bookings.cancelled, order_status: 'CANCELLED', order_state: 'CLOSED_BY_CUSTOMER', order_subtotal: 20000, service_fee: 2000, vat_total: 4620, order_total: 26620 });
  await knex('organisation_bank_info').insert({ organisation_id: app.fx.organisationId, bank_ascription: 'Test BV', iban: 'NL91ABNA0417164300', is_active: true });
  await knex('team_member').insert({ organisation_id: app.fx.organisationId, email: 'invited@example.nl', team_role: 'CLEANER', invitation_status: 'INVITED' });
  const [doc] = await knex('finance_document').insert({
    booking_id: app.fx.bookings.paid, organisation_id: app.fx.organisationId, account_id: app.fx.bookerId, invoice_type: 'INVOICE',
    document_number: 'INV-TEAM-000001', amount: 39930, invoiced: 39930, paid: 39930, status: 'COMPLETED', file_name: 'INV-TEAM-000001.pdf',
  }).returning('finance_document_id');
  invoiceId = doc.finance_document_id;
  for (const role of ROLES) {
    const email = `team-${role.toLowerCase()}@example.nl`;
    const [a] = await knex('account').insert({ email, first_name: role, last_name: 'Team', account_state: 'VENDOR' }).returning('account_id');
    await knex('team_member').insert({ organisation_id: app.fx.organisationId, account_id: a.account_id, email, team_role: role, invitation_status: 'ACCEPTED' });
    tokens[role] = app.token(a.account_id, 'VENDOR');
  }
  tokens.VENDOR = app.token(app.fx.vendorId, 'VENDOR');
});
afterAll(() => app.close());

describe('team roles through the app', () => {
  it('every operation has a row', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  const cells = Object.entries(EXPECTED).flatMap(([op, row]) => row.split(' ').map((cell, i) => [ROLES[i]!, op, cell === 'Y'] as const));
  it.each(cells)('%s: %s -> allowed %s', async (role, op, allowed) => {
    expect(await OPERATIONS[op]!(tokens[role])).toBe(allowed);
  });

  it('a cleaner does not reword the cancellation reason', async () => {
    const before = (await app.db.knex('booking').where({ booking_id: app.fx.bookings.cancelled }).first('cancellation_reason')).cancellation_reason;
    await OPERATIONS['booking_cancelling(only_updates)']!(tokens.CLEANER);
    expect((await app.db.knex('booking').where({ booking_id: app.fx.bookings.cancelled }).first('cancellation_reason')).cancellation_reason).toBe(before);
  });

  it('the owner account may do all of it but change the payment method through a team role (it may: it owns the organisation)', async () => {
    for (const op of Object.keys(OPERATIONS)) {
      if (op.startsWith('specific_organisation_bank_info')) continue;
      expect(await OPERATIONS[op]!(tokens.VENDOR)).toBe(true);
    }
  });
});
