import type { IntlShape } from 'react-intl';

/** Formats integer cents as EUR in the intl locale ("€ 125,50" in nl, "€125.50" in en). */
export function formatEuroCents(intl: IntlShape, cents: number): string {
  const euros = cents / 100;
  return intl.formatNumber(euros, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
