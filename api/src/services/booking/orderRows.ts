/** Order and order item rows from a pricing quote (the only source of amounts). */
import type { Quote } from '../../domain/pricing/types';
import type { Knex } from 'knex';

export function orderAmounts(q: Quote) {
  const t = q.totals;
  return {
    order_subtotal: t.order_subtotal, discount_total: t.discount_total, service_fee: t.service_fee, service_fee_vat: t.service_fee_vat,
    service_fee_total: t.service_fee_total, vat_total: t.vat_total, order_total_vat_excl: t.order_total_vat_excl, order_total: t.order_total,
    payout_total: t.payout_total, quote: JSON.stringify(q),
  };
}

export function orderItemRows(orderId: number, q: Quote) {
  return q.lines.map((l) => ({
    order_id: orderId, item_type: l.order_item_type, reference_id: l.reference_id,
    space_service_id: l.order_item_type === 'SERVICE' ? l.reference_id : null,
    name: l.service_name, service_type: l.service_type, order_type: l.order_type, is_mandatory: l.is_mandatory, quantity: l.quantity,
    hours: l.hours, unit_price: l.order_item_price, order_item_subtotal: l.order_item_subtotal, discount: l.discount,
    service_fee: l.service_fee, vat_rate: l.vat_rate, total_net: l.order_item_total_vat_excl, total_vat: l.vat, total: l.order_item_total,
  }));
}

/** The amount columns of booking_order that an extra CHANGE order holds as differences. */
const ORDER_AMOUNT_COLUMNS = [
  'order_subtotal', 'discount_total', 'service_fee', 'service_fee_vat', 'service_fee_total', 'vat_total', 'order_total_vat_excl', 'order_total', 'payout_total',
] as const;
type OrderAmountColumn = (typeof ORDER_AMOUNT_COLUMNS)[number];

/** The orders a booking's price stands on: the main order and every paid CHANGE order (their sum = what the booking costs now). */
export async function standingOrders(trx: Knex | Knex.Transaction, bookingId: number): Promise<Array<Record<string, any>>> {
  return trx('booking_order').where('booking_id', bookingId)
    // a closed CHANGE order (superseded, or paid late and refunded) is not part of the price
    .where((q) => q.where('order_kind', 'BOOKING').orWhere((c) => c.where('order_kind', 'CHANGE').where('order_state', 'PAID')))
    .orderBy('order_id');
}

/**
 * The extra CHANGE order of an approved change request on a paid booking: every amount (order_total,
 * VAT, service fee, payout_total, ...) is the new quote's minus the sum of the standing orders, so
 * main + CHANGE orders add up to the new price and the host's payout to the new payout_total.
 */
export function changeOrderAmounts(q: Quote, standing: ReadonlyArray<Record<string, any>>) {
  const full = orderAmounts(q);
  const out: Record<string, unknown> = { ...full };
  for (const c of ORDER_AMOUNT_COLUMNS) out[c] = (full[c] as number) - standing.reduce((s, o) => s + Number(o[c] ?? 0), 0);
  return out as ReturnType<typeof orderAmounts> & Record<OrderAmountColumn, number>;
}

const ITEM_KEY = ['item_type', 'reference_id', 'space_service_id', 'name', 'service_type', 'order_type', 'is_mandatory', 'quantity', 'hours', 'unit_price', 'vat_rate'] as const;
const ITEM_AMOUNTS = ['order_item_subtotal', 'discount', 'service_fee', 'total_net', 'total_vat', 'total'] as const;
type ItemRow = ReturnType<typeof orderItemRows>[number];

/**
 * Lines of that CHANGE order: the new quote's lines against the standing lines reversed; lines that
 * did not change cancel out, so only what changed remains (a credit line for the old, a line for the
 * new). The lines add up to the order's amounts.
 */
export function changeOrderItemRows(orderId: number, q: Quote, standingItems: ReadonlyArray<Record<string, any>>): ItemRow[] {
  const groups = new Map<string, ItemRow>();
  const add = (row: Record<string, any>, sign: 1 | -1) => {
    const key = JSON.stringify(ITEM_KEY.map((k) => (k === 'quantity' ? Math.abs(Number(row[k] ?? 0)) : row[k] ?? null)));
    let g = groups.get(key);
    if (!g) {
      g = { ...(row as ItemRow), order_id: orderId, quantity: Math.abs(Number(row.quantity ?? 0)) };
      for (const a of ITEM_AMOUNTS) g[a] = 0;
      groups.set(key, g);
    }
    for (const a of ITEM_AMOUNTS) g[a] += sign * Number(row[a] ?? 0);
  };
  for (const r of orderItemRows(orderId, q)) add(r, 1);
  for (const r of standingItems) add(r, -1);
  return [...groups.values()]
    .filter((g) => ITEM_AMOUNTS.some((a) => g[a] !== 0))
    .map((g) => (g.total < 0 || (g.total === 0 && g.total_net < 0) ? { ...g, quantity: -Math.abs(g.quantity) } : g));
}

/** The stored lines of orders, with the columns changeOrderItemRows keys on. */
export async function orderItemsOf(trx: Knex | Knex.Transaction, orderIds: number[]): Promise<Array<Record<string, any>>> {
  if (!orderIds.length) return [];
  return trx('booking_order_item').whereIn('order_id', orderIds).orderBy('order_item_id')
    .select('item_type', 'reference_id', 'space_service_id', 'name', 'service_type', 'order_type', 'is_mandatory', 'quantity', 'hours', 'unit_price',
      'vat_rate', 'order_item_subtotal', 'discount', 'service_fee', 'total_net', 'total_vat', 'total');
}
