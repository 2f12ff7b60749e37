/**
 * VAT summaries of stored lines (Dutch invoices show the base and the VAT per rate, 21/9/0).
 * Sums what booking_order_item holds; never prices anything itself.
 */
export interface VatLineInput {
  vat_rate: number;
  /** cents excl. VAT (negative for credit lines) */
  total_net: number;
  total_vat: number;
}

export interface VatLine {
  vat_rate: number;
  base: number;
  vat: number;
}

export interface VatSummary {
  lines: VatLine[];
  total_net: number;
  total_vat: number;
  total: number;
}

/** One line per rate that occurs, highest rate first. */
export function summariseVat(items: readonly VatLineInput[]): VatSummary {
  const byRate = new Map<number, VatLine>();
  for (const item of items) {
    const line = byRate.get(item.vat_rate) ?? { vat_rate: item.vat_rate, base: 0, vat: 0 };
    line.base += item.total_net;
    line.vat += item.total_vat;
    byRate.set(item.vat_rate, line);
  }
  const lines = [...byRate.values()].sort((a, b) => b.vat_rate - a.vat_rate);
  const total_net = lines.reduce((s, l) => s + l.base, 0);
  const total_vat = lines.reduce((s, l) => s + l.vat, 0);
  return { lines, total_net, total_vat, total: total_net + total_vat };
}

/**
 * Splits a partial amount (incl. VAT) over the rates of a summary in proportion to each rate's
 * total, largest remainder to the biggest line, so the parts add up to the amount exactly.
 * Used for partial refund notes; a full refund simply reverses the stored lines.
 */
export function allocateOverRates(summary: VatSummary, amount: number): VatLine[] {
  if (summary.total <= 0 || summary.lines.length === 0) return [{ vat_rate: 0, base: amount, vat: 0 }];
  const gross = summary.lines.map((l) => ({ rate: l.vat_rate, gross: l.base + l.vat }));
  const parts = gross.map((g) => Math.floor((amount * g.gross) / summary.total));
  let rest = amount - parts.reduce((a, b) => a + b, 0);
  const order = gross.map((_, i) => i).sort((a, b) => gross[b]!.gross - gross[a]!.gross);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) parts[order[k]!]! += 1;
  return gross.map((g, i) => {
    const part = parts[i]!;
    const vat = Math.round((part * g.rate) / (100 + g.rate));
    return { vat_rate: g.rate, base: part - vat, vat };
  });
}
