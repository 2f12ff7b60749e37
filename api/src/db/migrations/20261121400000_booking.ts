/**
 * Booking core: order states and deadlines, the request form fields, history labels,
 * change requests, coupon lockout and the booking_status NOTIFY channel.
 * Statuses PASSED and REFUNDED are added to booking_status (OPTIONAL stays valid for old rows).
 */
import type { Knex } from 'knex';
import { dropTables, timestamps } from '../migrations-helpers';

const BOOKING_STATUSES = ['DRAFT', 'PENDING', 'PAYMENT_PROCESSING', 'PAID', 'OPTIONAL', 'PASSED', 'COMPLETED', 'EXPIRED', 'DECLINED', 'CANCELLED', 'REFUNDED'];
const ORDER_STATES = [
  'HOST_APPROVAL', 'CUSTOMER_APPROVAL', 'PAYMENT_PENDING', 'PAYMENT_PROCESSING', 'PAYMENT_FAILED', 'PAID',
  'PAYOUT_PENDING', 'PAYOUT_COMPLETED', 'PAYOUT_FAILED', 'EXPIRED', 'CLOSED_BY_CUSTOMER', 'CLOSED_BY_HOST',
];
const WAITING_REASONS = ['HOST_REPLY', 'GUEST_REPLY', 'CHANGE_APPROVAL'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

async function dropChecksOn(knex: Knex, table: string, column: string): Promise<void> {
  const { rows } = await knex.raw(
    `SELECT conname FROM pg_constraint WHERE conrelid = ?::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE ?`,
    [table, `%${column}%`],
  );
  for (const r of rows as Array<{ conname: string }>) await knex.raw('ALTER TABLE ?? DROP CONSTRAINT ??', [table, r.conname]);
}

export async function up(knex: Knex): Promise<void> {
  await dropChecksOn(knex, 'booking', 'booking_status');
  await knex.raw(`ALTER TABLE booking ADD CONSTRAINT booking_status_check CHECK (booking_status IN (${list(BOOKING_STATUSES)}))`);
  await knex.schema.alterTable('booking', (t) => {
    t.text('meeting_description');
    t.string('discount_reason', 1000);
    t.boolean('is_afterpay_requested').notNullable().defaultTo(false);
    t.boolean('is_reservation_extended').notNullable().defaultTo(false);
    t.boolean('terms_accepted').notNullable().defaultTo(false);
    t.boolean('is_deleted').notNullable().defaultTo(false);
    t.integer('origin_booking_id').references('booking.booking_id').onDelete('SET NULL');
    t.text('waiting_reason').checkIn(WAITING_REASONS);
    t.text('payer_phone');
    t.jsonb('booking_meta').notNullable().defaultTo('{}');
  });

  await knex.schema.alterTable('booking_history', (t) => {
    t.text('order_state');
    t.text('history_label');
    t.text('waiting_reason');
  });

  await knex.schema.alterTable('booking_order', (t) => {
    t.text('order_state').checkIn(ORDER_STATES); // default: trigger booking_order_default_state; NOT NULL set below
    t.text('payment_method').notNullable().defaultTo('DIRECT').checkIn(['DIRECT', 'AFTERPAY']);
    t.text('order_kind').notNullable().defaultTo('BOOKING').checkIn(['BOOKING', 'CHANGE']);
    for (const c of ['order_total_vat_excl', 'discount_total', 'service_fee_vat', 'service_fee_total']) t.integer(c).notNullable().defaultTo(0);
    for (const c of ['ts_host_approval_dl', 'ts_customer_approval_dl', 'ts_order_cancellation_dl', 'ts_payment_expiration_dl',
      'ts_reminder_sent', 'ts_due_reminder_sent', 'ts_overdue_sent', 'ts_invoice_due', 'ts_paid']) {
      t.timestamp(c, { useTz: true });
    }
    t.integer('order_dispute_th').notNullable().defaultTo(48);
    t.jsonb('order_meta').notNullable().defaultTo('{}');
    t.jsonb('quote').nullable();
  });
  // rows written without an order state (demo data, older code): derive it from the booking
  await knex.raw(`
    CREATE FUNCTION booking_order_default_state() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE b booking%ROWTYPE;
    BEGIN
      IF NEW.order_state IS NOT NULL THEN RETURN NEW; END IF;
      SELECT * INTO b FROM booking WHERE booking_id = NEW.booking_id;
      NEW.order_state := CASE b.booking_status
        WHEN 'PAID' THEN 'PAID' WHEN 'PASSED' THEN 'PAYOUT_PENDING' WHEN 'COMPLETED' THEN 'PAYOUT_COMPLETED'
        WHEN 'PAYMENT_PROCESSING' THEN 'PAYMENT_PROCESSING' WHEN 'EXPIRED' THEN 'EXPIRED' WHEN 'DECLINED' THEN 'CLOSED_BY_HOST'
        WHEN 'CANCELLED' THEN 'CLOSED_BY_CUSTOMER' WHEN 'REFUNDED' THEN 'CLOSED_BY_CUSTOMER'
        WHEN 'PENDING' THEN CASE WHEN b.booking_type = 'MANUAL' THEN 'HOST_APPROVAL' ELSE 'PAYMENT_PENDING' END
        ELSE 'PAYMENT_PENDING' END;
      NEW.payment_method := COALESCE(b.payment_method, NEW.payment_method);
      NEW.ts_payment_expiration_dl := COALESCE(NEW.ts_payment_expiration_dl, b.expires_at);
      RETURN NEW;
    END $$`);
  await knex.raw('CREATE TRIGGER booking_order_default_state BEFORE INSERT ON booking_order FOR EACH ROW EXECUTE FUNCTION booking_order_default_state()');
  await knex.raw(`UPDATE booking_order o SET order_state = CASE b.booking_status
      WHEN 'PAID' THEN 'PAID' WHEN 'COMPLETED' THEN 'PAYOUT_COMPLETED' WHEN 'PAYMENT_PROCESSING' THEN 'PAYMENT_PROCESSING'
      WHEN 'EXPIRED' THEN 'EXPIRED' WHEN 'DECLINED' THEN 'CLOSED_BY_HOST' WHEN 'CANCELLED' THEN 'CLOSED_BY_CUSTOMER'
      WHEN 'PENDING' THEN CASE WHEN b.booking_type = 'MANUAL' THEN 'HOST_APPROVAL' ELSE 'PAYMENT_PENDING' END
      ELSE 'PAYMENT_PENDING' END,
      payment_method = COALESCE(b.payment_method, 'DIRECT'),
      ts_payment_expiration_dl = b.expires_at
    FROM booking b WHERE b.booking_id = o.booking_id`);
  await knex.raw('ALTER TABLE booking_order ALTER COLUMN order_state SET NOT NULL');
  await knex.raw(`CREATE INDEX booking_order_deadlines ON booking_order (booking_id)
    WHERE order_state IN ('HOST_APPROVAL','CUSTOMER_APPROVAL','PAYMENT_PENDING','PAYMENT_FAILED','PAID','PAYOUT_PENDING')`);

  await dropChecksOn(knex, 'booking_order_item', 'item_type');
  await knex.raw(`ALTER TABLE booking_order_item ADD CONSTRAINT booking_order_item_type_check
    CHECK (item_type IN ('SPACE','CONFIGURATION','SERVICE','SERVICE_FEE','DISCOUNT'))`);
  await knex.schema.alterTable('booking_order_item', (t) => {
    t.integer('reference_id');
    t.text('service_type');
    t.text('order_type');
    t.boolean('is_mandatory').notNullable().defaultTo(false);
    t.decimal('hours', 6, 2);
    t.integer('order_item_subtotal').notNullable().defaultTo(0);
    t.integer('discount').notNullable().defaultTo(0);
    t.integer('service_fee').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('booking_change_request', (t) => {
    t.increments('change_request_id');
    t.integer('booking_id').notNullable().references('booking.booking_id').onDelete('CASCADE').index();
    t.text('requested_by').notNullable().checkIn(['GUEST', 'HOST']);
    t.integer('account_id').references('account.account_id').onDelete('SET NULL');
    t.text('status').notNullable().defaultTo('PENDING').checkIn(['PENDING', 'APPROVED', 'DECLINED', 'CANCELLED', 'EXPIRED']);
    t.timestamp('booking_start', { useTz: true }).notNullable();
    t.timestamp('booking_end', { useTz: true }).notNullable();
    t.integer('attendees').notNullable();
    t.integer('configuration_id');
    t.jsonb('services').notNullable().defaultTo('[]');
    t.integer('price_difference').notNullable().defaultTo(0);
    t.timestamp('ts_expires', { useTz: true }).notNullable();
    t.timestamp('ts_answered', { useTz: true });
    timestamps(knex, t, false);
  });
  await knex.raw(`CREATE UNIQUE INDEX booking_change_request_one_open ON booking_change_request (booking_id) WHERE status = 'PENDING'`);

  await knex.schema.createTable('coupon_attempt', (t) => {
    t.increments('coupon_attempt_id');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE');
    t.string('coupon_code', 50).notNullable();
    timestamps(knex, t, false);
    t.index(['account_id', 'ts_created']);
  });

  // wait_for_booking_status: every status / order state change is announced on channel booking_status
  await knex.raw(`
    CREATE FUNCTION booking_status_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE b booking%ROWTYPE; st text;
    BEGIN
      IF TG_TABLE_NAME = 'booking' THEN
        IF TG_OP = 'UPDATE' AND NEW.booking_status IS NOT DISTINCT FROM OLD.booking_status THEN RETURN NEW; END IF;
        b := NEW;
      ELSE
        IF TG_OP = 'UPDATE' AND NEW.order_state IS NOT DISTINCT FROM OLD.order_state THEN RETURN NEW; END IF;
        SELECT * INTO b FROM booking WHERE booking_id = NEW.booking_id;
      END IF;
      SELECT o.order_state INTO st FROM booking_order o WHERE o.booking_id = b.booking_id AND o.order_kind = 'BOOKING' ORDER BY o.order_id LIMIT 1;
      PERFORM pg_notify('booking_status', json_build_object('booking_id', b.booking_id, 'account_id', b.account_id,
        'booking_status', b.booking_status, 'order_state', st)::text);
      RETURN NEW;
    END $$`);
  await knex.raw('CREATE TRIGGER booking_status_notify AFTER INSERT OR UPDATE OF booking_status ON booking FOR EACH ROW EXECUTE FUNCTION booking_status_notify()');
  await knex.raw('CREATE TRIGGER booking_order_state_notify AFTER INSERT OR UPDATE OF order_state ON booking_order FOR EACH ROW EXECUTE FUNCTION booking_status_notify()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS booking_order_state_notify ON booking_order');
  await knex.raw('DROP TRIGGER IF EXISTS booking_status_notify ON booking');
  await knex.raw('DROP FUNCTION IF EXISTS booking_status_notify()');
  await knex.raw('DROP TRIGGER IF EXISTS booking_order_default_state ON booking_order');
  await knex.raw('DROP FUNCTION IF EXISTS booking_order_default_state()');
  await dropTables(knex, ['coupon_attempt', 'booking_change_request']);
  await knex.schema.alterTable('booking_order_item', (t) => {
    t.dropColumns('reference_id', 'service_type', 'order_type', 'is_mandatory', 'hours', 'order_item_subtotal', 'discount', 'service_fee');
  });
  await knex.raw('DROP INDEX IF EXISTS booking_order_deadlines');
  await knex.schema.alterTable('booking_order', (t) => {
    t.dropColumns('order_state', 'payment_method', 'order_kind', 'order_total_vat_excl', 'discount_total', 'service_fee_vat', 'service_fee_total',
      'ts_host_approval_dl', 'ts_customer_approval_dl', 'ts_order_cancellation_dl', 'ts_payment_expiration_dl', 'ts_reminder_sent',
      'ts_due_reminder_sent', 'ts_overdue_sent', 'ts_invoice_due', 'ts_paid', 'order_dispute_th', 'order_meta', 'quote');
  });
  await knex.schema.alterTable('booking_history', (t) => t.dropColumns('order_state', 'history_label', 'waiting_reason'));
  await knex.schema.alterTable('booking', (t) => {
    t.dropColumns('meeting_description', 'discount_reason', 'is_afterpay_requested', 'is_reservation_extended', 'terms_accepted',
      'is_deleted', 'origin_booking_id', 'waiting_reason', 'payer_phone', 'booking_meta');
  });
}
