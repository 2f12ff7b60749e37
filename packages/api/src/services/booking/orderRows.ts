/** Order and order item rows from a pricing quote (the only source of amounts). */
import type { Quote } from '../../domain/pricing/types';

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
