import { createKnex } from './database';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';
import { resetDatabaseSettings, setDatabaseSettings } from './alterDatabaseSettings';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
});
afterAll(() => db.destroy());

/** the settings a new connection to the database starts with */
async function fresh(): Promise<{ jit: string; workers: string; workMem: string }> {
  const knex = createKnex(db.connectionString, { min: 0, max: 1 });
  try {
    const show = async (name: string) => Object.values((await knex.raw(`SHOW ${name}`)).rows[0])[0] as string;
    return { jit: await show('jit'), workers: await show('max_parallel_workers_per_gather'), workMem: await show('work_mem') };
  } finally {
    await knex.destroy();
  }
}

test('database settings apply to new connections and are reset again', async () => {
  const settings: Array<[string, string]> = [['jit', 'off'], ['max_parallel_workers_per_gather', '0'], ['work_mem', "'24MB'"]];
  await setDatabaseSettings(db.knex, settings, 'test');
  expect(await fresh()).toEqual({ jit: 'off', workers: '0', workMem: '24MB' });
  await resetDatabaseSettings(db.knex, settings, 'test');
  expect(await fresh()).toEqual({ jit: 'on', workers: '2', workMem: '4MB' });
});
