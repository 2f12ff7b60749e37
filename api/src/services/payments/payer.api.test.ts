/** Payer links: create_booking_payer, create_payment_link, the public payer page data and paying through the hash. */
import { startTestApp, type TestApp } from '../../test/api/testApp';
import { insertUnpaidBooking } from './testing';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const auth = (id: number) => ({ token: app.token(id), endpoint: 'authenticated' as const });

it('the guest adds a payer and a link; the payer sees the booking by hash only and pays', async () => {
  const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
  const payerRes = await app.graphql<any>(
    `mutation($id: Int!, $in: BookingPayerInput!) { create_booking_payer(booking_id: $id, input: $in) { payer_id full_name email organisation_name } }`,
    { id: b.bookingId, in: { full_name: 'Petra Payer', email: 'Petra@Example.nl', phone: '+31612345678', organisation_name: 'Payer BV', address: 'Kade 1, Utrecht' } },
    auth(app.fx.bookerId),
  );
  expect(payerRes.body.errors).toBeUndefined();
  const payer = payerRes.body.data.create_booking_payer;
  expect(payer).toMatchObject({ full_name: 'Petra Payer', email: 'petra@example.nl', organisation_name: 'Payer BV' });

  const tooLong = await app.graphql<any>(
    `mutation($id: Int!, $in: BookingPayerInput!) { create_booking_payer(booking_id: $id, input: $in) { payer_id } }`,
    { id: b.bookingId, in: { full_name: 'X', email: 'x@example.nl', organisation_name: 'O'.repeat(51) } },
    auth(app.fx.bookerId),
  );
  expect(tooLong.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'max_length', meta: { field: 'organisation_name' } });

  const linkQ = `mutation($in: PaymentLinkInput!) { create_payment_link(input: $in) { payment_link hash expires_at payer { full_name } } }`;
  const denied = await app.graphql<any>(linkQ, { in: { booking_id: b.bookingId } }, auth(app.fx.otherBookerId));
  expect(denied.body.errors?.[0]?.extensions?.response?.body?.error_type).toBe('FORBIDDEN');
  const linkRes = await app.graphql<any>(linkQ, { in: { booking_id: b.bookingId, payer_id: payer.payer_id } }, auth(app.fx.bookerId));
  expect(linkRes.body.errors).toBeUndefined();
  const link = linkRes.body.data.create_payment_link;
  expect(link.hash).toMatch(/^[a-z0-9]{8}$/);
  expect(link.payment_link).toBe(`/booking-payment/${link.hash}`);
  expect(link.expires_at).not.toBeNull();
  expect(link.payer.full_name).toBe('Petra Payer');
  // the named payer gets the link by e-mail (the dev mailbox reads the outbox)
  const mails = await app.db.knex('outbox_message').where({ recipient: 'petra@example.nl', template: 'payment_link' });
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toMatch(/vraagt je een boeking op Zaalplek te betalen$/);
  expect(mails[0].body_text).toContain(`/booking-payment/${link.hash}`);
  expect(mails[0].body_text).toContain('Hoi Petra Payer,');
  expect(mails[0].body_html).toContain(`/booking-payment/${link.hash}"`);

  const pageQ = `query($h: String!) { specific_booking_by_hash(hash: $h) { booking_id is_paid space_name payer { full_name } order { order_total vat_total vat_lines { vat_rate base vat } order_items { name total } } } }`;
  const page = await app.graphql<any>(pageQ, { h: link.hash });
  expect(page.body.errors).toBeUndefined();
  expect(page.body.data.specific_booking_by_hash).toMatchObject({
    booking_id: b.bookingId, is_paid: false, payer: { full_name: 'Petra Payer' },
    order: { order_total: b.total, vat_lines: [{ vat_rate: 21, base: 42490, vat: 8923 }, { vat_rate: 9, base: 12000, vat: 1080 }] },
  });
  expect((await app.graphql<any>(pageQ, { h: 'zzzzzzzz' })).body.data.specific_booking_by_hash).toBeNull();
  expect((await app.graphql<any>(pageQ, { h: '../../x' })).body.data.specific_booking_by_hash).toBeNull();

  const pay = await app.graphql<any>(`mutation($h: String!) { pay_booking_by_hash(hash: $h) { checkout_url provider_payment_id } }`, { h: link.hash }, { locale: 'EN' });
  expect(pay.body.errors).toBeUndefined();
  const checkoutPath = new URL(pay.body.data.pay_booking_by_hash.checkout_url).pathname;
  const back = await app.request(checkoutPath, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay&issuer=bunq' });
  expect(back.headers.get('location')).toBe(`${app.url}/en/booking-payment/${link.hash}/success`);
  await app.request('/api/payments/webhook', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `id=${pay.body.data.pay_booking_by_hash.provider_payment_id}` });
  expect((await app.graphql<any>(pageQ, { h: link.hash })).body.data.specific_booking_by_hash.is_paid).toBe(true);

  // the link dies with the reservation
  await app.db.knex('payment_link').where({ link_hash: link.hash }).update({ expires_at: new Date(Date.now() - 1000) });
  expect((await app.graphql<any>(pageQ, { h: link.hash })).body.data.specific_booking_by_hash).toBeNull();
  const late = await app.graphql<any>(`mutation($h: String!) { pay_booking_by_hash(hash: $h) { checkout_url } }`, { h: link.hash });
  expect(late.body.errors?.[0]?.extensions?.response?.body?.key).toBe('payment_link_expired');
});

it('a link without a payer is mailed to nobody; the payer of an English guest gets the mail in English', async () => {
  const b = await insertUnpaidBooking(app.db.knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
  const before = Number((await app.db.knex('outbox_message').where({ template: 'payment_link' }).count('* as n'))[0]!.n);
  const linkQ = `mutation($in: PaymentLinkInput!) { create_payment_link(input: $in) { hash } }`;
  expect((await app.graphql<any>(linkQ, { in: { booking_id: b.bookingId } }, auth(app.fx.bookerId))).body.errors).toBeUndefined();
  expect(Number((await app.db.knex('outbox_message').where({ template: 'payment_link' }).count('* as n'))[0]!.n)).toBe(before);

  const payer = await app.graphql<any>(
    `mutation($id: Int!, $in: BookingPayerInput!) { create_booking_payer(booking_id: $id, input: $in) { payer_id } }`,
    { id: b.bookingId, in: { full_name: 'Sam Smith', email: 'sam@example.com' } },
    auth(app.fx.bookerId),
  );
  const res = await app.graphql<any>(linkQ, { in: { booking_id: b.bookingId, payer_id: payer.body.data.create_booking_payer.payer_id } }, { ...auth(app.fx.bookerId), locale: 'EN' });
  expect(res.body.errors).toBeUndefined();
  const [mail] = await app.db.knex('outbox_message').where({ recipient: 'sam@example.com', template: 'payment_link' });
  expect(mail.locale).toBe('en');
  expect(mail.subject).toMatch(/asks you to pay a booking on Zaalplek$/);
  expect(mail.body_text).toContain(`/en/booking-payment/${res.body.data.create_payment_link.hash}`);
});
