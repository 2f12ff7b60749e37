import { migrate, rollbackAll } from '../database';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';

const tables = async (db: TestDatabase): Promise<string[]> =>
  (await db.knex.raw("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).rows.map(
    (r: { tablename: string }) => r.tablename,
  );

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it('creates every entity table, the extensions and the static lists', async () => {
    expect(await tables(db)).toEqual(
      expect.arrayContaining([
        'account', 'organisation', 'organisation_bank_info', 'collection', 'venue', 'working_time', 'venue_tag',
        'venue_tag_link', 'space', 'space_configuration', 'configuration_type', 'feature', 'space_feature',
        'space_category', 'space_category_link', 'system_service', 'venue_service', 'space_service',
        'space_availability', 'booking', 'booking_history', 'booking_order', 'booking_order_item', 'coupon',
        'team_member', 'calendar_link', 'notification', 'notification_setting', 'chat_channel', 'feedback',
        'finance_document', 'payout', 'seo_location', 'cms_page', 'cms_block', 'image',
      ]),
    );
    const ext = (await db.knex.raw('SELECT extname FROM pg_extension')).rows.map((r: { extname: string }) => r.extname);
    expect(ext).toEqual(expect.arrayContaining(['btree_gist', 'pg_trgm', 'unaccent', 'citext', 'cube', 'earthdistance']));
    expect(await db.knex('configuration_type').pluck('configuration_type')).toHaveLength(11);
    expect(await db.knex('space_category').orderBy('position').pluck('category_key')).toEqual([
      'we_meet', 'we_present', 'we_train', 'we_celebrate', 'we_work',
    ]);
  });

  it('rolls all the way down and up again', async () => {
    await rollbackAll(db.knex);
    expect(await tables(db)).toEqual(['knex_migrations', 'knex_migrations_lock']);
    const ext = (await db.knex.raw("SELECT extname FROM pg_extension WHERE extname <> 'plpgsql'")).rows;
    expect(ext).toEqual([]);
    await migrate(db.knex);
    expect((await tables(db)).length).toBeGreaterThan(36);
  });
});
