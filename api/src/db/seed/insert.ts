import type { Knex } from 'knex';

/** Multi-row INSERT in chunks (PostgreSQL allows 65535 parameters), returning the ids in order. */
export async function insertRows<T extends object>(trx: Knex, table: string, rows: T[], idColumn?: string, chunkSize = 500): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize);
    if (idColumn) {
      const inserted: Record<string, number>[] = await trx(table).insert(chunk).returning(idColumn);
      ids.push(...inserted.map((r) => r[idColumn] as number));
    } else {
      await trx(table).insert(chunk);
    }
  }
  return ids;
}
