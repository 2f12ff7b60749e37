/**
 * Discovery performance, part 4 (search benchmark): small GIN pending lists on the indexes a search reads.
 *
 * A GIN index with fastupdate (the default) queues new entries in a pending list of up to
 * gin_pending_list_limit (4 MB) and merges them into the index only when the list is full or at VACUUM.
 * Every scan of the index reads the whole pending list. Search rows are rewritten often (a booking
 * changes `occupied`, a host edits a space), so the lists of space_search_row's GIN indexes fill up
 * between vacuums: on the benchmark data a few thousand rewritten rows left 280 pending pages on the
 * space-name trigram index, 190 on open_hours and 80 on the keys index. Each text search then read 2 x 280
 * pages for space names that match nothing (~3.5 ms per scan instead of 0.1 ms), and the "nearby cities"
 * suggestion of a date search, which scans open_hours once per city, read 72 x 190 pages.
 *
 * A limit of 64 kB (the minimum) keeps each scan's extra reading to at most 8 pages while writers still
 * merge in batches (fastupdate off would make every row write descend the index once per key, up to
 * ~50 keys per row for open_hours). The current lists are merged now.
 */
import type { Knex } from 'knex';

const INDEXES = ['ssr_space_name_trgm', 'ssr_keys', 'ssr_open_hours', 'venue_name_norm_trgm', 'seo_location_name_norm_trgm'];

export async function up(knex: Knex): Promise<void> {
  for (const index of INDEXES) {
    await knex.raw(`ALTER INDEX ${index} SET (gin_pending_list_limit = 64)`);
    await knex.raw('SELECT gin_clean_pending_list(?::regclass)', [index]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const index of INDEXES) await knex.raw(`ALTER INDEX ${index} RESET (gin_pending_list_limit)`);
}
