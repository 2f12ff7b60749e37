/**
 * The chat connection's credentials (spec: the account's chat_user_id and chat_token): chat_user_id is a
 * stable random id per account (made on first use); chat_token a short-lived HS256 token for the chat
 * websocket only (audience "zaalplek-chat", no account state claim, so it is no access token). It carries
 * the login session, so a logout ends the chat connection too.
 */
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { ACCESS_TOKEN_TTL_SECONDS, hmacKey, type Viewer } from '../../auth/tokens';
import { Account } from '../../db/models';

const AUDIENCE = 'zaalplek-chat';

export async function chatUserIdOf(knex: Knex, accountId: number): Promise<string> {
  const row = await Account.query(knex).findById(accountId).select('chat_user_id');
  if (row?.chat_user_id) return row.chat_user_id;
  await Account.query(knex).findById(accountId).whereNull('chat_user_id').patch({ chat_user_id: `cu-${crypto.randomUUID()}` } as Partial<Account>);
  const again = await Account.query(knex).findById(accountId).select('chat_user_id');
  return again!.chat_user_id!;
}

export function chatToken(viewer: Viewer, chatUserId: string, secret: string): string {
  return jwt.sign({ cuid: chatUserId, ...(viewer.sessionId ? { sid: viewer.sessionId } : {}) }, hmacKey(secret), {
    algorithm: 'HS256', subject: String(viewer.accountId), audience: AUDIENCE, expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  });
}

export type ChatCredential =
  | { kind: 'valid'; accountId: number; chatUserId: string; sessionId?: string; expiresAt: number }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/** Checks a chat token and that it was made for `chatUserId`. */
export function verifyChatToken(token: unknown, chatUserId: unknown, secret: string): ChatCredential {
  if (typeof token !== 'string' || typeof chatUserId !== 'string') return { kind: 'invalid' };
  try {
    const claims = jwt.verify(token, hmacKey(secret), { algorithms: ['HS256'], audience: AUDIENCE }) as jwt.JwtPayload;
    const accountId = Number.parseInt(String(claims.sub ?? ''), 10);
    if (!Number.isSafeInteger(accountId) || accountId <= 0 || claims.cuid !== chatUserId) return { kind: 'invalid' };
    return { kind: 'valid', accountId, chatUserId, sessionId: typeof claims.sid === 'string' ? claims.sid : undefined, expiresAt: (claims.exp ?? 0) * 1000 };
  } catch (err) {
    return err instanceof jwt.TokenExpiredError ? { kind: 'expired' } : { kind: 'invalid' };
  }
}
