/**
 * Logged-in sessions: an access JWT (15 min, claim sid = family) plus a refresh token (30 days,
 * stored hashed, rotated on every use). Reusing a rotated refresh token revokes the whole family.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ApiError } from '../errors/ApiError';
import { REFRESH_TOKEN_TTL_MS, expiresAt, randomToken, refreshTokenUse, sha256 } from '../domain/auth/oneTimeTokens';
import { signAccessToken } from './tokens';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

interface AccountForToken {
  account_id: number;
  account_state: string;
  is_admin: boolean;
}

const invalidRefresh = () =>
  new ApiError('UNAUTHENTICATED', { entity: 'refresh_token', key: 'invalid_refresh_token', message: 'Invalid refresh token' });

async function mint(knex: Knex, account: AccountForToken, familyId: string, secret: string, now: Date): Promise<TokenPair> {
  const refresh = randomToken();
  await knex('refresh_token').insert({
    account_id: account.account_id, family_id: familyId, token_hash: sha256(refresh), expires_at: expiresAt(now, REFRESH_TOKEN_TTL_MS),
  });
  return { access_token: signAccessToken(account, { secret, sessionId: familyId }), refresh_token: refresh };
}

/** A new login: a new family. */
export function startSession(knex: Knex, account: AccountForToken, secret: string, now = new Date()): Promise<TokenPair> {
  return mint(knex, account, randomUUID(), secret, now);
}

/** refresh_token(refresh_token): rotate, or revoke the family when an old token is replayed. */
export async function refreshSession(knex: Knex, refreshToken: string, secret: string, now = new Date()): Promise<TokenPair> {
  if (typeof refreshToken !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(refreshToken)) throw invalidRefresh();
  const outcome = await knex.transaction(async (trx) => {
    const row = await trx('refresh_token').where('token_hash', sha256(refreshToken)).forUpdate().first();
    const use = refreshTokenUse(row, now);
    if (use === 'reused') {
      await trx('refresh_token').where('family_id', row.family_id).whereNull('revoked_at').update({ revoked_at: now });
      return { ok: false as const };
    }
    if (use !== 'ok') return { ok: false as const };
    const account = await trx('account').where('account_id', row.account_id).first('account_id', 'account_state', 'is_admin', 'is_blocked');
    if (!account || account.is_blocked) return { ok: false as const };
    await trx('refresh_token').where('refresh_token_id', row.refresh_token_id).update({ rotated_at: now });
    return { ok: true as const, pair: await mint(trx, account, row.family_id, secret, now) };
  });
  if (!outcome.ok) throw invalidRefresh();
  return outcome.pair;
}

/** logout: revoke the family of the access token's sid and/or of the refresh token given. */
export async function revokeSession(knex: Knex, accountId: number, opts: { sessionId?: string; refreshToken?: string | null }, now = new Date()): Promise<void> {
  const families = new Set<string>();
  if (opts.sessionId) families.add(opts.sessionId);
  if (opts.refreshToken) {
    const row = await knex('refresh_token').where({ token_hash: sha256(opts.refreshToken), account_id: accountId }).first('family_id');
    if (row) families.add(row.family_id);
  }
  if (families.size === 0) return;
  await knex('refresh_token')
    .where('account_id', accountId)
    .whereIn('family_id', [...families])
    .whereNull('revoked_at')
    .update({ revoked_at: now });
}

/** logout without an access token: revokes the family of a refresh token (the browser's cookie). */
export async function revokeByRefreshToken(knex: Knex, refreshToken: string, now = new Date()): Promise<void> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(refreshToken)) return;
  const row = await knex('refresh_token').where('token_hash', sha256(refreshToken)).first('account_id', 'family_id');
  if (!row) return;
  await knex('refresh_token').where({ account_id: row.account_id, family_id: row.family_id }).whereNull('revoked_at').update({ revoked_at: now });
}
