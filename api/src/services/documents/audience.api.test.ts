/**
 * Each finance document reaches its audience only (domain/documents/audience.ts), on every path:
 * all_finance_history, booking_invoices_history, resend_invoice and GET /api/finance/document/{id}/.
 * The guest never gets the host's payout statement (IBAN, holder, commission, payout) of their own
 * booking; on the host side the team role decides.
 */
import type { TeamRole } from '../../auth/permissions';
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { insertUnpaidBooking } from '../payments/testing';
import { issueInvoice, issuePayoutStatement } from './issueDocuments';

let app: TestApp;
let bookingId: number;
let invoiceId: number;
let payoutId: number;
const members = {} as Record<TeamRole, number>;
const ROLES: TeamRole[] = ['CLEANER', 'FINANCE', 'KEY_MANAGER', 'OWNER', 'SUPPORT', 'VENUE_MANAGER'];

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  bookingId = (await insertUnpaidBooking(knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id })).bookingId;
  await knex('booking').where({ booking_id: bookingId }).update({ booking_status: 'PASSED' });
  const [payout] = await knex('payout').insert({
    booking_id: bookingId, organisation_id: app.fx.organisationId, iban_name: 'Test BV', iban_number: 'NL91ABNA0417164300', amount_paid: 64493, payout_amount: 52000, payout_status: 'COMPLETED',
  }).returning('*');
  await knex.transaction(async (trx) => {
    invoiceId = (await issueInvoice(trx, bookingId))!.finance_document_id;
    payoutId = (await issuePayoutStatement(trx, payout))!.finance_document_id;
  });
  for (const role of ROLES) {
    const email = `audience-${role.toLowerCase()}@example.nl`;
    const [a] = await knex('account').insert({ email, first_name: role, last_name: 'Team', account_state: 'VENDOR' }).returning('account_id');
    await knex('team_member').insert({ organisation_id: app.fx.organisationId, account_id: a.account_id, email, team_role: role, invitation_status: 'ACCEPTED' });
    members[role] = a.account_id;
  }
});
afterAll(() => app.close());

const ALL = `query($f: FinanceHistoryFilters) { all_finance_history(filters: $f) { total result { invoice_id invoice_type } } }`;
const OF_BOOKING = `query($id: Int!) { booking_invoices_history(booking_id: $id) { invoice_id invoice_type } }`;
const RESEND = `mutation($id: Int!) { resend_invoice(invoice_id: $id) }`;

async function seen(token: string): Promise<{ all: number[]; payoutFilter: number; ofBooking: number[]; download: Record<'invoice' | 'payout', number> }> {
  const all = await app.graphql<any>(ALL, { f: { booking_id: bookingId } }, { token, endpoint: 'authenticated' });
  expect(all.body.errors).toBeUndefined();
  const payouts = await app.graphql<any>(ALL, { f: { invoice_type: 'PAYOUT', booking_id: bookingId } }, { token, endpoint: 'authenticated' });
  const ofBooking = await app.graphql<any>(OF_BOOKING, { id: bookingId }, { token, endpoint: 'authenticated' });
  expect(ofBooking.body.errors).toBeUndefined();
  const status = async (id: number) => (await app.request(`/api/finance/document/${id}/`, { token })).status;
  return {
    all: all.body.data.all_finance_history.result.map((r: any) => r.invoice_id).sort(),
    payoutFilter: payouts.body.data.all_finance_history.total,
    ofBooking: ofBooking.body.data.booking_invoices_history.map((r: any) => r.invoice_id).sort(),
    download: { invoice: await status(invoiceId), payout: await status(payoutId) },
  };
}

describe('the payout statement is the host side\'s, never the guest\'s', () => {
  it('the guest of the booking gets the invoice on every path, the payout statement on none', async () => {
    const token = app.token(app.fx.bookerId);
    expect(await seen(token)).toEqual({ all: [invoiceId], payoutFilter: 0, ofBooking: [invoiceId], download: { invoice: 200, payout: 404 } });
    const resend = await app.graphql<any>(RESEND, { id: payoutId }, { token, endpoint: 'authenticated' });
    expect(resend.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'NOT_FOUND', entity: 'finance_document', key: 'not_found' });
  });

  it('the host owner and admins get both', async () => {
    const both = { all: [invoiceId, payoutId].sort(), payoutFilter: 1, ofBooking: [invoiceId, payoutId].sort(), download: { invoice: 200, payout: 200 } };
    expect(await seen(app.token(app.fx.vendorId, 'VENDOR'))).toEqual(both);
    expect(await seen(app.token(app.fx.adminId, 'BOOKER', true))).toEqual(both);
  });

  it.each<[TeamRole, boolean, boolean]>([
    ['OWNER', true, true],
    ['FINANCE', true, true],
    ['VENUE_MANAGER', true, false],
    ['SUPPORT', true, false],
    ['KEY_MANAGER', false, false],
    ['CLEANER', false, false],
  ])('team %s: guest documents %s, payout statement %s', async (role, invoice, payout) => {
    const got = await seen(app.token(members[role], 'VENDOR'));
    const expected = [...(invoice ? [invoiceId] : []), ...(payout ? [payoutId] : [])].sort();
    expect(got).toEqual({
      all: expected, payoutFilter: payout ? 1 : 0, ofBooking: expected, download: { invoice: invoice ? 200 : 404, payout: payout ? 200 : 404 },
    });
  });

  it('another guest and another host get nothing', async () => {
    const nothing = { all: [], payoutFilter: 0, ofBooking: [], download: { invoice: 404, payout: 404 } };
    expect(await seen(app.token(app.fx.otherBookerId))).toEqual(nothing);
  });
});
