/** Bookings (with orders, history, payouts, invoices), coupons, notifications and chats for the demo accounts. */
import type { Knex } from 'knex';
import { insertRows } from './insert';
import type { Prng } from './prng';

const HOUR = 3600_000;

function vatSplit(total: number, vat: number) {
  const net = Math.round((total * 100) / (100 + vat));
  return { total_net: net, total_vat: total - net, total };
}

export async function seedActivity(
  trx: Knex,
  prng: Prng,
  ids: { guestIds: number[]; demoGuestId: number; demoHostId: number; demoVenueIds: number[]; spaceIds: number[]; demoOrganisationId: number },
): Promise<void> {
  // Whole days from the start of today (UTC), so demo bookings are upcoming or past relative to the seeding day.
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const at = (dayOffset: number, hourUtc: number) => new Date(today.getTime() + dayOffset * 24 * HOUR + hourUtc * HOUR);

  const spaces: { space_id: number; venue_id: number; half_day_price: number; space_booking_type: string; preparation_time: number; service_break: number; space_name: string }[] =
    await trx('space').whereIn('space_id', ids.spaceIds.slice(0, 60)).orderBy('space_id');
  const demoSpaces = await trx('space').whereIn('venue_id', ids.demoVenueIds).orderBy('space_id');

  const couponIds = await insertRows(trx, 'coupon', ids.demoVenueIds.map((venueId, i) => ({
    venue_id: venueId, coupon_code: i === 0 ? 'WELKOM10' : `ZAAL${i}HALF`, coupon_description: 'Demo-kortingscode', discount_percentage: i === 0 ? 10 : 50,
    usage_limit: 100, is_multi_use: true, expires_at: at(365, 0),
  })), 'coupon_id');

  type Plan = { accountId: number; space: (typeof spaces)[number]; day: number; status: string; coupon?: number };
  const plans: Plan[] = [];
  const statuses = ['PAID', 'PENDING', 'COMPLETED', 'CANCELLED', 'PAID', 'EXPIRED', 'DRAFT', 'PAYMENT_PROCESSING'];
  // the demo guest: one of each status; other guests: paid bookings; the demo host's spaces get bookings too
  statuses.forEach((status, i) => plans.push({ accountId: ids.demoGuestId, space: spaces[i] as Plan['space'], day: status === 'COMPLETED' || status === 'CANCELLED' || status === 'EXPIRED' ? -7 - i : 3 + i, status }));
  ids.guestIds.forEach((guestId, i) => {
    const space = (demoSpaces[i % demoSpaces.length] ?? spaces[i]) as Plan['space'];
    // a coupon only discounts bookings at its own venue
    plans.push({ accountId: guestId, space, day: 1 + i, status: i % 3 === 0 ? 'PENDING' : 'PAID', coupon: i % 4 === 0 && space.venue_id === ids.demoVenueIds[0] ? couponIds[0] : undefined });
  });

  const bookingRows = plans.map((p, i) => ({
    booking_hash: prng.alnum(8), space_id: p.space.space_id, account_id: p.accountId, attendees: prng.int(2, 12),
    booking_start: at(p.day, 8), booking_end: at(p.day, 12), preparation_time: p.space.preparation_time, service_break: p.space.service_break,
    booking_status: p.status, booking_type: p.space.space_booking_type, payment_method: i % 5 === 4 ? 'AFTERPAY' : 'DIRECT', coupon_id: p.coupon ?? null,
    meeting_name: `Teamoverleg ${i + 1}`, payer_name: 'Demo Gast', payer_email: 'gast@zaalplek.nl',
    cancellation_reason: p.status === 'CANCELLED' ? 'Plannen gewijzigd' : null, expires_at: p.status === 'PENDING' ? at(p.day - 1, 8) : null,
  }));
  const bookingIds = await insertRows(trx, 'booking', bookingRows, 'booking_id');

  const history: object[] = [];
  const orders: object[] = [];
  bookingIds.forEach((bookingId, i) => {
    const p = plans[i] as Plan;
    history.push({ booking_id: bookingId, from_status: null, to_status: 'DRAFT', account_id: p.accountId });
    if (p.status !== 'DRAFT') history.push({ booking_id: bookingId, from_status: 'DRAFT', to_status: p.status, account_id: p.accountId });
    const subtotal = p.space.half_day_price;
    const discount = p.coupon ? Math.round(subtotal * 0.1) : 0;
    const fee = Math.round((subtotal - discount) * 0.1);
    const paid = ['PAID', 'COMPLETED'].includes(p.status);
    orders.push({
      booking_id: bookingId, order_status: paid ? 'PAID' : p.status === 'CANCELLED' ? 'REFUNDED' : 'OPEN', order_subtotal: subtotal - discount, service_fee: fee,
      vat_total: vatSplit(subtotal - discount + fee, 21).total_vat, order_total: subtotal - discount + fee, payout_total: subtotal - discount,
      total_paid: paid || p.status === 'CANCELLED' ? subtotal - discount + fee : 0, refunded_total: p.status === 'CANCELLED' ? subtotal - discount + fee : 0,
      coupon_id: p.coupon ?? null,
    });
  });
  await insertRows(trx, 'booking_history', history);
  const orderIds = await insertRows(trx, 'booking_order', orders, 'order_id');
  const items: object[] = [];
  orderIds.forEach((orderId, i) => {
    const p = plans[i] as Plan;
    const o = orders[i] as { order_subtotal: number; service_fee: number };
    items.push({ order_id: orderId, item_type: 'SPACE', name: `${p.space.space_name} (halve dag)`, quantity: 1, unit_price: p.space.half_day_price, vat_rate: 21, ...vatSplit(p.space.half_day_price, 21) });
    if (p.coupon) items.push({ order_id: orderId, item_type: 'DISCOUNT', name: 'WELKOM10', quantity: 1, unit_price: o.order_subtotal - p.space.half_day_price, vat_rate: 21, ...vatSplit(o.order_subtotal - p.space.half_day_price, 21) });
    items.push({ order_id: orderId, item_type: 'SERVICE_FEE', name: 'Servicefee', quantity: 1, unit_price: o.service_fee, vat_rate: 21, ...vatSplit(o.service_fee, 21) });
  });
  await insertRows(trx, 'booking_order_item', items);

  // every document and payout belongs to the organisation of the booked space (with that organisation's bank account)
  const hostOf = new Map<number, { organisation_id: number; bank_ascription: string | null; iban: string | null }>(
    (await trx('space as s').join('venue as v', 'v.venue_id', 's.venue_id')
      .leftJoin('organisation_bank_info as bi', (j) => j.on('bi.organisation_id', 'v.organisation_id').andOn('bi.is_active', trx.raw('true')))
      .whereIn('s.space_id', [...new Set(plans.map((p) => p.space.space_id))])
      .select('s.space_id', 'v.organisation_id', 'bi.bank_ascription', 'bi.iban'))
      .map((r: { space_id: number; organisation_id: number; bank_ascription: string | null; iban: string | null }) => [r.space_id, r]),
  );
  const payouts: object[] = [];
  const documents: object[] = [];
  bookingIds.forEach((bookingId, i) => {
    const p = plans[i] as Plan;
    const o = orders[i] as { order_total: number; payout_total: number };
    if (!['PAID', 'COMPLETED', 'CANCELLED'].includes(p.status)) return;
    const host = hostOf.get(p.space.space_id)!;
    documents.push({ booking_id: bookingId, organisation_id: host.organisation_id, account_id: p.accountId, invoice_type: 'INVOICE', document_number: `ZP-2025-${String(i + 1).padStart(5, '0')}`, amount: o.order_total, invoiced: o.order_total, paid: o.order_total, status: 'COMPLETED', file_name: `factuur-${i + 1}.pdf` });
    if (p.status === 'CANCELLED') documents.push({ booking_id: bookingId, organisation_id: host.organisation_id, account_id: p.accountId, invoice_type: 'REFUND', document_number: `ZP-R-${String(i + 1).padStart(5, '0')}`, amount: o.order_total, refund: o.order_total, status: 'COMPLETED' });
    if (p.status === 'COMPLETED') {
      payouts.push({ booking_id: bookingId, organisation_id: host.organisation_id, iban_name: host.bank_ascription, iban_number: host.iban, amount_paid: o.order_total, payout_amount: o.payout_total, invoice_number: `ZP-P-${i + 1}`, invoice_date: at(p.day + 1, 9), payout_status: 'COMPLETED', payout_date: at(p.day + 2, 9) });
      documents.push({ booking_id: bookingId, organisation_id: host.organisation_id, invoice_type: 'PAYOUT', document_number: `ZP-U-${String(i + 1).padStart(5, '0')}`, amount: o.payout_total, paid: o.payout_total, status: 'COMPLETED' });
    }
  });
  await insertRows(trx, 'payout', payouts);
  await insertRows(trx, 'finance_document', documents);

  await insertRows(trx, 'notification', [
    { account_id: ids.demoGuestId, booking_id: bookingIds[0], event_name: 'order_paid', event_type: 'NOTIFICATION', payload: JSON.stringify({ booking_id: bookingIds[0] }) },
    { account_id: ids.demoGuestId, booking_id: bookingIds[1], event_name: 'request_created', event_type: 'NOTIFICATION', payload: JSON.stringify({ booking_id: bookingIds[1] }) },
    { account_id: ids.demoGuestId, booking_id: bookingIds[5], event_name: 'request_expired', event_type: 'NOTIFICATION', is_read: true, payload: '{}' },
    { account_id: ids.demoHostId, venue_id: ids.demoVenueIds[0], event_name: 'request_created', event_type: 'ACTION', payload: '{}' },
    { account_id: ids.demoHostId, venue_id: ids.demoVenueIds[0], event_name: 'order_paid', event_type: 'NOTIFICATION', payload: '{}' },
    { account_id: ids.demoHostId, venue_id: ids.demoVenueIds[1] ?? null, event_name: 'space_activated', event_type: 'SYSTEM', is_read: true, payload: '{}' },
  ]);
  // chats: channel ids as domain/chat/chatRules channelIdOf makes them; conversations in nl and en
  const demoSpaceA = demoSpaces[0] as { space_id: number } | undefined;
  const demoSpaceB = (demoSpaces[1] ?? demoSpaces[0]) as { space_id: number } | undefined;
  const englishGuest = ids.guestIds[0];
  const chatRows = [
    { channel_type: 'BOOKING', booking_id: bookingIds[0], account_id: ids.demoGuestId, organisation_id: hostOf.get((plans[0] as Plan).space.space_id)!.organisation_id, external_channel_id: `booking-${bookingIds[0]}` },
    { channel_type: 'SUPPORT', account_id: ids.demoGuestId, external_channel_id: `support-${ids.demoGuestId}` },
    ...(demoSpaceA ? [{ channel_type: 'SPACE', space_id: demoSpaceA.space_id, account_id: ids.demoGuestId, organisation_id: ids.demoOrganisationId, external_channel_id: `space-${demoSpaceA.space_id}-${ids.demoGuestId}` }] : []),
    ...(demoSpaceB && englishGuest ? [{ channel_type: 'SPACE', space_id: demoSpaceB.space_id, account_id: englishGuest, organisation_id: ids.demoOrganisationId, external_channel_id: `space-${demoSpaceB.space_id}-${englishGuest}` }] : []),
  ];
  const chatIds = await insertRows(trx, 'chat_channel', chatRows, 'chat_channel_id');
  const names = new Map<number, string>(
    (await trx('account').whereIn('account_id', [ids.demoGuestId, ids.demoHostId, ...(englishGuest ? [englishGuest] : [])]).select('account_id', 'first_name', 'last_name'))
      .map((a: { account_id: number; first_name: string | null; last_name: string | null }) => [a.account_id, [a.first_name, a.last_name].filter(Boolean).join(' ')]),
  );
  const said = (chat: number | undefined, accountId: number | null, side: 'GUEST' | 'HOST' | 'SUPPORT', body: string, hoursAgo: number) =>
    chat === undefined ? [] : [{ chat_channel_id: chat, sender_account_id: accountId, sender_side: side, sender_name: accountId ? names.get(accountId) || 'Zaalplek' : 'Zaalplek support', body, ts_created: new Date(Date.now() - hoursAgo * HOUR) }];
  const messages = [
    ...said(chatIds[0], ids.demoGuestId, 'GUEST', 'Hallo! Kunnen we een half uur eerder binnen om de zaal in te richten?', 30),
    ...said(chatIds[0], ids.demoHostId, 'HOST', 'Dat kan, de zaal is vanaf 8:30 vrij. Tot dan!', 29),
    ...said(chatIds[1], ids.demoGuestId, 'GUEST', 'Waar vind ik de factuur van mijn laatste boeking?', 50),
    ...said(chatIds[1], null, 'SUPPORT', 'Onder Financiën staan al je facturen; je kunt ze daar downloaden.', 49),
    ...said(chatIds[2], ids.demoGuestId, 'GUEST', 'Is er een beamer en een flip-over aanwezig?', 3),
    ...said(chatIds[3], englishGuest ?? null, 'GUEST', 'Hi, is the room wheelchair accessible?', 2),
    ...said(chatIds[3], ids.demoHostId, 'HOST', 'Yes, there is a lift and an accessible toilet on the same floor.', 1),
  ];
  await insertRows(trx, 'chat_message', messages);
  for (const chatId of chatIds) {
    await trx('chat_channel').where('chat_channel_id', chatId).update({ ts_last_message: trx('chat_message').where('chat_channel_id', chatId).max('ts_created') });
  }
  // each side has read what it wrote; the demo host has not read the newest question yet
  await trx.raw(`INSERT INTO chat_read (chat_channel_id, account_id, last_read_message_id)
    SELECT chat_channel_id, sender_account_id, max(chat_message_id) FROM chat_message WHERE sender_account_id IS NOT NULL GROUP BY 1, 2`);
  await insertRows(trx, 'favorite_space', spaces.slice(0, 3).map((s) => ({ account_id: ids.demoGuestId, space_id: s.space_id })));
  const firstDemoSpace = demoSpaces[0] as { space_id: number } | undefined;
  if (firstDemoSpace) {
    await insertRows(trx, 'calendar_link', [{ account_id: ids.demoHostId, space_id: firstDemoSpace.space_id, provider_name: 'google', calendar_id: 'demo@group.calendar.google.com', calendar_name: 'Zaalplek demo', sync_status: 'SYNCED', is_synchronized: true, ts_last_sync: today }]);
    await insertRows(trx, 'space_availability', [
      { space_id: firstDemoSpace.space_id, is_opened: false, slot_from: at(14, 0), slot_to: at(15, 0), slot_description: 'Onderhoud' },
      { space_id: firstDemoSpace.space_id, is_opened: true, slot_from: at(20, 17), slot_to: at(20, 22), slot_description: 'Extra avondopening' },
    ]);
  }
}
