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
});
