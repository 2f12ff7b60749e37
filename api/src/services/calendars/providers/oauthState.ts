/** OAuth state tokens: 256 random bits, only the SHA-256 stored, single use, 15 minutes. */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export const STATE_TTL_MS = 15 * 60_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createOAuthState(knex: Knex, v: { space_id: number; account_id: number; provider_name: string }, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await knex('calendar_oauth_state').where('expires_at', '<', now).delete();
  await knex('calendar_oauth_state').insert({ state_hash: hash(token), ...v, expires_at: new Date(now.getTime() + STATE_TTL_MS) });
  return token;
}

/** Consumes the state (atomically); null when unknown, used, expired or issued for another space/account. */
export async function consumeOAuthState(
  knex: Knex, token: string, v: { space_id: number; account_id: number; isAdmin: boolean }, now: Date,
): Promise<{ provider_name: string } | null> {
  if (!token || token.length > 200) return null;
  const q = knex('calendar_oauth_state')
    .where({ state_hash: hash(token), space_id: v.space_id }).whereNull('consumed_at').where('expires_at', '>', now);
  if (!v.isAdmin) q.where('account_id', v.account_id);
  const [row] = await q.update({ consumed_at: now }).returning(['provider_name']);
  return row ?? null;
}
