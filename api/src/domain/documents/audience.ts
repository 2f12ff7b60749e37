/**
 * Who each finance document is for. The guest of a booking gets what was issued to them (invoice,
 * proof of payment, refund note); the host side gets them too as their issuer when its role may see
 * the documents of its bookings, and alone gets what the platform issues to the host (the payout
 * statement with the host's IBAN and holder, KvK and VAT numbers, commission and payout — and a
 * commission invoice when there is one). One table for all_finance_history, booking_invoices_history,
 * resend_invoice and GET /api/finance/document/{id}/ (services/documents/access.ts).
 */
import type { Action } from '../../auth/permissions';
import { INVOICE_TYPES, type InvoiceType } from './numbering';

export interface DocumentAudience {
  /** the booking's guest (or the account the document was issued to) */
  guest: boolean;
  /** the host organisation's side, by the role table */
  host: Action;
}

export const DOCUMENT_AUDIENCE: Record<InvoiceType, DocumentAudience> = {
  INVOICE: { guest: true, host: 'booking_documents.view' },
  PROOF_OF_PAYMENT: { guest: true, host: 'booking_documents.view' },
  REFUND: { guest: true, host: 'booking_documents.view' },
  PAYOUT: { guest: false, host: 'finance.view' },
};

/** The document types a guest sees of their own bookings. */
export const guestDocumentTypes = (): InvoiceType[] => INVOICE_TYPES.filter((t) => DOCUMENT_AUDIENCE[t].guest);

/** The document types a host-side caller sees of its organisation, given what its role may do. */
export const hostDocumentTypes = (may: (action: Action) => boolean): InvoiceType[] => INVOICE_TYPES.filter((t) => may(DOCUMENT_AUDIENCE[t].host));
