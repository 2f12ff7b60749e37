import { documentYear, formatDocumentNumber } from './numbering';

describe('document numbers', () => {
  it('prefix per type, year, six digits', () => {
    expect(formatDocumentNumber('INVOICE', 2026, 1)).toBe('INV-2026-000001');
    expect(formatDocumentNumber('PROOF_OF_PAYMENT', 2026, 42)).toBe('POP-2026-000042');
    expect(formatDocumentNumber('REFUND', 2027, 123456)).toBe('REF-2027-123456');
    expect(formatDocumentNumber('PAYOUT', 2026, 7)).toBe('PAY-2026-000007');
  });

  it('refuses sequences below 1', () => {
    expect(() => formatDocumentNumber('INVOICE', 2026, 0)).toThrow(RangeError);
  });

  it('numbers in the Amsterdam calendar year', () => {
    expect(documentYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(documentYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027); // 00:00 on 1 January in Amsterdam
  });
});
