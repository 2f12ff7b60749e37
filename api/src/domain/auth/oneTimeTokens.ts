/**
 * Rules of one-time login/verification tokens and refresh tokens. Pure: every decision takes
 * `now`; secrets are random and only their SHA-256 is stored.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const EMAIL_LINK_TTL_MS = 15 * 60 * 1000;
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const EMAIL_CODE_DIGITS = 6;
export const SMS_CODE_DIGITS = 4;

/** 256 random bits, URL safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const randomCode = (digits: number): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export function sameHash(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Link tokens and codes: random base64url of 32 bytes or a digit string. Anything else is never looked up. */
export const looksLikeLinkToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
export const looksLikeCode = (value: string, digits: number): boolean => new RegExp(`^[0-9]{${digits}}$`).test(value);

export interface OneTimeTokenState {
  expires_at: Date;
  consumed_at?: Date | null;
  attempts: number;
}

export type TokenUsability = 'usable' | 'expired' | 'consumed' | 'locked';

export function tokenUsability(token: OneTimeTokenState, now: Date): TokenUsability {
  if (token.consumed_at) return 'consumed';
  if (token.attempts >= MAX_CODE_ATTEMPTS) return 'locked';
  if (token.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

export type CodeAttempt =
  | { outcome: 'ok' }
  | { outcome: 'wrong'; attempts: number; remaining: number }
  | { outcome: 'locked'; attempts: number }
  | { outcome: 'expired' | 'consumed' };

/** A typed code against its token: a wrong code counts an attempt; the 5th wrong one locks it. */
export function attemptCode(token: OneTimeTokenState, matches: boolean, now: Date): CodeAttempt {
  const state = tokenUsability(token, now);
  if (state === 'expired' || state === 'consumed') return { outcome: state };
  if (state === 'locked') return { outcome: 'locked', attempts: token.attempts };
  if (matches) return { outcome: 'ok' };
  const attempts = token.attempts + 1;
  if (attempts >= MAX_CODE_ATTEMPTS) return { outcome: 'locked', attempts };
  return { outcome: 'wrong', attempts, remaining: MAX_CODE_ATTEMPTS - attempts };
}

export const expiresAt = (now: Date, ttlMs: number): Date => new Date(now.getTime() + ttlMs);

export const minutesLeft = (until: Date, now: Date): number => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60000));

export interface RefreshTokenState {
  expires_at: Date;
  rotated_at?: Date | null;
  revoked_at?: Date | null;
}

/**
 * ok: rotate it. reused: it was rotated before, so someone replays an old token -> revoke the family.
 * revoked/expired: refuse.
 */
export function refreshTokenUse(token: RefreshTokenState | undefined, now: Date): 'ok' | 'unknown' | 'expired' | 'revoked' | 'reused' {
  if (!token) return 'unknown';
  if (token.revoked_at) return 'revoked';
  if (token.rotated_at) return 'reused';
  if (token.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}

/** The another-browser step: the link was opened where it was not requested. */
export function isSameBrowser(storedNonceHash: string | null | undefined, nonce: string | null | undefined): boolean {
  if (!storedNonceHash || !nonce) return false;
  return sameHash(storedNonceHash, sha256(nonce));
}

export const isValidNonce = (nonce: unknown): nonce is string => typeof nonce === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(nonce);
