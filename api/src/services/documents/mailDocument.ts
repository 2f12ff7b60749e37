/** E-mails a finance document (a link to its PDF) through the mail adapter (outbox + SMTP when configured). */
import type { Knex } from 'knex';
import { escapeHtml } from '../mail/escape';
import { sendMail } from '../mail';
import { LABELS } from '../../domain/documents/labels';
import { t } from '../../i18n/serverIntl';
import type { InvoiceType } from '../../domain/documents/numbering';

export const documentPath = (id: number): string => `/api/finance/document/${id}/`;

export async function mailFinanceDocument(knex: Knex, documentId: number, origin: string): Promise<number | null> {
  const doc = await knex('finance_document as d')
    .leftJoin('booking as b', 'b.booking_id', 'd.booking_id')
    .leftJoin('account as a', 'a.account_id', knex.raw('coalesce(d.account_id, b.account_id)'))
    .where('d.finance_document_id', documentId)
    .first('d.finance_document_id', 'd.invoice_type', 'd.document_number', 'd.booking_id', 'd.locale', 'a.account_id', 'a.email', 'a.first_name');
  if (!doc?.email) return null;
  const payer = doc.booking_id ? await knex('booking_payer').where({ booking_id: doc.booking_id }).orderBy('payer_id', 'desc').first('email') : null;
  const locale = doc.locale === 'en' ? 'en' : 'nl';
  const title = `${LABELS[locale][doc.invoice_type as InvoiceType]} ${doc.document_number}`;
  const url = `${origin}${documentPath(doc.finance_document_id)}`;
  const greeting = t(locale, 'document.mail.greeting', { name: doc.first_name ?? '' });
  const text = `${greeting}\n\n${t(locale, 'document.mail.ready', { title: title.toLowerCase(), url })}\n\nZaalplek`;
  const html = `<p>${escapeHtml(greeting)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></p><p>Zaalplek</p>`;
  let last: number | null = null;
  for (const to of new Set([doc.email as string, ...(payer?.email ? [payer.email as string] : [])])) {
    last = await sendMail(knex, { to, accountId: doc.account_id, template: 'finance.document', locale, subject: t(locale, 'document.mail.subject', { title }), text, html });
  }
  return last;
}
