import { allocateOverRates, summariseVat } from './vat';

describe('summariseVat', () => {
  it('groups stored lines per rate, highest first, with totals', () => {
    const s = summariseVat([
      { vat_rate: 21, total_net: 40000, total_vat: 8400 },
      { vat_rate: 9, total_net: 12000, total_vat: 1080 },
      { vat_rate: 21, total_net: 4400, total_vat: 924 },
      { vat_rate: 0, total_net: 5000, total_vat: 0 },
    ]);
    expect(s.lines).toEqual([
      { vat_rate: 21, base: 44400, vat: 9324 },
      { vat_rate: 9, base: 12000, vat: 1080 },
      { vat_rate: 0, base: 5000, vat: 0 },
    ]);
    expect(s).toMatchObject({ total_net: 61400, total_vat: 10404, total: 71804 });
  });

  it('is empty for no lines', () => {
    expect(summariseVat([])).toEqual({ lines: [], total_net: 0, total_vat: 0, total: 0 });
  });
});

describe('allocateOverRates', () => {
  const summary = summariseVat([
    { vat_rate: 21, total_net: 10000, total_vat: 2100 },
    { vat_rate: 9, total_net: 5000, total_vat: 450 },
  ]);

  it('the whole amount gives back the stored lines', () => {
    expect(allocateOverRates(summary, 17550)).toEqual([
      { vat_rate: 21, base: 10000, vat: 2100 },
      { vat_rate: 9, base: 5000, vat: 450 },
    ]);
  });

  it('a part adds up exactly, split in proportion', () => {
    for (const amount of [1, 333, 5000, 8775, 17549]) {
      const parts = allocateOverRates(summary, amount);
      expect(parts.reduce((s, p) => s + p.base + p.vat, 0)).toBe(amount);
    }
    const half = allocateOverRates(summary, 8775);
    expect(half).toEqual([
      { vat_rate: 21, base: 5000, vat: 1050 },
      { vat_rate: 9, base: 2500, vat: 225 },
    ]);
  });
});
