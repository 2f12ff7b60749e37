import type { Knex } from 'knex';
export async function seedDemoData(_knex: Knex): Promise<{ seeded: boolean }> {
  return { seeded: false };
}
