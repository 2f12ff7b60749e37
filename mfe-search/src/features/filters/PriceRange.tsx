import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, NumberField, formatEuroCents } from '@zaalplek/design-system';
import type { PriceBucket } from '../results/types';

const Bars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 2px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Bar = styled.span<{ $in: boolean }>`
  flex: 1;
  min-height: 2px;
  border-radius: 2px 2px 0 0;
  background: ${({ theme, $in }) => ($in ? theme.colors.primary : theme.colors.border)};
`;

const Fields = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  button {
    grid-column: 1 / -1;
  }
`;

const euros = (cents: number | null) => (cents == null ? null : Math.round(cents / 100));

/**
 * Price range (per half day, whole euros in the fields, cents in the URL and API) over the
 * API's histogram of the current search (the histogram ignores the price filter itself).
 */
export function PriceRange({
  histogram,
  min,
  max,
  onChange,
}: {
  histogram: PriceBucket[];
  min: number | null;
  max: number | null;
  onChange: (range: { priceMin: number | null; priceMax: number | null }) => void;
}) {
  const intl = useIntl();
  const [low, setLow] = useState<number | null>(euros(min));
  const [high, setHigh] = useState<number | null>(euros(max));
  useEffect(() => setLow(euros(min)), [min]);
  useEffect(() => setHigh(euros(max)), [max]);
  const top = Math.max(1, ...histogram.map((b) => b.count));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ priceMin: low == null ? null : low * 100, priceMax: high == null ? null : high * 100 });
  };

  return (
    <div data-testid="price-range">
      {histogram.length > 0 && (
        <Bars role="img" aria-label={intl.formatMessage({ id: 'PriceRange.histogram', defaultMessage: 'Verdeling van de prijzen per dagdeel' })} data-testid="price-histogram">
          {histogram.map((b) => (
            <Bar
              key={b.from}
              $in={(min == null || b.to == null || b.to > min) && (max == null || b.from <= max)}
              style={{ height: `${(b.count / top) * 100}%` }}
              title={intl.formatMessage(
                b.to == null ? { id: 'PriceRange.bucketOpen', defaultMessage: '{from} en meer: {count, plural, one {1 ruimte} other {# ruimtes}}' } : { id: 'PriceRange.bucket', defaultMessage: '{from} – {to}: {count, plural, one {1 ruimte} other {# ruimtes}}' },
                { from: formatEuroCents(intl, b.from), to: b.to == null ? '' : formatEuroCents(intl, b.to), count: b.count },
              )}
            />
          ))}
        </Bars>
      )}
      <Fields onSubmit={onSubmit}>
        <NumberField name="priceMin" label={intl.formatMessage({ id: 'PriceRange.min', defaultMessage: 'Min. prijs (€)' })} value={low} onChange={setLow} min={0} max={100000} />
        <NumberField name="priceMax" label={intl.formatMessage({ id: 'PriceRange.max', defaultMessage: 'Max. prijs (€)' })} value={high} onChange={setHigh} min={0} max={100000} />
        <Button type="submit" variant="secondary" size="sm">
          {intl.formatMessage({ id: 'PriceRange.apply', defaultMessage: 'Prijs toepassen' })}
        </Button>
      </Fields>
    </div>
  );
}
