import type { Knex } from 'knex';
import { ACTIVITIES, CONFIGURATION_TYPES, ORDER_TYPES, SERVICE_TYPES, SPACE_BOOKING_TYPES, SYSTEM_SERVICES } from '../constants';
import { dropTables, timestamps, touchOnUpdate, trgmIndex } from '../migrations-helpers';

// the calendar lists as this migration created them (extended later; today's vocabulary: domain/calendar/vocabulary.ts)
const CALENDAR_PROVIDERS = ['apple', 'exchange', 'google', 'live_connect', 'office365'] as const;
const CALENDAR_SYNC_STATUSES = ['PENDING', 'SYNCED', 'UNSUBSCRIBED'] as const;

const cents = (t: Knex.CreateTableBuilder, name: string) => t.integer(name).notNullable().defaultTo(0).checkBetween([0, 2147483647]);

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('space', (t) => {
    t.increments('space_id');
    t.integer('venue_id').notNullable().references('venue.venue_id').onDelete('CASCADE').index();
    t.string('space_name', 100).notNullable();
    t.string('internal_name', 100);
    t.text('space_slug').notNullable();
    t.string('space_reference', 12).notNullable().unique().checkRegex('^[0-9]+$');
    t.string('space_description', 3000);
    t.text('access_instructions');
    t.integer('space_size');
    t.integer('min_guests').notNullable().defaultTo(2);
    t.integer('max_guests').notNullable().defaultTo(10);
    cents(t, 'short_day_price');
    cents(t, 'half_day_price');
    cents(t, 'day_price');
    cents(t, 'full_day_price');
    t.smallint('vat_rate').notNullable().defaultTo(21).checkIn(['21', '9', '3', '0']);
    t.decimal('service_fee_rate', 5, 2).notNullable().defaultTo(10);
    t.text('space_booking_type').notNullable().defaultTo('MANUAL').checkIn([...SPACE_BOOKING_TYPES]);
    t.integer('cancellation_th').notNullable().defaultTo(48);
    t.integer('host_approval_th').notNullable().defaultTo(48);
    t.integer('book_before_min_th').notNullable().defaultTo(0);
    t.integer('book_before_max_th');
    t.integer('preparation_time').notNullable().defaultTo(0).checkBetween([0, 1440]);
    t.integer('service_break').notNullable().defaultTo(0).checkIn(['0', '30', '60', '90', '120']);
    t.integer('booking_limit').notNullable().defaultTo(0);
    t.boolean('has_discount').notNullable().defaultTo(false);
    t.decimal('discount_percentage', 5, 2);
    t.text('discount_description');
    t.text('wifi_name');
    t.text('wifi_code');
    t.boolean('is_afterpay_allowed').notNullable().defaultTo(false);
    t.boolean('is_payment_options_selectable').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(false);
    t.boolean('is_prospect').notNullable().defaultTo(false);
    t.boolean('is_highlighted').notNullable().defaultTo(false);
    t.integer('highlight_position');
    t.decimal('rating', 3, 1);
    t.text('meta_title');
    t.text('meta_description');
    timestamps(knex, t);
  });
  await touchOnUpdate(knex, 'space');
  await trgmIndex(knex, 'space', 'space_name');
  await knex.raw('CREATE UNIQUE INDEX space_highlight_position_unique ON space (highlight_position) WHERE is_highlighted');
  await knex.raw('CREATE INDEX space_active_half_day_price ON space (half_day_price) WHERE is_active');

  await knex.schema.createTable('space_category', (t) => {
    t.increments('category_id');
    t.text('category_key').notNullable().unique();
    t.text('name_nl').notNullable();
    t.text('name_en').notNullable();
    t.integer('position').notNullable();
  });
  await knex('space_category').insert(ACTIVITIES.map((a, i) => ({ category_key: a.key, name_nl: a.nl, name_en: a.en, position: i + 1 })));
  await knex.schema.createTable('space_category_link', (t) => {
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE');
    t.integer('category_id').notNullable().references('space_category.category_id').onDelete('CASCADE').index();
    t.boolean('has_mandatory').notNullable().defaultTo(false);
    t.primary(['space_id', 'category_id']);
  });

  await knex.schema.createTable('configuration_type', (t) => {
    t.text('configuration_type').primary();
    t.text('name_nl').notNullable();
    t.text('name_en').notNullable();
    t.integer('position').notNullable();
  });
  await knex('configuration_type').insert(
    CONFIGURATION_TYPES.map((c, i) => ({ configuration_type: c.key, name_nl: c.nl, name_en: c.en, position: i + 1 })),
  );
  await knex.schema.createTable('space_configuration', (t) => {
    t.increments('configuration_id');
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE').index();
    t.text('configuration_type').notNullable().references('configuration_type.configuration_type');
    t.boolean('is_default').notNullable().defaultTo(false);
    cents(t, 'configuration_price');
    t.integer('min_guests').notNullable().defaultTo(1);
    t.integer('max_guests').notNullable();
    t.unique(['space_id', 'configuration_type']);
  });

  await knex.schema.createTable('space_feature', (t) => {
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE');
    t.integer('feature_id').notNullable().references('feature.feature_id').onDelete('CASCADE').index();
    t.primary(['space_id', 'feature_id']);
  });

  await knex.schema.createTable('space_availability', (t) => {
    t.increments('space_availability_id');
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE').index();
    t.boolean('is_opened').notNullable().defaultTo(false);
    t.timestamp('slot_from', { useTz: true }).notNullable();
    t.timestamp('slot_to', { useTz: true }).notNullable();
    t.text('slot_description');
  });

  await knex.schema.createTable('calendar_link', (t) => {
    t.increments('calendar_link_id');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE').index();
    t.integer('space_id').notNullable().unique().references('space.space_id').onDelete('CASCADE');
    t.text('provider_name').notNullable().checkIn([...CALENDAR_PROVIDERS]);
    t.text('profile_id');
    t.text('calendar_id');
    t.text('calendar_name');
    t.text('sync_status').notNullable().defaultTo('PENDING').checkIn([...CALENDAR_SYNC_STATUSES]);
    t.boolean('is_synchronized').notNullable().defaultTo(false);
    t.boolean('calendar_deleted').notNullable().defaultTo(false);
    t.timestamp('ts_last_sync', { useTz: true });
  });

  await knex.schema.createTable('favorite_space', (t) => {
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE');
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE').index();
    t.primary(['account_id', 'space_id']);
    timestamps(knex, t, false);
  });

  await knex.schema.createTable('system_service', (t) => {
    t.increments('system_service_id');
    t.text('system_service_key').notNullable().unique();
    t.text('system_service_name_nl').notNullable();
    t.text('system_service_name_en').notNullable();
    t.text('system_service_type').notNullable().checkIn([...SERVICE_TYPES]);
    t.text('order_type').notNullable().defaultTo('static').checkIn([...ORDER_TYPES]);
    t.boolean('is_venue').notNullable().defaultTo(true);
    t.boolean('is_space').notNullable().defaultTo(true);
    t.boolean('allow_on_demand').notNullable().defaultTo(true);
    t.boolean('expect_quantity').notNullable().defaultTo(false);
    t.boolean('is_inventory_allowed').notNullable().defaultTo(false);
    t.smallint('vat_rate').notNullable().defaultTo(21);
    t.integer('position').notNullable();
  });
  await knex('system_service').insert(
    SYSTEM_SERVICES.map((s, i) => ({
      system_service_key: s.key,
      system_service_name_nl: s.nl,
      system_service_name_en: s.en,
      system_service_type: s.type,
      order_type: s.order,
      is_venue: s.type !== 'FACILITY',
      is_space: s.type !== 'CATERING',
      expect_quantity: s.order !== 'static',
      is_inventory_allowed: s.order === 'per_item' || s.order === 'per_item_or_per_hour',
      vat_rate: s.vat,
      position: i + 1,
    })),
  );

  await knex.schema.createTable('venue_service', (t) => {
    t.increments('venue_service_id');
    t.integer('venue_id').notNullable().references('venue.venue_id').onDelete('CASCADE');
    t.integer('system_service_id').notNullable().references('system_service.system_service_id').index();
    t.text('description');
    t.boolean('is_enabled').notNullable().defaultTo(true);
    t.boolean('is_inventory_enabled').notNullable().defaultTo(false);
    t.boolean('is_on_demand').notNullable().defaultTo(false);
    t.integer('max_inventory');
    t.smallint('vat_rate').notNullable().defaultTo(21);
    cents(t, 'price');
    cents(t, 'price_net');
    t.text('order_type').notNullable().defaultTo('static').checkIn([...ORDER_TYPES]);
    t.boolean('is_mandatory').notNullable().defaultTo(false);
    t.unique(['venue_id', 'system_service_id']);
  });

  await knex.schema.createTable('space_service', (t) => {
    t.increments('space_service_id');
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE');
    t.integer('venue_service_id').notNullable().references('venue_service.venue_service_id').onDelete('CASCADE').index();
    t.boolean('is_enabled').notNullable().defaultTo(true);
    t.boolean('is_on_demand').notNullable().defaultTo(false);
    t.integer('price');
    t.boolean('is_mandatory').notNullable().defaultTo(false);
    t.unique(['space_id', 'venue_service_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, [
    'space_service', 'venue_service', 'system_service', 'favorite_space', 'calendar_link', 'space_availability',
    'space_feature', 'space_configuration', 'configuration_type', 'space_category_link', 'space_category', 'space',
  ]);
}
