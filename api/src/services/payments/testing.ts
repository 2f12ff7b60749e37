/** Test data for payment tests: an unpaid direct reservation with a stored order (amounts as the booking service stores them). */
import type { Knex } from 'knex';

let seq = 0;

export async function insertUnpaidBooking(
  knex: Knex,
  opts: { accountId: number; spaceId: number; startInDays?: number; orderState?: string },
): Promise<{ bookingId: number; orderId: number; hash: string; total: number }> {
  const day = 24 * 3600_000;
  const start = Date.now() + (opts.startInDays ?? 30) * day + (seq++ % 500) * 6 * 3600_000;
  const hash = `t${String(Date.now() % 1e6).padStart(6, '0')}${seq % 10}`.slice(0, 8);
  const [b] = await knex('booking')
    .insert({
      booking_hash: hash, space_id: opts.spaceId, account_id: opts.accountId, attendees: 4, booking_status: 'PENDING', booking_type: 'DIRECT',
      booking_start: new Date(start), booking_end: new Date(start + 4 * 3600_000), meeting_name: 'Payment test', expires_at: new Date(Date.now() + day),
    })
    .returning('booking_id');
  const items = [
    { item_type: 'SPACE', name: 'Zaal (halve dag)', quantity: 1, unit_price: 40000, vat_rate: 21, total_net: 40000, total_vat: 8400, total: 48400 },
    { item_type: 'SERVICE', name: 'Lunch', quantity: 10, unit_price: 1200, vat_rate: 9, total_net: 12000, total_vat: 1080, total: 13080 },
    { item_type: 'SERVICE_FEE', name: 'Servicekosten', quantity: 1, unit_price: 2490, vat_rate: 21, total_net: 2490, total_vat: 523, total: 3013 },
  ];
  const total = items.reduce((s, i) => s + i.total, 0);
  const [o] = await knex('booking_order')
    .insert({
      booking_id: b.booking_id, order_status: 'OPEN', order_state: opts.orderState ?? 'PAYMENT_PENDING', order_subtotal: 52000, service_fee: 2490,
      vat_total: 10003, order_total: total, payout_total: 52000, ts_payment_expiration_dl: new Date(Date.now() + day),
    })
    .returning('order_id');
  await knex('booking_order_item').insert(items.map((i) => ({ ...i, order_id: o.order_id })));
  return { bookingId: b.booking_id, orderId: o.order_id, hash, total };
}
