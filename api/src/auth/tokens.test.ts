import jwt from 'jsonwebtoken';
import { bearerToken, hmacKey, signAccessToken, verifyAccessToken } from './tokens';
import { requireAdmin, requireLogin, requireRole } from './guards';
import { ApiError } from '../errors/ApiError';

const SECRET = 'unit-test-secret-0123456789-0123456789';

describe('access tokens', () => {
  test('round trip with the contract claims { sub, state, adm } and a 15 minute expiry', () => {
    const token = signAccessToken({ accountId: 42, accountState: 'VENDOR', isAdmin: true }, { secret: SECRET });
    const claims = jwt.decode(token) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: '42', state: 'VENDOR', adm: true });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    expect(verifyAccessToken(token, SECRET)).toEqual({ accountId: 42, accountState: 'VENDOR', isAdmin: true });
  });

  test('accepts an account row (snake_case)', () => {
    const token = signAccessToken({ account_id: 7, account_state: 'BOOKER', is_admin: false }, { secret: SECRET });
    expect(verifyAccessToken(token, SECRET)).toEqual({ accountId: 7, accountState: 'BOOKER', isAdmin: false });
  });

  test('refuses a wrong secret, an expired token, alg none and unknown states', () => {
    const viewer = { accountId: 1, accountState: 'BOOKER' as const, isAdmin: false };
    expect(verifyAccessToken(signAccessToken(viewer, { secret: 'other' }), SECRET)).toBeNull();
    expect(verifyAccessToken(signAccessToken(viewer, { secret: SECRET, expiresInSeconds: -1 }), SECRET)).toBeNull();
    const none = jwt.sign({ sub: '1', state: 'BOOKER', adm: true }, '', { algorithm: 'none' });
    expect(verifyAccessToken(none, SECRET)).toBeNull();
    const hs512 = jwt.sign({ sub: '1', state: 'BOOKER', adm: true }, SECRET, { algorithm: 'HS512' });
    expect(verifyAccessToken(hs512, SECRET)).toBeNull();
    expect(verifyAccessToken(jwt.sign({ sub: '1', state: 'ROOT', adm: true }, SECRET), SECRET)).toBeNull();
  });

  test('bearerToken parses only "Bearer <jwt>"', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('guards', () => {
  const booker = { accountId: 1, accountState: 'BOOKER' as const, isAdmin: false };
  const statusOf = (fn: () => unknown) => {
    try {
      fn();
      return 'ok';
    } catch (err) {
      return (err as ApiError).toShape().status_code;
    }
  };
  test('requireLogin / requireRole / requireAdmin', () => {
    expect(statusOf(() => requireLogin(null))).toBe(401);
    expect(statusOf(() => requireLogin(booker))).toBe('ok');
    expect(statusOf(() => requireRole(null, 'VENDOR'))).toBe(401);
    expect(statusOf(() => requireRole(booker, 'VENDOR'))).toBe(403);
    expect(statusOf(() => requireRole(booker, ['VENDOR', 'BOOKER']))).toBe('ok');
    expect(statusOf(() => requireAdmin(booker))).toBe(403);
    expect(statusOf(() => requireAdmin({ ...booker, isAdmin: true }))).toBe('ok');
  });
});

describe('the HMAC key object', () => {
  it('is made once per secret and signs and verifies exactly like the plain secret', () => {
    const secret = 'key-object-secret-0123456789-abcdefghijkl';
    expect(hmacKey(secret)).toBe(hmacKey(secret));
    expect(hmacKey(secret)).not.toBe(hmacKey(`${secret}-other`));
    expect(hmacKey(secret).type).toBe('secret');
    // a token signed with the plain string is valid for the key object, and the other way round
    const plain = jwt.sign({ state: 'BOOKER', adm: false }, secret, { algorithm: 'HS256', subject: '7', expiresIn: 60 });
    expect(verifyAccessToken(plain, secret)).toEqual({ accountId: 7, accountState: 'BOOKER', isAdmin: false });
    const made = signAccessToken({ accountId: 8, accountState: 'VENDOR', isAdmin: true }, { secret });
    expect(jwt.verify(made, secret, { algorithms: ['HS256'] })).toMatchObject({ sub: '8', state: 'VENDOR', adm: true });
    expect(verifyAccessToken(made, `${secret}-other`)).toBeNull();
  });
});
