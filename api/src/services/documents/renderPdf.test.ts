import { invoiceContent, payoutStatementContent, refundNoteContent, type DocumentSource } from '../../domain/documents/content';
import { pdfText } from './pdfText';
import { renderPdf } from './renderPdf';

const src: DocumentSource = {
  booking: { booking_id: 12, booking_hash: 'ab12cd34', booking_start: new Date('2026-03-10T08:00:00Z'), booking_end: new Date('2026-03-10T12:00:00Z'), meeting_name: 'Kick-off', space_name: 'Zaal 1', venue_name: 'Café De Zaal', city: 'Amsterdam' },
  guest: { name: 'Bram Test', email: 'booker@example.nl', organisation_name: null, address: null },
  host: { organisation_name: 'Test BV', address: 'Straat 1, Amsterdam', vat_number: 'NL123456789B01', coc: '12345678' },
  order: { order_total: 64493, total_paid: 64493, refunded_total: 0, payout_total: 52000 },
  items: [
    { name: 'Zaal 1 (halve dag)', quantity: 1, unit_price: 40000, vat_rate: 21, total_net: 40000, total_vat: 8400, total: 48400 },
    { name: 'Lunch', quantity: 10, unit_price: 1200, vat_rate: 9, total_net: 12000, total_vat: 1080, total: 13080 },
    { name: 'Servicekosten', quantity: 1, unit_price: 2490, vat_rate: 21, total_net: 2490, total_vat: 523, total: 3013 },
  ],
};

describe('finance document PDFs', () => {
  it('an invoice in Dutch shows every line and a VAT line per rate with totals', async () => {
    const pdf = await renderPdf(invoiceContent(src, 'INV-2026-000001', new Date('2026-03-10T14:00:00Z'), 'nl'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Factuur');
    expect(text).toContain('INV-2026-000001');
    expect(text).toContain('10-03-2026 09:00-13:00');
    expect(text).toContain('Lunch');
    expect(text).toContain('BTW 21% over € 424,90'); // 40000 + 2490
    expect(text).toContain('€ 89,23'); // 8400 + 523
    expect(text).toContain('BTW 9% over € 120,00');
    expect(text).toContain('€ 10,80');
    expect(text).toContain('Totaal incl. BTW');
    expect(text).toContain('€ 644,93');
  });

  it('in English, a credit note reverses the lines', async () => {
    const text = pdfText(await renderPdf(refundNoteContent(src, 'REF-2026-000001', new Date('2026-03-01T10:00:00Z'), 'en', { amount: 64493 })));
    expect(text).toContain('Credit note (refund)');
    expect(text).toContain('VAT 21% on -€424.90');
    expect(text).toContain('VAT 9% on -€120.00');
    expect(text).toContain('Refunded');
  });

  it('a payout statement without IBAN says so', async () => {
    const text = pdfText(
      await renderPdf(payoutStatementContent(src, 'PAY-2026-000001', new Date('2026-03-12T10:00:00Z'), 'en', { amount_paid: 64493, payout_amount: 52000, iban_number: null, iban_name: null, status: 'PENDING' })),
    );
    expect(text).toContain('Payout statement');
    expect(text).toContain('Zaalplek service fee');
    expect(text).toContain('€520.00');
    expect(text).toContain('No active IBAN on file');
  });
});
