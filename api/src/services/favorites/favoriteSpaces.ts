/** A guest's favourite spaces: adding and removing are idempotent; the list is newest first. */
import type { Knex } from 'knex';
import { FavoriteSpace } from '../../db/models';
import { ApiError } from '../../errors/ApiError';

export async function addFavoriteSpace(knex: Knex, accountId: number, spaceId: number): Promise<void> {
  try {
    await FavoriteSpace.query(knex).insert({ account_id: accountId, space_id: spaceId }).onConflict(['account_id', 'space_id']).ignore();
  } catch {
    throw new ApiError('INTERNAL', { entity: 'favorite_space', key: 'favourite_failed' });
  }
}

export async function removeFavoriteSpace(knex: Knex, accountId: number, spaceId: number): Promise<void> {
  await FavoriteSpace.query(knex).delete().where({ account_id: accountId, space_id: spaceId });
}

/** Narrows a public space list (aliases s, v) to the account's favourites. */
export const favoriteSpacesOf = (accountId: number) => (qb: Knex.QueryBuilder): Knex.QueryBuilder =>
  qb.join(`${FavoriteSpace.tableName} as f`, 'f.space_id', 's.space_id').where('f.account_id', accountId);

/** The favourites' order: the newest favourite first. */
export const FAVORITES_ORDER = 'f.ts_created DESC, s.space_id';

/** The ids of the account's favourite spaces. */
export async function favoriteSpaceIds(knex: Knex, accountId: number): Promise<Set<number>> {
  const rows = await FavoriteSpace.query(knex).where('account_id', accountId).select('space_id');
  return new Set(rows.map((r) => r.space_id));
}
