/** HS256 access tokens: claims { sub: accountId, state, adm }, 15 minutes (docs/CONTRACTS.md). */
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DEV_JWT_SECRET } from '../config';

export type AccountState = 'BOOKER' | 'VENDOR';

export interface Viewer {
  accountId: number;
  accountState: AccountState;
  isAdmin: boolean;
  /** refresh-token family of this login (claim `sid`); absent in tokens made outside a login */
  sessionId?: string;
  /** act-as token: the admin working as this account (claim `act`); such a token never has admin rights */
  actorId?: number;
  /** act-as token: its act_as_session row (claim `aas`); stopping the session ends the token at once */
  actAsSessionId?: string;
}

/** Accepts the camelCase viewer/Account shape or a snake_case `account` row. */
export type TokenSubject =
  | Viewer
  | { account_id: number; account_state: string; is_admin: boolean };

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key object of a secret, made once: given a plain string, jsonwebtoken first tries to read it
 * as a PEM key and fails (about 1 ms of OpenSSL work on every sign and verify) before making this.
 */
export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 16) keys.clear(); // a handful of secrets per process (tests make a few)
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

function secretOrDefault(secret?: string): KeyObject {
  return hmacKey(secret ?? process.env.JWT_SECRET ?? DEV_JWT_SECRET);
}

function toViewer(subject: TokenSubject): Viewer {
  if ('accountId' in subject) return subject;
  return {
    accountId: subject.account_id,
    accountState: subject.account_state === 'VENDOR' ? 'VENDOR' : 'BOOKER',
    isAdmin: subject.is_admin,
  };
}

export function signAccessToken(
  account: TokenSubject,
  options: { secret?: string; expiresInSeconds?: number; sessionId?: string } = {},
): string {
  const viewer = toViewer(account);
  const sid = options.sessionId ?? ('sessionId' in account ? account.sessionId : undefined);
  return jwt.sign({ state: viewer.accountState, adm: viewer.isAdmin, ...(sid ? { sid } : {}) }, secretOrDefault(options.secret), {
    algorithm: 'HS256',
    subject: String(viewer.accountId),
    expiresIn: options.expiresInSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
  });
}

/** Act-as tokens live 15 minutes at most and are never refreshed (a new start is a new log entry). */
export const ACT_AS_TOKEN_TTL_SECONDS = 15 * 60;

/** A token for `target` carrying the admin's id and the act-as session; admin rights are never in it. */
export function signActAsToken(
  target: { account_id: number; account_state: string },
  actAs: { adminId: number; sessionId: string },
  options: { secret?: string; expiresInSeconds?: number } = {},
): string {
  const state = target.account_state === 'VENDOR' ? 'VENDOR' : 'BOOKER';
  return jwt.sign({ state, adm: false, act: actAs.adminId, aas: actAs.sessionId }, secretOrDefault(options.secret), {
    algorithm: 'HS256',
    subject: String(target.account_id),
    expiresIn: Math.min(options.expiresInSeconds ?? ACT_AS_TOKEN_TTL_SECONDS, ACT_AS_TOKEN_TTL_SECONDS),
  });
}

/** The viewer of a valid token, or null for a missing/invalid/expired one. */
export function verifyAccessToken(token: string, secret?: string): Viewer | null {
  try {
    const claims = jwt.verify(token, secretOrDefault(secret), { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || claims === null) return null;
    const accountId = Number.parseInt(String(claims.sub ?? ''), 10);
    const state = (claims as { state?: unknown }).state;
    if (!Number.isSafeInteger(accountId) || accountId <= 0) return null;
    if (state !== 'BOOKER' && state !== 'VENDOR') return null;
    const sid = (claims as { sid?: unknown }).sid;
    const viewer: Viewer = { accountId, accountState: state, isAdmin: (claims as { adm?: unknown }).adm === true };
    if (typeof sid === 'string' && sid) viewer.sessionId = sid;
    const act = (claims as { act?: unknown }).act;
    if (act !== undefined) {
      const aas = (claims as { aas?: unknown }).aas;
      if (typeof act !== 'number' || !Number.isSafeInteger(act) || typeof aas !== 'string' || !aas) return null;
      viewer.actorId = act;
      viewer.actAsSessionId = aas;
      viewer.isAdmin = false;
    }
    return viewer;
  } catch {
    return null;
  }
}

/** "Bearer <jwt>" -> token; anything else -> null. */
export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]*)$/i.exec(header.trim());
  return match ? match[1]! : null;
}
