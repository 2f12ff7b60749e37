/**
 * Provider tokens at rest: AES-256-GCM with a key from CALENDAR_TOKEN_KEY (any string, hashed to
 * 32 bytes), falling back to JWT_SECRET. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); never
 * returned to clients (SpaceCalendarLink has no token fields).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { ProviderTokens } from './types';

const DEV_KEY = 'zaalplek-dev-calendar-token-key';

const key = (env: NodeJS.ProcessEnv = process.env): Buffer =>
  createHash('sha256').update(env.CALENDAR_TOKEN_KEY || env.JWT_SECRET || DEV_KEY).digest();

export function sealTokens(tokens: ProviderTokens, env?: NodeJS.ProcessEnv): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(env), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** null when missing, tampered with or sealed with another key. */
export function openTokens(sealed: string | null | undefined, env?: NodeJS.ProcessEnv): ProviderTokens | null {
  const parts = (sealed ?? '').split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(env), Buffer.from(parts[1]!, 'base64url'));
    decipher.setAuthTag(Buffer.from(parts[2]!, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(parts[3]!, 'base64url')), decipher.final()]).toString('utf8');
    const t = JSON.parse(json) as ProviderTokens;
    return typeof t.access_token === 'string' ? t : null;
  } catch {
    return null;
  }
}
