import { startTestApp, type TestApp } from '../../test/api/testApp';
import { insertUnpaidBooking } from '../payments/testing';
import { createFinanceDocument } from './createFinanceDocument';
import { invoiceContent } from '../../domain/documents/content';
import { issueInvoice } from './issueDocuments';
import { loadDocumentSource } from './loadDocumentSource';
import { pdfText } from './pdfText';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('document numbers', () => {
  it('stay gapless and unique under concurrent creation, rolled back documents included', async () => {
    const { knex } = app.db;
    const { bookingId } = await insertUnpaidBooking(knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA1.id });
    const src = (await loadDocumentSource(knex, bookingId))!;
    const attempts = Array.from({ length: 24 }, (_, i) =>
      knex
        .transaction(async (trx) => {
          const doc = await createFinanceDocument(trx, {
            type: 'PROOF_OF_PAYMENT', bookingId: null, organisationId: src.organisationId, accountId: src.accountId, amount: 100, status: 'COMPLETED', locale: 'nl',
            content: (n, at) => invoiceContent(src.source, n, at, 'nl'),
          });
          if (i % 5 === 0) throw new Error('rolled back on purpose');
          return doc.document_number;
        })
        .catch(() => null),
    );
    const numbers = (await Promise.all(attempts)).filter((n): n is string => n !== null);
    expect(numbers).toHaveLength(19);
    const stored: string[] = await knex('finance_document').where({ invoice_type: 'PROOF_OF_PAYMENT' }).whereNull('booking_id').orderBy('document_number').pluck('document_number');
    const year = new Date().getFullYear();
    expect(stored).toEqual(Array.from({ length: 19 }, (_, i) => `POP-${year}-${String(i + 1).padStart(6, '0')}`));
  });
});

describe('GET /api/finance/document/{id}/ and the finance history', () => {
  let docId: number;
  beforeAll(async () => {
    const { knex } = app.db;
    const { bookingId } = await insertUnpaidBooking(knex, { accountId: app.fx.bookerId, spaceId: app.fx.spaceA2.id });
    const doc = await knex.transaction((trx) => issueInvoice(trx, bookingId));
    docId = doc!.finance_document_id;
  });

  it('serves the PDF with Dutch VAT lines to the guest', async () => {
    const res = await app.request(`/api/finance/document/${docId}/`, { token: app.token(app.fx.bookerId) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Factuur');
    expect(text).toContain('BTW 21% over € 424,90');
    expect(text).toContain('BTW 9% over € 120,00');
    expect(text).toContain('€ 644,93');
  });

  it('serves it to the host organisation (owner and team member) and admins, not to others', async () => {
    const get = (token?: string) => app.request(`/api/finance/document/${docId}/`, { token });
    expect((await get(app.token(app.fx.vendorId, 'VENDOR'))).status).toBe(200);
    expect((await get(app.token(app.fx.memberId, 'VENDOR'))).status).toBe(200);
    expect((await get(app.token(app.fx.adminId, 'BOOKER', true))).status).toBe(200);
    const other = await get(app.token(app.fx.otherBookerId));
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error_type: 'NOT_FOUND', entity: 'finance_document', key: 'not_found' });
    expect((await get()).status).toBe(401);
    expect((await app.request('/api/finance/document/999999/', { token: app.token(app.fx.adminId, 'BOOKER', true) })).status).toBe(404);
  });

  it('all_finance_history lists what the viewer may see; resend_invoice mails it again', async () => {
    const q = `query($f: FinanceHistoryFilters) { all_finance_history(filters: $f) { total result { invoice_id invoice_type document_number amount status host invoiced paid document_url } } }`;
    const mine = await app.graphql<any>(q, { f: { invoice_type: 'INVOICE' } }, { token: app.token(app.fx.bookerId), endpoint: 'authenticated' });
    expect(mine.body.errors).toBeUndefined();
    const row = mine.body.data.all_finance_history.result.find((r: any) => r.invoice_id === docId);
    expect(row).toMatchObject({ invoice_type: 'INVOICE', amount: 64493, invoiced: 64493, paid: 0, status: 'PENDING', host: 'Test BV', document_url: `/api/finance/document/${docId}/` });
    const other = await app.graphql<any>(q, {}, { token: app.token(app.fx.otherBookerId), endpoint: 'authenticated' });
    expect(other.body.data.all_finance_history.result.map((r: any) => r.invoice_id)).not.toContain(docId);
    const host = await app.graphql<any>(q, {}, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
    expect(host.body.data.all_finance_history.result.map((r: any) => r.invoice_id)).toContain(docId);

    const resend = `mutation($id: Int!) { resend_invoice(invoice_id: $id) }`;
    const denied = await app.graphql<any>(resend, { id: docId }, { token: app.token(app.fx.otherBookerId), endpoint: 'authenticated' });
    expect(denied.body.errors?.[0]?.extensions?.response?.body?.key).toBe('not_found');
    const before = Number((await app.db.knex('outbox_message').where({ template: 'finance.document' }).count('* as c'))[0]!.c);
    const ok = await app.graphql<any>(resend, { id: docId }, { token: app.token(app.fx.bookerId), endpoint: 'authenticated' });
    expect(ok.body.data.resend_invoice).toBe(true);
    const mails = await app.db.knex('outbox_message').where({ template: 'finance.document' }).orderBy('outbox_message_id');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toMatchObject({ recipient: 'booker@example.nl' });
    expect(mails.at(-1).body_text).toContain(`/api/finance/document/${docId}/`);
  });
});
