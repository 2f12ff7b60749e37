import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Spinner, formatEuroCents } from '@zaalplek/design-system';
import type { BookingPreview } from './types';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: ${({ theme }) => theme.space(1)};
  }
`;

/** Every line of the API's preview and its VAT totals, in EUR (nothing is computed here). */
export function PricePreview({ preview, loading }: { preview: BookingPreview | undefined; loading: boolean }) {
  const intl = useIntl();
  const eur = (cents: number) => formatEuroCents(intl, cents);
  if (!preview) return loading ? <Spinner /> : null;
  const row = (key: string, label: string, cents: number, className?: string) => [
    <dt key={`${key}-t`} className={className}>
      {label}
    </dt>,
    <dd key={`${key}-d`} className={className}>
      {eur(cents)}
    </dd>,
  ];
  return (
    <section aria-labelledby="price-preview-title" data-testid="price-preview" aria-busy={loading}>
      <h3 id="price-preview-title">{intl.formatMessage({ id: 'PricePreview.title', defaultMessage: 'Prijsoverzicht' })}</h3>
      <Lines>
        {preview.order_items.map((item, i) =>
          row(
            `item-${i}`,
            item.order_item_type === 'SPACE'
              ? intl.formatMessage({ id: 'PricePreview.space', defaultMessage: 'Ruimte ({hours, number} uur, incl. servicekosten)' }, { hours: item.hours ?? preview.duration_minutes / 60 })
              : item.quantity > 1
                ? `${item.service_name ?? ''} × ${item.quantity}`
                : (item.service_name ?? ''),
            item.order_item_total_vat_excl,
          ),
        )}
        {row('excl', intl.formatMessage({ id: 'PricePreview.totalExclVat', defaultMessage: 'Totaal excl. btw' }), preview.total_excl_vat, 'total')}
        {preview.vat_21 > 0 && row('vat21', intl.formatMessage({ id: 'PricePreview.vat', defaultMessage: 'Btw {rate}%' }, { rate: 21 }), preview.vat_21)}
        {preview.vat_9 > 0 && row('vat9', intl.formatMessage({ id: 'PricePreview.vat', defaultMessage: 'Btw {rate}%' }, { rate: 9 }), preview.vat_9)}
        {row('vat', intl.formatMessage({ id: 'PricePreview.vatTotal', defaultMessage: 'Totaal btw' }), preview.vat_total)}
        {row('incl', intl.formatMessage({ id: 'PricePreview.totalInclVat', defaultMessage: 'Totaal incl. btw' }), preview.total_incl_vat, 'total')}
      </Lines>
      {preview.discount > 0 && <p>{intl.formatMessage({ id: 'PricePreview.discount', defaultMessage: 'Inclusief {amount} korting' }, { amount: eur(preview.discount) })}</p>}
      {preview.is_reservation_limit_reached && <p role="alert">{intl.formatMessage({ id: 'PricePreview.limitReached', defaultMessage: 'Het maximum aantal boekingen voor deze dag is bereikt' })}</p>}
      <p>
        <small>{intl.formatMessage({ id: 'PricePreview.feeNote', defaultMessage: 'Bedragen excl. btw bevatten de servicekosten van Zaalplek.' })}</small>
      </p>
    </section>
  );
}
