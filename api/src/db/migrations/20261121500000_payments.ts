/**
 * Payments and documents: our record of every payment attempt at a provider, the
 * built-in test provider's own tables (it behaves like an external iDEAL provider, so it keeps
 * its state apart), payers and payment links, refunds, gapless document counters, and the
 * PDF bytes of finance documents (stored in the DB like images, so every API process serves them).
 */
import type { Knex } from 'knex';
import { dropTables, timestamps } from '../migrations-helpers';

const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_payer', (t) => {
    t.increments('payer_id');
    t.integer('booking_id').notNullable().references('booking.booking_id').onDelete('CASCADE').index();
    t.text('full_name').notNullable();
    t.text('email').notNullable();
    t.text('phone');
    t.text('organisation_name');
    t.text('address');
    timestamps(knex, t, false);
  });

  await knex.schema.createTable('payment_link', (t) => {
    t.increments('payment_link_id');
    t.integer('booking_id').notNullable().references('booking.booking_id').onDelete('CASCADE').index();
    t.integer('payer_id').references('booking_payer.payer_id').onDelete('SET NULL');
    t.text('link_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true });
    timestamps(knex, t, false);
  });
  await knex.raw(`ALTER TABLE payment_link ADD CONSTRAINT payment_link_hash_format CHECK (link_hash ~ '^[a-zA-Z0-9]{6,8}$')`);

  await knex.schema.createTable('payment', (t) => {
    t.increments('payment_id');
    t.integer('order_id').notNullable().references('booking_order.order_id').onDelete('CASCADE').index();
    t.integer('booking_id').notNullable().references('booking.booking_id').onDelete('CASCADE').index();
    t.integer('payment_link_id').references('payment_link.payment_link_id').onDelete('SET NULL');
    t.text('provider').notNullable().checkIn(['test', 'mollie']);
    t.text('provider_payment_id').notNullable();
    t.integer('amount').notNullable();
    t.text('status').notNullable().defaultTo('open').checkIn(PAYMENT_STATUSES);
    t.text('checkout_url');
    t.timestamp('paid_at', { useTz: true });
    timestamps(knex, t);
    t.unique(['provider', 'provider_payment_id']);
  });
  // a second paid payment of one order (two tabs) is recorded as paid and refunded (processPaymentUpdate), never counted twice
  await knex.raw(`CREATE INDEX payment_open_by_status ON payment (status) WHERE status IN ('open', 'pending')`);

  await knex.schema.createTable('payment_event', (t) => {
    t.increments('payment_event_id');
    t.integer('payment_id').references('payment.payment_id').onDelete('CASCADE').index();
    t.text('provider_payment_id').notNullable();
    t.text('provider_status');
    t.text('result').notNullable().checkIn(['COMPLETED', 'DUPLICATED_REQUEST', 'FAILED', 'PENDING', 'UNKNOWN']);
    t.text('source').notNullable().checkIn(['webhook', 'reconcile', 'return']);
    timestamps(knex, t, false);
  });

  await knex.schema.createTable('refund', (t) => {
    t.increments('refund_id');
    t.integer('booking_id').notNullable().references('booking.booking_id').onDelete('CASCADE').index();
    t.integer('order_id').notNullable().references('booking_order.order_id').onDelete('CASCADE');
    t.integer('payment_id').notNullable().references('payment.payment_id').onDelete('CASCADE');
    t.integer('amount').notNullable();
    t.text('reason');
    t.text('status').notNullable().defaultTo('PENDING').checkIn(['PENDING', 'COMPLETED', 'FAILED']);
    t.text('provider_refund_id');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    timestamps(knex, t, false);
  });
  await knex.raw(`ALTER TABLE refund ADD CONSTRAINT refund_amount_positive CHECK (amount > 0)`);

  await knex.schema.createTable('document_counter', (t) => {
    t.text('invoice_type').notNullable();
    t.integer('year').notNullable();
    t.integer('last_number').notNullable().defaultTo(0);
    t.primary(['invoice_type', 'year']);
  });

  await knex.schema.alterTable('finance_document', (t) => {
    t.text('locale').notNullable().defaultTo('nl');
    t.binary('pdf');
    t.integer('refund_id').references('refund.refund_id').onDelete('SET NULL');
    t.integer('payout_id').references('payout.payout_id').onDelete('SET NULL');
    t.integer('payment_id').references('payment.payment_id').onDelete('SET NULL');
  });
  // one invoice, one proof of payment and one payout statement per booking; refunds: one note per refund
  await knex.raw(`CREATE UNIQUE INDEX finance_document_once_per_booking ON finance_document (booking_id, invoice_type)
    WHERE invoice_type IN ('INVOICE', 'PROOF_OF_PAYMENT', 'PAYOUT') AND booking_id IS NOT NULL`);
  await knex.raw(`CREATE UNIQUE INDEX finance_document_once_per_refund ON finance_document (refund_id) WHERE refund_id IS NOT NULL`);

  await knex.schema.alterTable('payout', (t) => {
    t.text('pending_reason');
    t.timestamp('ts_created', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`CREATE UNIQUE INDEX payout_once_per_booking ON payout (booking_id)`);

  // the built-in test provider's own state (what Mollie would hold on its side)
  await knex.schema.createTable('test_provider_payment', (t) => {
    t.text('id').primary();
    t.integer('amount').notNullable();
    t.text('currency').notNullable().defaultTo('EUR');
    t.text('description').notNullable();
    t.text('method').notNullable().defaultTo('ideal');
    t.text('locale').notNullable().defaultTo('nl');
    t.text('redirect_url').notNullable();
    t.text('webhook_url').notNullable();
    t.text('status').notNullable().defaultTo('open').checkIn(PAYMENT_STATUSES);
    t.text('issuer');
    t.jsonb('metadata');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true });
    // webhook delivery (retried until a 2xx): pending while webhook_due_at is set
    t.timestamp('webhook_due_at', { useTz: true });
    t.integer('webhook_attempts').notNullable().defaultTo(0);
    timestamps(knex, t);
  });
  await knex.raw(`CREATE INDEX test_provider_payment_webhook_due ON test_provider_payment (webhook_due_at) WHERE webhook_due_at IS NOT NULL`);

  await knex.schema.createTable('test_provider_refund', (t) => {
    t.text('id').primary();
    t.text('payment_id').notNullable().references('test_provider_payment.id').onDelete('CASCADE').index();
    t.integer('amount').notNullable();
    t.text('status').notNullable().defaultTo('refunded');
    timestamps(knex, t, false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS payout_once_per_booking');
  await knex.schema.alterTable('payout', (t) => {
    t.dropColumn('pending_reason');
    t.dropColumn('ts_created');
  });
  await knex.raw('DROP INDEX IF EXISTS finance_document_once_per_booking');
  await knex.raw('DROP INDEX IF EXISTS finance_document_once_per_refund');
  await knex.schema.alterTable('finance_document', (t) => {
    for (const c of ['locale', 'pdf', 'refund_id', 'payout_id', 'payment_id']) t.dropColumn(c);
  });
  await dropTables(knex, ['test_provider_refund', 'test_provider_payment', 'document_counter', 'refund', 'payment_event', 'payment', 'payment_link', 'booking_payer']);
}
