/** Renders a DocumentContent (domain/documents/content.ts) to an A4 PDF with pdfkit. */
import PDFDocument from 'pdfkit';
import type { DocumentContent } from '../../domain/documents/content';
import { formatMoney, LABELS } from '../../domain/documents/labels';

const LEFT = 50;
const RIGHT = 545;
const COLS = { description: LEFT, quantity: 290, vatRate: 330, net: 375, vat: 435, total: 490 };

export function renderPdf(doc: DocumentContent): Promise<Buffer> {
  const t = LABELS[doc.locale];
  const money = (c: number) => formatMoney(c, doc.locale);
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${doc.title} ${doc.number}`, Author: 'Zaalplek' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(20).text(doc.title, LEFT, 50);
  pdf.font('Helvetica').fontSize(9);
  let y = 85;
  for (const [label, value] of doc.meta) {
    pdf.font('Helvetica-Bold').text(`${label}:`, LEFT, y, { width: 110 });
    pdf.font('Helvetica').text(value, LEFT + 110, y, { width: 385 });
    y = pdf.y + 2;
  }

  y += 10;
  const party = (title: string, p: DocumentContent['from'], x: number) => {
    pdf.font('Helvetica-Bold').text(title, x, y, { width: 230 });
    pdf.font('Helvetica').text([p.name, ...p.lines].join('\n'), x, pdf.y, { width: 230 });
    return pdf.y;
  };
  y = Math.max(party(t.from, doc.from, LEFT), party(t.to, doc.to, 300)) + 20;

  const row = (cells: [string, string, string, string, string, string], bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(cells[0], COLS.description, y, { width: 235 });
    const h = pdf.y;
    pdf.text(cells[1], COLS.quantity, y, { width: 35, align: 'right' });
    pdf.text(cells[2], COLS.vatRate, y, { width: 40, align: 'right' });
    pdf.text(cells[3], COLS.net, y, { width: 55, align: 'right' });
    pdf.text(cells[4], COLS.vat, y, { width: 50, align: 'right' });
    pdf.text(cells[5], COLS.total, y, { width: RIGHT - COLS.total, align: 'right' });
    y = Math.max(h, pdf.y) + 4;
  };
  row([t.description, t.quantity, t.vatRate, t.net, t.vat, t.total], true);
  pdf.moveTo(LEFT, y - 2).lineTo(RIGHT, y - 2).stroke();
  for (const r of doc.rows) {
    if (y > 740) {
      pdf.addPage();
      y = 50;
    }
    row([r.description, r.quantity == null ? '' : String(r.quantity), `${r.vat_rate}%`, money(r.net), money(r.vat), money(r.total)]);
  }
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 8;

  const total = (label: string, cents: number, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, 300, y, { width: 170 });
    pdf.text(money(cents), 470, y, { width: RIGHT - 470, align: 'right' });
    y = pdf.y + 3;
  };
  for (const line of doc.vat.lines) total(`${t.vatLine(line.vat_rate)} ${money(line.base)}`, line.vat);
  total(t.totalNet, doc.vat.total_net);
  total(t.totalVat, doc.vat.total_vat);
  total(t.totalIncl, doc.vat.total, true);
  y += 6;
  for (const [label, cents] of doc.totals) total(label, cents, true);

  y += 16;
  pdf.font('Helvetica').fontSize(9);
  for (const note of doc.notes) {
    pdf.text(note, LEFT, y, { width: RIGHT - LEFT });
    y = pdf.y + 4;
  }
  pdf.fontSize(8).fillColor('#666666').text(t.footer, LEFT, 780, { width: RIGHT - LEFT, align: 'center' });
  pdf.end();
  return done;
}
