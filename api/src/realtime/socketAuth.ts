/**
 * Who is on a websocket, and for how long. The access token of connectionParams.authorization is read
 * at connect; it stays the socket's credential only while it is valid: the socket is closed with 4401
 * (Unauthorized) when the token expires, and every operation re-checks it and its session (logout
 * revokes the session's refresh family). The client answers 4401 by refreshing its tokens and
 * reconnecting. A token that is not ours at all (bad signature, garbage) is refused with 4403.
 */
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { bearerToken, hmacKey, verifyAccessToken, type Viewer } from '../auth/tokens';
import { actAsSessionOpen } from '../services/admin/actAsSession';

export const SOCKET_UNAUTHORIZED = 4401;

export type SocketCredential =
  | { kind: 'anonymous' }
  | { kind: 'valid'; viewer: Viewer; expiresAt: number }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/** Reads connectionParams.authorization ("Bearer <jwt>"); empty or absent is anonymous. */
export function readSocketCredential(raw: unknown, secret: string): SocketCredential {
  if (raw == null || raw === '') return { kind: 'anonymous' };
  const token = typeof raw === 'string' ? bearerToken(raw) : null;
  if (!token) return { kind: 'invalid' };
  const viewer = verifyAccessToken(token, secret);
  if (viewer) {
    const { exp } = jwt.decode(token) as { exp?: number };
    return { kind: 'valid', viewer, expiresAt: typeof exp === 'number' ? exp * 1000 : Date.now() };
  }
  try {
    jwt.verify(token, hmacKey(secret), { algorithms: ['HS256'], ignoreExpiration: true });
    return { kind: 'expired' }; // ours, only out of date: a refresh helps
  } catch {
    return { kind: 'invalid' };
  }
}

/** False once the token's session was logged out (its refresh family revoked). Tokens without a session pass. */
export async function sessionActive(knex: Knex, viewer: Viewer): Promise<boolean> {
  if (viewer.actAsSessionId !== undefined) return actAsSessionOpen(knex, viewer);
  if (!viewer.sessionId) return true;
  const row = await knex('refresh_token')
    .where({ family_id: viewer.sessionId, account_id: viewer.accountId })
    .whereNull('revoked_at')
    .first('refresh_token_id');
  return !!row;
}
