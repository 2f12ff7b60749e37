import { gql } from '../module';

export const financeTypeDefs = gql`
  enum InvoiceType {
    INVOICE
    PAYOUT
    PROOF_OF_PAYMENT
    REFUND
  }

  enum FinanceStatus {
    COMPLETED
    DUPLICATED_REQUEST
    PENDING
  }

  "a row of the /finance documents table (spec: created, document, number, booking ID, amount, status, host, invoiced, paid, refund)"
  type FinanceDocument {
    invoice_id: Int!
    invoice_type: InvoiceType!
    document_number: String!
    booking_id: Int
    "cents"
    amount: Int!
    status: FinanceStatus!
    "host organisation name"
    host: String
    invoiced: Int!
    paid: Int!
    refund: Int!
    "ISO UTC"
    ts_created: String!
    "GET this with the bearer token: the PDF"
    document_url: String!
    "PAYOUT documents: PENDING | COMPLETED | FAILED"
    payout_status: String
  }

  input FinanceHistoryFilters {
    invoice_type: InvoiceType
    booking_id: Int
    "1-based"
    page: Int
    "default 20, max 50"
    size: Int
  }

  type FinanceHistoryPage {
    result: [FinanceDocument!]!
    total: Int!
    page: Int!
    size: Int!
    total_pages: Int!
  }

  extend type Query {
    "guest: own bookings' documents; host: the organisation's; admin: all. Newest first"
    all_finance_history(filters: FinanceHistoryFilters): FinanceHistoryPage!
    "one booking's documents (/bookings/{id}/finance), same access rule"
    booking_invoices_history(booking_id: Int!): [FinanceDocument!]!
  }

  extend type Mutation {
    "e-mails the document link again to the guest (and the payer)"
    resend_invoice(invoice_id: Int!): Boolean!
  }
`;
