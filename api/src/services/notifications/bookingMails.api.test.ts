/**
 * The e-mails of a booking request over HTTP against the real database: sent once, on submit, each
 * side its own text, in the language of the action (X-Locale) with the stored languages as fallback,
 * with absolute links to the public origin; the "accepted" mail says the guest must pay and by when.
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
let seq = 0;
const base = new Date(Date.UTC(2031, 2, 3, 0, 0, 0)); // a Monday far ahead
const at = (h: number) => new Date(base.getTime() + h * 3600_000).toISOString();
const ORIGIN = 'https://zaalplek.example';
const previousOrigin = process.env.ZAALPLEK_PUBLIC_ORIGIN;

type Gql = { data?: any; errors?: unknown };
async function gql(token: string, query: string, variables: Record<string, unknown>, locale: 'NL' | 'EN'): Promise<any> {
  const body = (await app.graphql(query, variables, { token, endpoint: 'authenticated', locale })).body as Gql;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function newGuest(locale: 'nl' | 'en'): Promise<{ id: number; token: string; email: string }> {
  const email = `mail-${++seq}-${Date.now()}@example.nl`;
  const [row] = await app.db.knex('account').insert({ email, first_name: 'Gwen', last_name: 'Gast', account_state: 'BOOKER', locale }).returning('account_id');
  return { id: row.account_id, token: app.token(row.account_id), email };
}

const mailsOf = (bookingId: number) =>
  app.db.knex('outbox_message').where('template', 'like', 'booking.%').where('subject', 'like', `%(#${bookingId})`).orderBy('outbox_message_id');

const CREATE = `mutation($input: SpaceBookingInput!) { create_booking(input: $input) { booking_id booking_status } }`;
const MEETING = `mutation($id: Int!, $input: BookingMeetingInput!) { update_booking_meeting(booking_id: $id, input: $input) { booking_id } }`;
const SUBMIT = `mutation($id: Int!) { update_booking(booking_id: $id, input: { submit: true }) { booking_status order_state } }`;
const APPROVE = `mutation($id: Int!) { booking_approve(booking_id: $id) { booking_status order_state order { ts_payment_expiration_dl } } }`;

beforeAll(async () => {
  process.env.ZAALPLEK_PUBLIC_ORIGIN = ORIGIN;
  app = await startTestApp();
  const { knex } = app.db;
  await knex('working_time').where('venue_id', app.fx.venueA.id).del();
  await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: app.fx.venueA.id, week_day: d, open_time: 0, close_time: 1440 })));
  await knex('space').where('space_id', app.fx.spaceA2.id).update({ book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, host_approval_th: 24 });
  await knex('account').where('account_id', app.fx.vendorId).update({ locale: 'nl' });
});
afterAll(async () => {
  if (previousOrigin === undefined) delete process.env.ZAALPLEK_PUBLIC_ORIGIN;
  else process.env.ZAALPLEK_PUBLIC_ORIGIN = previousOrigin;
  await app.close();
});

/** A draft request on the MANUAL space, filled in and submitted by the guest in `locale`. */
async function submittedRequest(guest: { token: string }, locale: 'NL' | 'EN', hour: number): Promise<number> {
  const id = (await gql(guest.token, CREATE, { input: { space_id: app.fx.spaceA2.id, slot_start: at(hour), slot_end: at(hour + 4), attendees: 4, draft: true } }, locale)).create_booking.booking_id;
  await gql(guest.token, MEETING, { id, input: { meeting_name: 'Heidag', terms_accepted: true } }, locale);
  expect(await mailsOf(id)).toHaveLength(0); // nothing is sent before the request is
  await gql(guest.token, SUBMIT, { id }, locale);
  return id;
}

describe('booking request e-mails', () => {
  it('are sent once, on submit: the guest reads that the request was sent, the host that one came in; links are absolute', async () => {
    const guest = await newGuest('nl');
    const id = await submittedRequest(guest, 'NL', 10);
    const mails = await mailsOf(id);
    const toGuest = mails.filter((m) => m.recipient === guest.email);
    const toHost = mails.filter((m) => m.recipient === 'vendor@example.nl');
    expect(toGuest).toHaveLength(1);
    expect(toHost).toHaveLength(1);
    expect(toGuest[0]).toMatchObject({ template: 'booking.request_created', locale: 'nl' });
    expect(toGuest[0].subject).toBe(`Je aanvraag is verstuurd (#${id})`);
    expect(toGuest[0].body_text).toContain('is naar de verhuurder verstuurd');
    expect(toGuest[0].body_text).toContain('De verhuurder reageert uiterlijk');
    expect(toGuest[0].body_text).toContain(`${ORIGIN}/bookings/${id}`);
    expect(toHost[0].subject).toBe(`Nieuwe boekingsaanvraag (#${id})`);
    expect(toHost[0].body_text).toContain('Je hebt een nieuwe aanvraag voor Kleine Kamer');
    expect(toHost[0].body_text).toContain(`${ORIGIN}/bookings/vendor`);
    expect(toHost[0].body_text).not.toContain('is naar de verhuurder verstuurd');
    for (const m of mails) {
      expect(m.body_text).not.toMatch(/: \/(en\/)?bookings/); // no relative link
      expect(m.body_html).toContain(`href="${ORIGIN}/`);
    }
  });

  it('follow the language of the action: a guest with a Dutch account booking in English gets English mails, the Dutch host Dutch ones', async () => {
    const guest = await newGuest('nl');
    const id = await submittedRequest(guest, 'EN', 34);
    const [toGuest] = (await mailsOf(id)).filter((m) => m.recipient === guest.email);
    expect(toGuest).toMatchObject({ locale: 'en', subject: `Your request was sent (#${id})` });
    expect(toGuest.body_text).toContain(`${ORIGIN}/en/bookings/${id}`);
    const [toHost] = (await mailsOf(id)).filter((m) => m.recipient === 'vendor@example.nl');
    expect(toHost).toMatchObject({ locale: 'nl', subject: `Nieuwe boekingsaanvraag (#${id})` });

    // the host accepts in Dutch: the guest still reads English (their language on this booking), told to pay and by when
    const approved = (await gql(app.token(app.fx.vendorId, 'VENDOR'), APPROVE, { id }, 'NL')).booking_approve;
    expect(approved.order_state).toBe('PAYMENT_PENDING');
    const accepted = (await mailsOf(id)).filter((m) => m.template === 'booking.request_approved');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ recipient: guest.email, locale: 'en', subject: `Your request was accepted (#${id})` });
    const deadline = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(approved.order.ts_payment_expiration_dl));
    expect(accepted[0].body_text).toContain(`Pay before ${deadline} to confirm your booking.`);
    expect(accepted[0].body_text).toContain(`Pay now: ${ORIGIN}/en/booking/${id}?step=direct`);
  });

  it('the accepted mail in Dutch says the guest must pay and by when', async () => {
    const guest = await newGuest('nl');
    const id = await submittedRequest(guest, 'NL', 58);
    const approved = (await gql(app.token(app.fx.vendorId, 'VENDOR'), APPROVE, { id }, 'EN')).booking_approve;
    const [accepted] = (await mailsOf(id)).filter((m) => m.template === 'booking.request_approved');
    const deadline = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(approved.order.ts_payment_expiration_dl));
    expect(accepted).toMatchObject({ locale: 'nl', subject: `Je aanvraag is geaccepteerd (#${id})` });
    expect(accepted.body_text).toContain(`Betaal vóór ${deadline} om je boeking vast te leggen.`);
    expect(accepted.body_text).toContain(`Nu betalen: ${ORIGIN}/booking/${id}?step=direct`);
  });
});
