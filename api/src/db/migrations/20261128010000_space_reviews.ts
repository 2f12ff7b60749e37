/**
 * Reviews (guest-and-platform 3, the REVIEW screen mode): after a booking has passed its guest rates
 * the space 1-5 with a text, once per booking; the host replies once; staff may hide a review or
 * promote it to a home-page testimonial (feedback row). space.rating (0-10, as the search rows and
 * cards read it) is the average of the visible reviews doubled, kept by the reviews service.
 */
import type { Knex } from 'knex';
import { dropTables, timestamps, touchOnUpdate } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('space_review', (t) => {
    t.increments('review_id');
    t.integer('booking_id').notNullable().unique().references('booking.booking_id').onDelete('CASCADE');
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE');
    t.integer('venue_id').notNullable().references('venue.venue_id').onDelete('CASCADE');
    t.integer('account_id').references('account.account_id').onDelete('SET NULL');
    t.smallint('rating').notNullable();
    t.text('review_text').notNullable();
    t.text('host_reply');
    t.timestamp('ts_replied', { useTz: true });
    t.boolean('is_hidden').notNullable().defaultTo(false);
    t.integer('feedback_id').references('feedback.feedback_id').onDelete('SET NULL');
    timestamps(knex, t);
    t.index(['space_id', 'is_hidden']);
    t.index(['venue_id', 'is_hidden']);
  });
  await knex.raw('ALTER TABLE space_review ADD CONSTRAINT space_review_rating CHECK (rating BETWEEN 1 AND 5)');
  await touchOnUpdate(knex, 'space_review');
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['space_review']);
}
