import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatEuroCents } from '@zaalplek/design-system';
import { priceMessages } from './messages';
import type { BookingOrder, OrderItem } from './types';
import { unitMessages, unitOf } from './units';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt { margin: 0; }
  dt small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .subtotal { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: ${({ theme }) => theme.space(1)}; }
  .total { font-weight: 700; border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: ${({ theme }) => theme.space(2)}; }
`;

/** What a line is before discount and fee: unit price x quantity as the API stored it. */
export const lineAmount = (item: OrderItem) => item.order_item_subtotal ?? item.order_item_price * item.quantity;

/**
 * The order as the API computed it, one way everywhere: each line with unit price, unit and quantity
 * and its amount (excl. VAT); discount and the service fee on their own lines; total excl. VAT, VAT
 * per rate and the total. The lines on screen add up to the totals.
 */
export function PriceLines({ order }: { order: BookingOrder }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // a price table shows cents on every line, so the amounts line up and visibly add up
  const euro = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const vat = (rate: number) => order.order_items.filter((i) => i.vat_rate === rate).reduce((sum, i) => sum + i.vat, 0);
  const discount = order.order_items.reduce((sum, i) => sum + i.discount, 0);
  const fee = order.order_items.reduce((sum, i) => sum + i.service_fee, 0);

  const detail = (item: OrderItem) => {
    if (item.order_item_type === 'SPACE') return item.hours ? t(priceMessages.hours, { hours: item.hours }) : null;
    const unit = unitOf(item.order_type);
    const price = unit ? t(priceMessages.unitPrice, { price: formatEuroCents(intl, item.order_item_price), unit: t(unitMessages[unit]) }) : formatEuroCents(intl, item.order_item_price);
    return t(priceMessages.times, { price, quantity: item.quantity });
  };

  return (
    <List data-testid="price-lines">
      {order.order_items.map((item) => {
        const text = detail(item);
        return (
          <div key={`${item.order_item_type}-${item.reference_id}`} style={{ display: 'contents' }} data-testid="price-line">
            <dt>
              {item.service_name}
              {text && <small data-testid="price-line-detail">{text}</small>}
            </dt>
            <dd>{euro(lineAmount(item))}</dd>
          </div>
        );
      })}
      {discount > 0 && (
        <>
          <dt>{t(priceMessages.discount)}</dt>
          <dd data-testid="price-discount">-{euro(discount)}</dd>
        </>
      )}
      {fee > 0 && (
        <>
          <dt>{t(priceMessages.serviceFee)}</dt>
          <dd data-testid="price-service-fee">{euro(fee)}</dd>
        </>
      )}
      <dt className="subtotal">{t(priceMessages.totalExclVat)}</dt>
      <dd className="subtotal" data-testid="price-total-excl">{euro(order.order_total_vat_excl)}</dd>
      {vat(21) > 0 && (
        <>
          <dt>{t(priceMessages.vat21)}</dt>
          <dd>{euro(vat(21))}</dd>
        </>
      )}
      {vat(9) > 0 && (
        <>
          <dt>{t(priceMessages.vat9)}</dt>
          <dd>{euro(vat(9))}</dd>
        </>
      )}
      <dt className="total">{t(priceMessages.total)}</dt>
      <dd className="total" data-testid="order-total">
        {order.order_total === 0 ? t(priceMessages.free) : euro(order.order_total)}
      </dd>
    </List>
  );
}
