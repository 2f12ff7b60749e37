/**
 * Benchmark data: `npm run seed:large -- --spaces 100000 [--bookings 10]`.
 * Fills DATABASE_URL (or the embedded default data dir <repo>/.data/pg) with that many extra spaces
 * and N bookings per space, with set-based INSERT ... SELECT generate_series, then settles the tables
 * (settleAfterBulkLoad) as an older database would be.
 */
import { openDatabase, migrate } from './database';
import { seedDemoData } from './seed';
import type { Knex } from 'knex';

export function parseArgs(argv: string[]): { spaces: number; bookings: number } {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    const raw = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
    const n = raw === undefined ? fallback : Number.parseInt(raw, 10);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative integer`);
    return n;
  };
  return { spaces: value('spaces', 100000), bookings: value('bookings', 10) };
}

/**
 * After a bulk load: `CLUSTER space_search_row` and `VACUUM (ANALYZE)`.
 *
 * Every space of the load writes its search row several times in the loading transaction (space, then its
 * configuration, category and bookings: the statement triggers rewrite the row each time), so the table
 * ends with about three dead versions per live row, four times its size, in insertion order rather than
 * the geographic order search_perf2 clustered it in; and no page of any loaded table is marked
 * all-visible, so index-only scans still visit the heap. A radius or city search then reads 3-4x the
 * pages. (A database whose migrations ran after the data existed got the CLUSTER from them; a fresh one
 * does not, and autovacuum only removes the dead versions, it does not restore the order.)
 */
export async function settleAfterBulkLoad(knex: Knex): Promise<{ ms: number }> {
  const started = Date.now();
  await knex.raw('CLUSTER space_search_row'); // uses the index search_perf2 clustered it on (ssr_city_venue)
  await knex.raw('VACUUM (ANALYZE)');
  return { ms: Date.now() - started };
}

export async function seedLarge(knex: Knex, spaces: number, bookingsPerSpace: number): Promise<{ spaces: number; bookings: number; settleMs: number }> {
  if (bookingsPerSpace > 99) throw new Error('--bookings is at most 99 per space');
  const run = `large-${Date.now().toString(36)}`;
  const loaded = await knex.transaction(async (trx) => {
    const venues = Math.max(1, Math.ceil(spaces / 4));
    const maxRef = await trx('space').max<{ m: string | null }[]>({ m: trx.raw('space_reference::bigint') });
    const refBase = Number(maxRef[0]?.m ?? 100000) + 1;
    const venueBase = Number((await trx('venue').max<{ m: number | null }[]>({ m: 'venue_id' }))[0]?.m ?? 0);
    // venues spread over the seeded cities, owned by the seeded organisations
    await trx.raw(`
      INSERT INTO venue (organisation_id, venue_hash, venue_name, venue_slug, venue_description, city_id, region_id,
                         latitude, longitude, address, postal_code, status, is_active, meta_title)
      SELECT o.organisation_id,
             'y' || lpad(to_hex(? + g), 7, '0'),
             'Benchmark locatie ' || g, 'benchmark-locatie-' || g,
             'Locatie voor benchmarks nummer ' || g, c.location_id, c.parent_id,
             c.latitude + (random() - 0.5) * 0.05, c.longitude + (random() - 0.5) * 0.08,
             'Benchmarkstraat ' || g, '1000 AA', 'PUBLISHED', true, ?
      FROM generate_series(1, ?) g
      CROSS JOIN LATERAL (SELECT organisation_id FROM organisation ORDER BY organisation_id OFFSET (g % (SELECT count(*) FROM organisation)) LIMIT 1) o
      CROSS JOIN LATERAL (SELECT location_id, parent_id, latitude, longitude FROM seo_location WHERE entity_type = 'CITY'
                          ORDER BY location_id OFFSET (g % (SELECT count(*) FROM seo_location WHERE entity_type = 'CITY')) LIMIT 1) c`,
      [venueBase, run, venues]);
    await trx.raw(`
      INSERT INTO working_time (venue_id, week_day, open_time, close_time)
      SELECT v.venue_id, d, 480, 1080 FROM venue v CROSS JOIN generate_series(1, 5) d WHERE v.meta_title = ?`, [run]);
    await trx.raw(`
      INSERT INTO space (venue_id, space_name, space_slug, space_reference, space_description, space_size, min_guests, max_guests,
                         short_day_price, half_day_price, day_price, full_day_price, space_booking_type, is_active, meta_title)
      SELECT v.venue_id, 'Benchmarkzaal ' || g, 'benchmarkzaal-' || g, (? + g - 1)::text, 'Ruimte voor benchmarks',
             20 + (g % 200), 2, 4 + (g % 100),
             (7500 + (g % 40) * 2500), (7500 + (g % 40) * 2500), (13000 + (g % 40) * 4500), (17500 + (g % 40) * 6000),
             CASE WHEN g % 2 = 0 THEN 'DIRECT' ELSE 'MANUAL' END, true, ?
      FROM generate_series(1, ?) g
      JOIN (SELECT venue_id, row_number() OVER (ORDER BY venue_id) - 1 AS i FROM venue WHERE meta_title = ?) v ON v.i = (g - 1) % ?`,
      [refBase, run, spaces, run, venues]);
    await trx.raw(`
      INSERT INTO space_configuration (space_id, configuration_type, is_default, max_guests)
      SELECT s.space_id, ct.configuration_type, true, s.max_guests
      FROM space s
      JOIN (SELECT configuration_type, row_number() OVER (ORDER BY position) - 1 AS i FROM configuration_type) ct
        ON ct.i = s.space_id % (SELECT count(*) FROM configuration_type)
      WHERE s.meta_title = ?`, [run]);
    await trx.raw(`
      INSERT INTO space_category_link (space_id, category_id, has_mandatory)
      SELECT s.space_id, sc.category_id, true
      FROM space s JOIN (SELECT category_id, row_number() OVER (ORDER BY position) - 1 AS i FROM space_category) sc
        ON sc.i = s.space_id % (SELECT count(*) FROM space_category)
      WHERE s.meta_title = ?`, [run]);
    if (bookingsPerSpace > 0) {
      // one 4-hour booking per space per day, so they never overlap
      await trx.raw(`
        INSERT INTO booking (booking_hash, space_id, account_id, attendees, booking_start, booking_end, booking_status, booking_type)
        SELECT 'z' || lpad(to_hex(s.space_id::bigint * 100 + b), 7, '0'), s.space_id, a.account_id, 2 + (b % 10),
               date_trunc('day', now()) + make_interval(days => b * 2 - ?, hours => 8),
               date_trunc('day', now()) + make_interval(days => b * 2 - ?, hours => 12),
               (ARRAY['PAID','PENDING','COMPLETED','CANCELLED','EXPIRED'])[1 + (s.space_id + b) % 5],
               s.space_booking_type
        FROM space s
        CROSS JOIN generate_series(1, ?) b
        JOIN (SELECT account_id, row_number() OVER (ORDER BY account_id) - 1 AS i FROM account WHERE account_state = 'BOOKER') a
          ON a.i = (s.space_id + b) % (SELECT count(*) FROM account WHERE account_state = 'BOOKER')
        WHERE s.meta_title = ?`, [bookingsPerSpace, bookingsPerSpace, bookingsPerSpace, run]);
    }
    return { spaces, bookings: spaces * bookingsPerSpace };
  });
  // VACUUM cannot run inside a transaction: after the commit
  const { ms } = await settleAfterBulkLoad(knex);
  return { ...loaded, settleMs: ms };
}

async function main(): Promise<void> {
  const { spaces, bookings } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const db = await openDatabase({});
  try {
    await migrate(db.knex);
    await seedDemoData(db.knex);
    const result = await seedLarge(db.knex, spaces, bookings);
    const total = await db.knex('space').count<{ count: number }[]>('* as count');
    console.log(`seed:large: +${result.spaces} spaces, +${result.bookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s (spaces now ${total[0]?.count}), of which CLUSTER space_search_row + VACUUM (ANALYZE) ${(result.settleMs / 1000).toFixed(1)} s`);
  } finally {
    await db.stop();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
