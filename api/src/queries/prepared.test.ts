/** Named prepared statements (prepared.ts): one name per text, prepared once per connection, the same rows as the plain statement. */
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';
import { preparedRaw, preparedRows, statementName } from './prepared';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
});
afterAll(() => db.destroy());

test('one name per statement text, distinct texts get distinct names', () => {
  expect(statementName('SELECT 1')).toBe(statementName('SELECT 1'));
  expect(statementName('SELECT 1')).not.toBe(statementName('SELECT 2'));
  expect(statementName('SELECT 1')).toMatch(/^zp_[\w-]{27}$/); // within PostgreSQL's 63 characters
});

test('a builder runs as a prepared statement on its connection and returns the rows the builder returns', async () => {
  const k = db.knex;
  const builder = () => k('space').where('space_id', '>', 1).orderBy('space_id').limit(3).select('space_id', 'space_name');
  const plain = await builder();
  expect(plain).toHaveLength(3);
  await k.transaction(async (trx) => {
    expect(await preparedRows(trx, builder())).toEqual(plain);
    expect(await preparedRows(trx, builder())).toEqual(plain); // second run: the prepared statement again
    const { sql } = builder().toSQL();
    const { rows } = await trx.raw('SELECT name FROM pg_prepared_statements WHERE name = ?', [statementName(sql)]);
    expect(rows).toEqual([{ name: statementName(sql) }]);
  });
  // other values, same text: the same statement
  await k.transaction(async (trx) => {
    expect(await preparedRaw(trx, 'SELECT ?::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
    expect(await preparedRaw(trx, 'SELECT ?::int + 1 AS n', [1])).toEqual([{ n: 2 }]);
  });
});
