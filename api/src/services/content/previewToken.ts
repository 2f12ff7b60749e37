/**
 * Signed, short-lived preview links: a token naming one content item and the version it shows (the
 * draft when the link was made). Whoever holds the link reads that version on the real page until it
 * expires (PREVIEW_TTL_SECONDS); nothing else is readable with it.
 */
import jwt from 'jsonwebtoken';
import { PREVIEW_TTL_SECONDS } from '../../domain/content/editorRules';

const PURPOSE = 'content_preview';

export interface PreviewClaims {
  content_item_id: number;
  content_version_id: number;
}

export function signPreviewToken(claims: PreviewClaims, secret: string, ttlSeconds = PREVIEW_TTL_SECONDS): { token: string; expires_at: string } {
  const token = jwt.sign({ pur: PURPOSE, cid: claims.content_item_id, vid: claims.content_version_id }, secret, { algorithm: 'HS256', expiresIn: ttlSeconds });
  return { token, expires_at: new Date(Date.now() + ttlSeconds * 1000).toISOString() };
}

/** The claims of a valid, unexpired preview token; null for anything else (an access token included). */
export function verifyPreviewToken(token: string | null | undefined, secret: string): PreviewClaims | null {
  if (!token || token.length > 2000) return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as Record<string, unknown>;
    if (claims.pur !== PURPOSE || !Number.isSafeInteger(claims.cid) || !Number.isSafeInteger(claims.vid)) return null;
    return { content_item_id: claims.cid as number, content_version_id: claims.vid as number };
  } catch {
    return null;
  }
}
