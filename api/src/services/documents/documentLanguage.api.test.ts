/**
 * Finance documents follow the language the guest booked in (not the account's) and show the host's
 * complete address (street, postcode and city).
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { insertUnpaidBooking } from '../payments/testing';
import { hostAddress } from './loadDocumentSource';
import { issueInvoice } from './issueDocuments';
import { pdfText } from './pdfText';

let app: TestApp;
let city: string;
beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  await knex('account').where('account_id', app.fx.bookerId).update({ locale: 'nl' });
  await knex('organisation').where('organisation_id', app.fx.organisationId).update({ address: 'Herengracht 1', finance_address: null });
  await knex('venue').where('venue_id', app.fx.venueA.id).update({ address: 'Straat 1', postal_code: '1015 BA' });
  city = (await knex('venue as v').join('seo_location as c', 'c.location_id', 'v.city_id').where('v.venue_id', app.fx.venueA.id).first('c.name')).name;
});
afterAll(() => app.close());

async function invoicePdf(bookingId: number): Promise<string> {
  const doc = await app.db.knex.transaction((trx) => issueInvoice(trx, bookingId));
  const res = await app.request(`/api/finance/document/${doc!.finance_document_id}/`, { token: app.token(app.fx.bookerId) });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

const MEETING = `mutation($id: Int!, $input: BookingMeetingInput!) { update_booking_meeting(booking_id: $id, input: $input) { booking_id } }`;

describe('document language', () => {
  it('is English after booking in English, though the account is Dutch', async () => {
    const { bookingId } = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const res = await app.graphql<any>(MEETING, { id: bookingId, input: { meeting_name: 'Kick-off' } }, { token: app.token(app.fx.bookerId), endpoint: 'authenticated', locale: 'EN' });
    expect(res.body.errors).toBeUndefined();
    const text = await invoicePdf(bookingId);
    expect(text).toContain('Invoice');
    expect(text).toContain('Total incl. VAT');
    expect(text).not.toContain('Factuur');
  });

  it('is Dutch after booking in Dutch', async () => {
    const { bookingId } = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    await app.graphql<any>(MEETING, { id: bookingId, input: { meeting_name: 'Heidag' } }, { token: app.token(app.fx.bookerId), endpoint: 'authenticated', locale: 'NL' });
    const text = await invoicePdf(bookingId);
    expect(text).toContain('Factuur');
    expect(text).not.toContain('Invoice');
  });
});

describe("the host's address", () => {
  it('has a postcode and city on the PDF', async () => {
    const { bookingId } = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const text = await invoicePdf(bookingId);
    expect(text).toContain(`Straat 1, 1015 BA ${city}`);
  });

  it("keeps the organisation's own address when it is complete", () => {
    expect(hostAddress('Keizersgracht 12, 1015 CS Amsterdam', { address: 'Straat 1', postal_code: '3511 AA', city: 'Utrecht' })).toBe('Keizersgracht 12, 1015 CS Amsterdam');
    expect(hostAddress('Herengracht 1', { address: 'Straat 1', postal_code: '3511 AA', city: 'Utrecht' })).toBe('Straat 1, 3511 AA Utrecht');
    expect(hostAddress(null, { address: 'Straat 1', postal_code: null, city: 'Utrecht' })).toBe('Straat 1, Utrecht');
  });
});
