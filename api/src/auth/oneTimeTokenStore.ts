/** auth_token rows: issue (old open tokens of the same kind die), find by link token or by account, count attempts, consume. */
import type { Knex } from 'knex';
import { expiresAt, randomCode, randomToken, sha256 } from '../domain/auth/oneTimeTokens';

export type Purpose = 'LOGIN' | 'VERIFY_EMAIL' | 'VERIFY_PHONE';
export type Channel = 'EMAIL' | 'SMS';

export interface AuthTokenRow {
  auth_token_id: number;
  account_id: number;
  purpose: Purpose;
  channel: Channel;
  token_hash: string | null;
  code_hash: string | null;
  target: string | null;
  nonce_hash: string | null;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface IssuedToken {
  id: number;
  link: string | null;
  code: string;
  expiresAt: Date;
}

export async function issueToken(
  knex: Knex,
  args: { accountId: number; purpose: Purpose; channel: Channel; withLink: boolean; codeDigits: number; ttlMs: number; target?: string | null; nonce?: string | null; now: Date },
): Promise<IssuedToken> {
  const link = args.withLink ? randomToken() : null;
  const code = randomCode(args.codeDigits);
  const expires = expiresAt(args.now, args.ttlMs);
  return knex.transaction(async (trx) => {
    await trx('auth_token')
      .where({ account_id: args.accountId, purpose: args.purpose, channel: args.channel })
      .whereNull('consumed_at')
      .update({ consumed_at: args.now });
    const [row] = await trx('auth_token')
      .insert({
        account_id: args.accountId, purpose: args.purpose, channel: args.channel,
        token_hash: link ? sha256(link) : null, code_hash: sha256(`${args.accountId}:${code}`),
        target: args.target ?? null, nonce_hash: args.nonce ? sha256(args.nonce) : null, expires_at: expires,
      })
      .returning<Array<{ auth_token_id: number }>>('auth_token_id');
    return { id: row!.auth_token_id, link, code, expiresAt: expires };
  });
}

/** Codes are hashed with their account id, so equal codes of two accounts never collide. */
export const codeHash = (accountId: number, code: string): string => sha256(`${accountId}:${code}`);

export function findByLink(knex: Knex, token: string, purposes: Purpose[]): Promise<AuthTokenRow | undefined> {
  return knex('auth_token').where('token_hash', sha256(token)).whereIn('purpose', purposes).first();
}

export function latestFor(knex: Knex, accountId: number, purposes: Purpose[], channel: Channel): Promise<AuthTokenRow | undefined> {
  return knex('auth_token')
    .where({ account_id: accountId, channel })
    .whereIn('purpose', purposes)
    .orderBy('auth_token_id', 'desc')
    .first();
}

/** Marks the token used; false when another request consumed it first. */
export async function consume(knex: Knex, id: number, now: Date): Promise<boolean> {
  const n = await knex('auth_token').where('auth_token_id', id).whereNull('consumed_at').update({ consumed_at: now });
  return n === 1;
}

/**
 * Takes one attempt of the token before the code is compared, in one UPDATE ... RETURNING, so
 * parallel requests cannot all read "4 tries left": the row lock of the UPDATE orders them and only
 * MAX_CODE_ATTEMPTS of them get a number. null: none left, or the token is used or expired.
 */
export async function reserveAttempt(knex: Knex, id: number, maxAttempts: number, now: Date): Promise<number | null> {
  const { rows } = await knex.raw<{ rows: Array<{ attempts: number }> }>(
    `UPDATE auth_token SET attempts = attempts + 1
      WHERE auth_token_id = ? AND consumed_at IS NULL AND attempts < ? AND expires_at > ?
      RETURNING attempts`,
    [id, maxAttempts, now],
  );
  return rows[0]?.attempts ?? null;
}

export function findById(knex: Knex, id: number): Promise<AuthTokenRow | undefined> {
  return knex('auth_token').where('auth_token_id', id).first();
}
