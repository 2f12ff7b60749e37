import { parseArgs, seedLarge } from '../seed-large';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';

describe('seed:large', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
  });
  afterAll(() => db.destroy());

  it('parses --spaces and --bookings', () => {
    expect(parseArgs(['--spaces', '2500'])).toEqual({ spaces: 2500, bookings: 10 });
    expect(parseArgs(['--spaces=7', '--bookings', '3'])).toEqual({ spaces: 7, bookings: 3 });
    expect(() => parseArgs(['--spaces', 'many'])).toThrow(/spaces/);
  });

  it('adds the requested spaces with venues, layouts, activities and non-overlapping bookings, twice', async () => {
    const before = Number((await db.knex('space').count('* as c'))[0]?.c);
    const bookingsBefore = Number((await db.knex('booking').count('* as c'))[0]?.c);
    await seedLarge(db.knex, 300, 4);
    await seedLarge(db.knex, 100, 2);
    expect(Number((await db.knex('space').count('* as c'))[0]?.c)).toBe(before + 400);
    expect(Number((await db.knex('booking').count('* as c'))[0]?.c)).toBe(bookingsBefore + 300 * 4 + 100 * 2);
    const orphans = await db.knex('space').whereNotExists(db.knex('space_configuration').whereRaw('space_configuration.space_id = space.space_id'));
    expect(orphans).toEqual([]);
    const refs: string[] = await db.knex('space').pluck('space_reference');
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('leaves the search rows in geographic order and every loaded table vacuumed, as an older database is', async () => {
    await seedLarge(db.knex, 200, 3);
    // physical order (ctid) follows the clustering index ssr_city_venue: (city_id, venue_id, space_id)
    const { rows } = await db.knex.raw(`SELECT count(*)::int AS out_of_order FROM (
      SELECT (city_id, venue_id, space_id) < lag((city_id, venue_id, space_id)) OVER (ORDER BY ctid) AS back FROM space_search_row) x WHERE back`);
    expect(rows[0].out_of_order).toBe(0);
    // VACUUM ran: the search rows (rewritten by CLUSTER) are all-visible, so index-only scans need not visit
    // the heap; the other loaded tables have visibility-map pages set (without VACUUM they have none; how many
    // depends on the transactions still open elsewhere in the cluster, so not all are demanded)
    const pages = await db.knex('pg_class').whereIn('relname', ['space_search_row', 'booking', 'space', 'venue']).orderBy('relname').select('relname', 'relpages', 'relallvisible');
    expect(pages.map((p) => p.relname)).toEqual(['booking', 'space', 'space_search_row', 'venue']);
    expect(pages.every((p) => p.relpages > 0 && p.relallvisible > 0)).toBe(true);
    const searchRows = pages.find((p) => p.relname === 'space_search_row')!;
    expect(searchRows.relallvisible).toBe(searchRows.relpages);
  });
});
