import {
  MAX_CODE_ATTEMPTS, attemptCode, isSameBrowser, looksLikeLinkToken, randomCode, randomToken, refreshTokenUse, sha256, tokenUsability,
} from './oneTimeTokens';

const now = new Date('2026-11-21T10:00:00Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60000);

describe('one-time tokens (clock injected)', () => {
  test('link tokens carry 256 random bits; codes have the asked digits', () => {
    const t = randomToken();
    expect(looksLikeLinkToken(t)).toBe(true);
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(t);
    expect(randomCode(4)).toMatch(/^\d{4}$/);
    expect(randomCode(6)).toMatch(/^\d{6}$/);
  });

  test('usable until expiry, never after use', () => {
    const token = { expires_at: inMinutes(15), consumed_at: null, attempts: 0 };
    expect(tokenUsability(token, now)).toBe('usable');
    expect(tokenUsability(token, inMinutes(14.99))).toBe('usable');
    expect(tokenUsability(token, inMinutes(15))).toBe('expired');
    expect(tokenUsability({ ...token, consumed_at: now }, now)).toBe('consumed');
    expect(tokenUsability({ ...token, attempts: MAX_CODE_ATTEMPTS }, now)).toBe('locked');
  });

  test('wrong codes count down; the 5th locks; a right code after that is refused', () => {
    let token = { expires_at: inMinutes(10), consumed_at: null as Date | null, attempts: 0 };
    for (let i = 1; i < 5; i++) {
      const r = attemptCode(token, false, now);
      expect(r).toEqual({ outcome: 'wrong', attempts: i, remaining: 5 - i });
      token = { ...token, attempts: i };
    }
    expect(attemptCode(token, false, now)).toEqual({ outcome: 'locked', attempts: 5 });
    expect(attemptCode({ ...token, attempts: 5 }, true, now)).toEqual({ outcome: 'locked', attempts: 5 });
    expect(attemptCode({ ...token, attempts: 0 }, true, inMinutes(11))).toEqual({ outcome: 'expired' });
    expect(attemptCode({ ...token, attempts: 0 }, true, now)).toEqual({ outcome: 'ok' });
  });

  test('refresh tokens: ok, reused after rotation, revoked, expired', () => {
    const t = { expires_at: inMinutes(60), rotated_at: null, revoked_at: null };
    expect(refreshTokenUse(t, now)).toBe('ok');
    expect(refreshTokenUse({ ...t, rotated_at: now }, now)).toBe('reused');
    expect(refreshTokenUse({ ...t, revoked_at: now }, now)).toBe('revoked');
    expect(refreshTokenUse(t, inMinutes(61))).toBe('expired');
    expect(refreshTokenUse(undefined, now)).toBe('unknown');
  });

  test('another browser: the nonce must match the stored hash', () => {
    expect(isSameBrowser(sha256('nonce-of-browser-a'), 'nonce-of-browser-a')).toBe(true);
    expect(isSameBrowser(sha256('nonce-of-browser-a'), 'nonce-of-browser-b')).toBe(false);
    expect(isSameBrowser(null, 'x')).toBe(false);
  });
});
