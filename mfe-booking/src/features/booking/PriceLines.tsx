import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatEuroCents } from '@zaalplek/design-system';
import { priceMessages } from './messages';
import type { BookingOrder } from './types';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt { margin: 0; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .total { font-weight: 700; border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: ${({ theme }) => theme.space(2)}; }
`;

/** The order's lines and totals exactly as the API computed them (excl. VAT per line, VAT, total; free label for 0). */
export function PriceLines({ order }: { order: BookingOrder }) {
  const intl = useIntl();
  const euro = (cents: number) => formatEuroCents(intl, cents);
  const vat = (rate: number) => order.order_items.filter((i) => i.vat_rate === rate).reduce((sum, i) => sum + i.vat, 0);
  return (
    <List data-testid="price-lines">
      {order.order_items.map((item) => (
        <div key={`${item.order_item_type}-${item.reference_id}`} style={{ display: 'contents' }}>
          <dt>
            {item.quantity > 1
              ? intl.formatMessage(priceMessages.quantityLine, { quantity: item.quantity, name: item.service_name ?? '' })
              : item.service_name}
          </dt>
          <dd>{euro(item.order_item_total_vat_excl)}</dd>
        </div>
      ))}
      {order.discount_total > 0 && (
        <>
          <dt>{intl.formatMessage(priceMessages.discount)}</dt>
          <dd>-{euro(order.discount_total)}</dd>
        </>
      )}
      <dt>{intl.formatMessage(priceMessages.totalExclVat)}</dt>
      <dd>{euro(order.order_total_vat_excl)}</dd>
      {vat(21) > 0 && (
        <>
          <dt>{intl.formatMessage(priceMessages.vat21)}</dt>
          <dd>{euro(vat(21))}</dd>
        </>
      )}
      {vat(9) > 0 && (
        <>
          <dt>{intl.formatMessage(priceMessages.vat9)}</dt>
          <dd>{euro(vat(9))}</dd>
        </>
      )}
      <dt className="total">{intl.formatMessage(priceMessages.total)}</dt>
      <dd className="total" data-testid="order-total">
        {order.order_total === 0 ? intl.formatMessage(priceMessages.free) : euro(order.order_total)}
      </dd>
    </List>
  );
}
