import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatEuroCents } from '@zaalplek/design-system';
import type { Space } from './types';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

type PriceKey = 'half_day_price' | 'day_price' | 'full_day_price' | 'short_day_price';

/** Price rows in display order; short bookings show a "from" price. */
const ROWS: { key: PriceKey; label: string; from?: boolean }[] = [
  { key: 'half_day_price', label: 'SpacePrices.halfDay' },
  { key: 'day_price', label: 'SpacePrices.day' },
  { key: 'full_day_price', label: 'SpacePrices.dayAndEvening' },
  { key: 'short_day_price', label: 'SpacePrices.shortBooking', from: true },
];

export function SpacePrices({ space }: { space: Space }) {
  const intl = useIntl();
  const rows = ROWS.filter((row) => space[row.key] != null);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="space-prices-title" data-testid="space-prices">
      <h2 id="space-prices-title">{intl.formatMessage({ id: 'SpacePrices.title', defaultMessage: 'Prijzen' })}</h2>
      <List>
        {rows.map((row) => {
          const cents = space[row.key] as number;
          const price = cents === 0 ? intl.formatMessage({ id: 'SpacePrices.free', defaultMessage: 'Gratis' }) : formatEuroCents(intl, cents);
          return [
            <dt key={`${row.key}-label`}>{intl.formatMessage({ id: row.label })}</dt>,
            <dd key={`${row.key}-value`}>
              {row.from && cents > 0 ? intl.formatMessage({ id: 'SpacePrices.from', defaultMessage: 'vanaf {price}' }, { price }) : price}
            </dd>,
          ];
        })}
      </List>
      {space.vat_rate != null && (
        <p>{intl.formatMessage({ id: 'SpacePrices.vatNote', defaultMessage: 'Prijzen exclusief {rate}% btw en servicekosten' }, { rate: space.vat_rate })}</p>
      )}
    </section>
  );
}
