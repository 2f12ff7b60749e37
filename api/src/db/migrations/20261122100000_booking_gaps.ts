/**
 * A booking can have more than one proof of payment: one per paid payment (the main order and the
 * extra CHANGE order of an approved change request). Invoices and payout statements stay one per
 * booking; refund notes one per refund.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS finance_document_once_per_booking');
  await knex.raw(`CREATE UNIQUE INDEX finance_document_once_per_booking ON finance_document (booking_id, invoice_type)
    WHERE invoice_type IN ('INVOICE', 'PAYOUT') AND booking_id IS NOT NULL`);
  await knex.raw(`CREATE UNIQUE INDEX finance_document_once_per_payment ON finance_document (payment_id)
    WHERE invoice_type = 'PROOF_OF_PAYMENT' AND payment_id IS NOT NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS finance_document_once_per_payment');
  await knex.raw('DROP INDEX IF EXISTS finance_document_once_per_booking');
  await knex.raw(`CREATE UNIQUE INDEX finance_document_once_per_booking ON finance_document (booking_id, invoice_type)
    WHERE invoice_type IN ('INVOICE', 'PROOF_OF_PAYMENT', 'PAYOUT') AND booking_id IS NOT NULL`);
}
