import type { Knex } from 'knex';
import { SPACE_BOOKING_TYPES, sqlIn } from '../constants';

// the lists as this migration created them (the status and item type checks are replaced by later migrations;
// today's vocabulary: domain/booking/states.ts, domain/payments/vocabulary.ts, domain/documents/numbering.ts)
const PAYMENT_METHODS = ['DIRECT', 'AFTERPAY'] as const;
const ORDER_STATUSES = ['OPEN', 'PAID', 'REFUNDED', 'PARTIALLY_REFUNDED', 'CANCELLED'] as const;
const ORDER_ITEM_TYPES = ['SPACE', 'SERVICE', 'SERVICE_FEE', 'DISCOUNT'] as const;
const PAYOUT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
const INVOICE_TYPES = ['INVOICE', 'PAYOUT', 'PROOF_OF_PAYMENT', 'REFUND'] as const;
const FINANCE_STATUSES = ['COMPLETED', 'DUPLICATED_REQUEST', 'PENDING'] as const;
const BOOKING_STATUSES = ['DRAFT', 'PENDING', 'PAYMENT_PROCESSING', 'PAID', 'OPTIONAL', 'EXPIRED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const;
const SLOT_OCCUPYING_STATUSES = ['PENDING', 'PAYMENT_PROCESSING', 'PAID'] as const;
import { dropTables, timestamps, touchOnUpdate } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coupon', (t) => {
    t.increments('coupon_id');
    t.integer('venue_id').notNullable().references('venue.venue_id').onDelete('CASCADE');
    t.integer('space_id').references('space.space_id').onDelete('CASCADE').index();
    t.string('coupon_code', 50).notNullable();
    t.string('coupon_description', 500);
    t.timestamp('starts_from', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true });
    t.decimal('discount_percentage', 5, 2).notNullable().checkBetween([1, 100]);
    t.integer('usage_limit').notNullable().defaultTo(1);
    t.integer('times_applied').notNullable().defaultTo(0);
    t.integer('times_used').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_multi_use').notNullable().defaultTo(false);
    timestamps(knex, t, false);
    t.unique(['venue_id', 'coupon_code']);
  });

  await knex.schema.createTable('booking', (t) => {
    t.increments('booking_id');
    t.string('booking_hash', 8).notNullable().unique().checkRegex('^[a-z0-9]{6,8}$');
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE').index();
    t.integer('configuration_id').references('space_configuration.configuration_id').onDelete('SET NULL');
    t.integer('attendees').notNullable().defaultTo(2).checkBetween([1, 500]);
    t.timestamp('booking_start', { useTz: true }).notNullable();
    t.timestamp('booking_end', { useTz: true }).notNullable();
    t.integer('preparation_time').notNullable().defaultTo(0);
    t.integer('service_break').notNullable().defaultTo(0);
    t.specificType('booking_range', 'tstzrange').notNullable();
    t.specificType('occupied_range', 'tstzrange').notNullable();
    t.text('booking_status').notNullable().defaultTo('DRAFT').checkIn([...BOOKING_STATUSES]);
    t.text('booking_type').notNullable().checkIn([...SPACE_BOOKING_TYPES]);
    t.text('payment_method').checkIn([...PAYMENT_METHODS]);
    t.boolean('is_social').notNullable().defaultTo(false);
    t.integer('coupon_id').references('coupon.coupon_id').onDelete('SET NULL');
    t.text('meeting_name');
    t.string('comment', 1000);
    t.text('payer_name');
    t.text('payer_email');
    t.string('organisation_name', 50);
    t.string('coc', 8);
    t.string('billing_address', 100);
    t.text('cancellation_reason');
    t.timestamp('expires_at', { useTz: true });
    timestamps(knex, t);
  });
  await knex.raw('ALTER TABLE booking ADD CONSTRAINT booking_start_before_end CHECK (booking_start < booking_end)');
  // booking_range / occupied_range follow the times (timestamptz +- interval is not immutable, so no generated column)
  await knex.raw(`
    CREATE FUNCTION booking_set_ranges() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.booking_range := tstzrange(NEW.booking_start, NEW.booking_end, '[)');
      NEW.occupied_range := tstzrange(
        NEW.booking_start - make_interval(mins => NEW.preparation_time),
        NEW.booking_end + make_interval(mins => NEW.service_break), '[)');
      RETURN NEW;
    END $$`);
  await knex.raw(`CREATE TRIGGER booking_ranges BEFORE INSERT OR UPDATE OF booking_start, booking_end, preparation_time, service_break
    ON booking FOR EACH ROW EXECUTE FUNCTION booking_set_ranges()`);
  await touchOnUpdate(knex, 'booking');
  // No double booking, enforced by the database (SQLSTATE 23P01 exclusion_violation).
  await knex.raw(`ALTER TABLE booking ADD CONSTRAINT booking_no_overlap
    EXCLUDE USING gist (space_id WITH =, occupied_range WITH &&)
    WHERE (booking_status IN (${sqlIn(SLOT_OCCUPYING_STATUSES)}))`);
  await knex.raw('CREATE INDEX booking_space_range ON booking USING gist (space_id, booking_range)');

  await knex.schema.createTable('booking_history', (t) => {
    t.increments('booking_history_id');
    t.integer('booking_id').notNullable().references('booking.booking_id').onDelete('CASCADE').index();
    t.text('from_status');
    t.text('to_status').notNullable();
    t.integer('account_id').references('account.account_id').onDelete('SET NULL');
    t.text('note');
    timestamps(knex, t, false);
  });

  await knex.schema.createTable('booking_order', (t) => {
    t.increments('order_id');
    t.integer('booking_id').notNullable().references('booking.booking_id').onDelete('CASCADE').index();
    t.text('order_status').notNullable().defaultTo('OPEN').checkIn([...ORDER_STATUSES]);
    for (const c of ['order_subtotal', 'service_fee', 'vat_total', 'order_total', 'payout_total', 'total_paid', 'refunded_total']) {
      t.integer(c).notNullable().defaultTo(0);
    }
    t.string('currency', 3).notNullable().defaultTo('EUR');
    t.integer('coupon_id').references('coupon.coupon_id').onDelete('SET NULL');
    timestamps(knex, t);
  });

  await knex.schema.createTable('booking_order_item', (t) => {
    t.increments('order_item_id');
    t.integer('order_id').notNullable().references('booking_order.order_id').onDelete('CASCADE').index();
    t.text('item_type').notNullable().checkIn([...ORDER_ITEM_TYPES]);
    t.integer('space_service_id').references('space_service.space_service_id').onDelete('SET NULL');
    t.text('name').notNullable();
    t.integer('quantity').notNullable().defaultTo(1);
    t.integer('unit_price').notNullable();
    t.smallint('vat_rate').notNullable();
    t.integer('total_net').notNullable();
    t.integer('total_vat').notNullable();
    t.integer('total').notNullable();
  });

  await knex.schema.createTable('payout', (t) => {
    t.increments('payout_id');
    t.integer('booking_id').notNullable().references('booking.booking_id').onDelete('CASCADE').index();
    t.integer('organisation_id').notNullable().references('organisation.organisation_id').onDelete('CASCADE').index();
    t.text('iban_name');
    t.text('iban_number');
    t.integer('amount_paid').notNullable().defaultTo(0);
    t.integer('payout_amount').notNullable().defaultTo(0);
    t.text('invoice_number');
    t.timestamp('invoice_date', { useTz: true });
    t.text('payout_status').notNullable().defaultTo('PENDING').checkIn([...PAYOUT_STATUSES]);
    t.timestamp('payout_date', { useTz: true });
  });

  await knex.schema.createTable('finance_document', (t) => {
    t.increments('finance_document_id');
    t.integer('booking_id').references('booking.booking_id').onDelete('SET NULL').index();
    t.integer('organisation_id').references('organisation.organisation_id').onDelete('SET NULL').index();
    t.integer('account_id').references('account.account_id').onDelete('SET NULL').index();
    t.text('invoice_type').notNullable().checkIn([...INVOICE_TYPES]);
    t.text('document_number').notNullable().unique();
    for (const c of ['amount', 'invoiced', 'paid', 'refund']) t.integer(c).notNullable().defaultTo(0);
    t.text('status').notNullable().defaultTo('PENDING').checkIn([...FINANCE_STATUSES]);
    t.text('file_name');
    timestamps(knex, t, false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['finance_document', 'payout', 'booking_order_item', 'booking_order', 'booking_history', 'booking', 'coupon']);
  await knex.raw('DROP FUNCTION IF EXISTS booking_set_ranges()');
}
