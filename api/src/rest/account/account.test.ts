/** Passwordless login against the real app + embedded PostgreSQL: links, codes, SMS, rate limits, tokens. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.db.knex('rate_limit').del());

const j = async (r: Response | Promise<Response>): Promise<any> => (await r).json();
const post = (path: string, body: unknown, token?: string) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), token });

async function lastMessage(recipient: string) {
  return app.db.knex('outbox_message').where('recipient', recipient).orderBy('outbox_message_id', 'desc').first();
}
const linkToken = (text: string) => /\/login\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
const mailCode = (text: string) => /(?:code|Code)[^0-9]*([0-9]{6})/.exec(text)![1]!;
const smsCode = (text: string) => /\b([0-9]{4})\b/.exec(text)![1]!;

describe('registration and e-mail login', () => {
  test('register -> mail with link + code; GET checks without consuming; POST logs in once', async () => {
    const nonce = 'browser-nonce-0123456789';
    const res = await post('/api/account/registration/', {
      email: 'New.User@Example.com', first_name: 'Nieuwe', last_name: 'van der Berg', phone: '+31612345678',
      marketing_subscription: true, locale: 'en', account_state: 'VENDOR', nonce,
    });
    expect(res.status).toBe(201);
    expect(await j(res)).toMatchObject({ method: 'email', expires_in: 900 });
    const mail = await lastMessage('new.user@example.com');
    expect(mail).toMatchObject({ channel: 'EMAIL', locale: 'en', subject: 'Your Zaalplek login link' });
    expect(mail.body_text).toContain(`${app.url}/en/login/`);
    const token = linkToken(mail.body_text);
    expect(await app.db.knex('auth_token').where('token_hash', token).first()).toBeUndefined(); // stored hashed only

    for (let i = 0; i < 2; i++) {
      const check = await app.request(`/api/account/access-token/${token}/?nonce=${nonce}`);
      expect(check.status).toBe(200);
      expect(await j(check)).toMatchObject({ valid: true, purpose: 'LOGIN', same_browser: true });
    }
    const other = await app.request(`/api/account/access-token/${token}/?nonce=another-browser-nonce-xx`);
    expect((await j(other)).same_browser).toBe(false);

    const login = await post(`/api/account/access-token/${token}/`, { nonce: 'another-browser-nonce-xx' });
    expect(login.status).toBe(200);
    const body = await j(login);
    expect(body).toMatchObject({ is_created: true, same_browser: false });
    expect(body.account).toMatchObject({ email: 'new.user@example.com', accountState: 'VENDOR', locale: 'EN', emailVerified: true, marketing: true, phone: '+31612345678', phoneVerified: false });
    const profile = await app.graphql('{ profile { email firstName lastName } }', {}, { token: body.access_token, endpoint: 'authenticated' });
    expect(profile.body.data).toEqual({ profile: { email: 'new.user@example.com', firstName: 'Nieuwe', lastName: 'van der Berg' } });

    const again = await post(`/api/account/access-token/${token}/`, {});
    expect(again.status).toBe(400);
    expect(await j(again)).toMatchObject({ error_type: 'VALIDATION', key: 'invalid_auth_link' });
    expect((await app.request(`/api/account/access-token/${token}/`)).status).toBe(400);
  });

  test('registration errors: existing e-mail, bad names, code-like input, phone in use', async () => {
    const r1 = await post('/api/account/registration/', { email: 'booker@example.nl', first_name: 'A', last_name: 'B' });
    expect(await j(r1)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'email_exists', meta: { field: 'email' }, status_code: 400 });
    const r2 = await post('/api/account/registration/', { email: 'x@example.nl', first_name: 'R2D2', last_name: '<script>' });
    expect(await j(r2)).toMatchObject({ key: 'invalid_name', meta: { fields: { first_name: 'invalid_name', last_name: 'code_injection' } } });
    const r3 = await post('/api/account/registration/', { email: 'not-an-email', first_name: 'A', last_name: 'B' });
    expect(await j(r3)).toMatchObject({ key: 'invalid_email' });
    const r4 = await post('/api/account/registration/', { email: 'y@example.nl', first_name: 'A', last_name: 'B', phone: '+31612345678' });
    expect(await j(r4)).toMatchObject({ key: 'phone_in_use', meta: { field: 'phone' } });
  });

  test('login errors: empty, wrong format, unknown account', async () => {
    const empty = await post('/api/account/auth-token/', { login: '  ' });
    expect(empty.status).toBe(400);
    expect(await j(empty)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'login_required', meta: { field: 'login' } });
    expect(await j(await post('/api/account/auth-token/', { login: 'jan@' }))).toMatchObject({ key: 'login_invalid_format' });
    expect(await j(post('/api/account/auth-token/', { login: '+31 6 123' }))).toMatchObject({ key: 'login_invalid_format' });
  });

  test('auth-token answers the same for an unknown and a known e-mail or phone, and sends nothing for the unknown one', async () => {
    const known = await post('/api/account/auth-token/', { login: 'booker@example.nl' });
    const unknown = await post('/api/account/auth-token/', { login: 'nobody@example.nl' });
    expect(unknown.status).toBe(known.status);
    expect(await j(unknown)).toEqual(await j(known));
    expect(await j(post('/api/account/auth-token/', { login: 'nobody@example.nl' }))).toEqual({ method: 'email', expires_in: 900 });
    expect(await lastMessage('nobody@example.nl')).toBeUndefined();
    const phoneUnknown = await j(post('/api/account/auth-token/', { login: '+31600000001' }));
    expect(phoneUnknown).toEqual({ method: 'phone', expires_in: 600 });
    // resend: the same answer either way, by login (e-mail or phone)
    const resendKnown = await post('/api/account/resend-verification/', { method: 'email', login: 'booker@example.nl' });
    const resendUnknown = await post('/api/account/resend-verification/', { method: 'email', login: 'nobody@example.nl' });
    expect(resendKnown.status).toBe(200);
    expect(await j(resendUnknown)).toEqual(await j(resendKnown));
    expect(await j(post('/api/account/resend-verification/', { method: 'phone', account_id: 999999 }))).toEqual({ method: 'phone', expires_in: 600 });
  });

  test('a code for an unknown e-mail answers like a wrong code for a known one', async () => {
    await post('/api/account/auth-token/', { login: 'vendor@example.nl' });
    const code = mailCode((await lastMessage('vendor@example.nl')).body_text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const known = await post('/api/account/access-token/', { email: 'vendor@example.nl', code: wrong });
      const unknown = await post('/api/account/access-token/', { email: 'nobody@example.nl', code: wrong });
      expect(unknown.status).toBe(known.status);
      const [k, u] = [await j(known), await j(unknown)];
      expect(u.key).toBe(k.key);
      expect(u.meta.remaining_attempts).toBe(k.meta.remaining_attempts);
    }
  });

  test('an expired link is refused; the short code of the mail works once; old links die with a new mail', async () => {
    expect((await post('/api/account/auth-token/', { login: 'booker@example.nl' })).status).toBe(200);
    const first = linkToken((await lastMessage('booker@example.nl')).body_text);
    await app.db.knex('auth_token').where('account_id', app.fx.bookerId).update({ expires_at: new Date(Date.now() - 1000) });
    expect(await j(post(`/api/account/access-token/${first}/`, {}))).toMatchObject({ key: 'invalid_auth_link' });

    await post('/api/account/auth-token/', { email: 'booker@example.nl' });
    const mail = await lastMessage('booker@example.nl');
    expect(mail.locale).toBe('nl');
    expect(mail.body_text).toContain(`${app.url}/login/`);
    const code = mailCode(mail.body_text);
    await post('/api/account/auth-token/', { email: 'booker@example.nl' }); // a newer mail: the older code dies
    const newer = await lastMessage('booker@example.nl');
    const stale = await post('/api/account/access-token/', { email: 'booker@example.nl', code });
    if (mailCode(newer.body_text) !== code) expect((await j(stale)).key).toMatch(/verification_code_incorrect|invalid_verification_code/);
    const ok = await post('/api/account/access-token/', { email: 'booker@example.nl', code: mailCode(newer.body_text) });
    expect(ok.status).toBe(200);
    expect((await j(ok)).is_created).toBe(true); // the first session this account ever had
    const reused = await post('/api/account/access-token/', { email: 'booker@example.nl', code: mailCode(newer.body_text) });
    expect(await j(reused)).toMatchObject({ key: 'invalid_verification_code' });
  });

  test('get_access_tokens (GraphQL, public) consumes a link', async () => {
    await post('/api/account/auth-token/', { login: 'other@example.nl', nonce: 'gql-nonce-0123456789abc' });
    const token = linkToken((await lastMessage('other@example.nl')).body_text);
    const q = `mutation T($t: String!, $n: String) { get_access_tokens(email_token: $t, nonce: $n) { access_token refresh_token is_created same_browser account { email } } }`;
    const res = await app.graphql(q, { t: token, n: 'gql-nonce-0123456789abc' });
    expect(res.body.data).toMatchObject({ get_access_tokens: { same_browser: true, account: { email: 'other@example.nl' } } });
    const again = await app.graphql(q, { t: token });
    expect(again.body.errors![0]!.extensions).toMatchObject({ response: { body: { key: 'invalid_auth_link' } } });
  });
});

describe('SMS login', () => {
  const phone = '+31687654321';
  beforeAll(() => app.db.knex('account').where('account_id', app.fx.otherBookerId).update({ phone }));

  test('a 4-digit code logs in and marks the phone verified', async () => {
    const res = await post('/api/account/auth-token/', { login: phone });
    expect(await j(res)).toEqual({ method: 'phone', expires_in: 600 }); // no account id: nothing tells whose number it is
    const sms = await lastMessage(phone);
    expect(sms).toMatchObject({ channel: 'SMS' });
    const ok = await post(`/api/account/verify-phone/${smsCode(sms.body_text)}/`, { phone });
    expect(ok.status).toBe(200);
    expect((await j(ok)).account).toMatchObject({ phone, phoneVerified: true });
  });

  test('5 wrong codes lock the code, even the right one is refused afterwards', async () => {
    await post('/api/account/auth-token/', { login: phone });
    const right = smsCode((await lastMessage(phone)).body_text);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const res = await post(`/api/account/verify-phone/${wrong}/`, { phone });
      expect(await j(res)).toMatchObject({ key: 'verification_code_incorrect', meta: { remaining_attempts: 5 - i } });
    }
    const fifth = await post(`/api/account/verify-phone/${wrong}/`, { phone });
    expect(fifth.status).toBe(429);
    expect(await j(fifth)).toMatchObject({ error_type: 'RATE_LIMIT', key: 'too_many_invalid_attempts', meta: { minutes: expect.any(Number) } });
    const late = await post(`/api/account/verify-phone/${right}/`, { phone });
    expect(late.status).toBe(429);
  });

  test('15 wrong codes in parallel: only 5 are compared, the token is locked, the right code is refused', async () => {
    await post('/api/account/auth-token/', { login: phone });
    const right = smsCode((await lastMessage(phone)).body_text);
    const wrongs = Array.from({ length: 15 }, (_, i) => String(i).padStart(4, '0')).filter((c) => c !== right).slice(0, 15);
    if (wrongs.length < 15) wrongs.push('9999' === right ? '9998' : '9999');
    const answers = await Promise.all(wrongs.map(async (c) => j(post(`/api/account/verify-phone/${c}/`, { phone }))));
    const keys = answers.map((a) => a.key as string);
    expect(keys.filter((k) => k === 'verification_code_incorrect')).toHaveLength(4);
    expect(keys.filter((k) => k === 'too_many_invalid_attempts')).toHaveLength(11);
    const token = await app.db.knex('auth_token').where({ account_id: app.fx.otherBookerId, channel: 'SMS' }).orderBy('auth_token_id', 'desc').first();
    expect(token.attempts).toBe(5);
    expect((await post(`/api/account/verify-phone/${right}/`, { phone })).status).toBe(429);
  });

  test('the per-IP limit counts an IPv6 client by its /64', async () => {
    const { hitRateLimit } = await import('../../middleware/rateLimit');
    const { ipBucket, RATE_LIMITS } = await import('../../domain/auth/rateLimits');
    const rule = { ...RATE_LIMITS.loginPerIp, max: 3 };
    for (let i = 1; i <= 3; i++) await hitRateLimit(app.db.knex, rule, ipBucket(`2001:db8:aa:bb::${i}`));
    await expect(hitRateLimit(app.db.knex, rule, ipBucket('2001:db8:aa:bb:1234:5678:9abc:def0'))).rejects.toMatchObject({ key: 'too_many_requests' });
    await expect(hitRateLimit(app.db.knex, rule, ipBucket('2001:db8:aa:bc::1'))).resolves.toBeUndefined();
  });

  test('rate limit per phone number (5 per window) and per IP (20 per window)', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/api/account/auth-token/', { login: phone })).status).toBe(200);
    const limited = await post('/api/account/auth-token/', { login: phone });
    expect(limited.status).toBe(429);
    expect(await j(limited)).toMatchObject({ error_type: 'RATE_LIMIT', key: 'too_many_requests', status_code: 429 });

    await app.db.knex('rate_limit').del();
    for (let i = 0; i < 20; i++) await post('/api/account/auth-token/', { login: `unknown${i}@example.nl` });
    const ip = await post('/api/account/auth-token/', { login: 'fresh-address@example.nl' });
    expect(ip.status).toBe(429);
    expect(await j(ip)).toMatchObject({ key: 'too_many_requests' });
  });
});

describe('tokens', () => {
  async function login(email: string) {
    await post('/api/account/auth-token/', { login: email });
    const res = await post(`/api/account/access-token/${linkToken((await lastMessage(email)).body_text)}/`, {});
    return (await j(res)) as { access_token: string; refresh_token: string };
  }
  const refresh = (t: string) =>
    app.graphql<{ refresh_token: { access_token: string; refresh_token: string } }>(
      'mutation R($t: String!) { refresh_token(refresh_token: $t) { access_token refresh_token } }', { t },
    );

  test('refresh rotates; replaying a rotated token revokes the whole family', async () => {
    const first = await login('vendor@example.nl');
    const r1 = await refresh(first.refresh_token);
    const second = r1.body.data!.refresh_token;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const r2 = await refresh(second.refresh_token);
    const third = r2.body.data!.refresh_token;

    const replay = await refresh(first.refresh_token);
    expect(replay.body.errors![0]!.extensions).toMatchObject({ response: { body: { error_type: 'UNAUTHENTICATED', key: 'invalid_refresh_token' } }, status_code: 401 });
    const afterReplay = await refresh(third.refresh_token); // the newest one of the family is gone too
    expect(afterReplay.body.errors![0]!.extensions!.response.body.key).toBe('invalid_refresh_token');

    const otherLogin = await login('vendor@example.nl'); // another family is untouched
    expect((otherLogin as unknown as { is_created: boolean }).is_created).toBe(false);
    expect((await refresh(otherLogin.refresh_token)).body.data).toBeDefined();
  });

  test('logout revokes the family of the access token', async () => {
    const session = await login('admin@example.nl');
    const out = await app.graphql('mutation { logout }', {}, { token: session.access_token, endpoint: 'authenticated' });
    expect(out.body.data).toEqual({ logout: true });
    expect((await refresh(session.refresh_token)).body.errors![0]!.extensions!.response.body.key).toBe('invalid_refresh_token');
    expect((await app.graphql('mutation { logout }', {})).body.errors).toBeDefined(); // not on the public endpoint
  });
});

describe('refresh token cookie (browser)', () => {
  const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('zaalplek_refresh=')) ?? '';
  const valueOf = (setCookie: string) => /^zaalplek_refresh=([^;]*)/.exec(setCookie)![1]!;
  const refreshWith = (cookie: string | null, body: unknown = {}) =>
    app.request('/api/account/refresh/', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: `zaalplek_refresh=${cookie}` } : {}) }, body: JSON.stringify(body) });

  async function browserLogin(email: string) {
    await post('/api/account/auth-token/', { login: email });
    return post(`/api/account/access-token/${linkToken((await lastMessage(email)).body_text)}/`, {});
  }

  test('a login sets an HttpOnly, SameSite=Strict cookie for /api/account/ only; refresh rotates it and answers only an access token', async () => {
    const login = await browserLogin('booker@example.nl');
    const set = cookieOf(login);
    expect(set).toMatch(/; path=\/api\/account\//i);
    expect(set).toMatch(/; httponly/i);
    expect(set).toMatch(/; samesite=strict/i);
    const first = valueOf(set);
    expect(first).toBe((await j(login)).refresh_token);

    const r1 = await refreshWith(first);
    expect(r1.status).toBe(200);
    const b1 = await j(r1);
    expect(Object.keys(b1)).toEqual(['access_token']); // the refresh token never reaches page scripts
    const second = valueOf(cookieOf(r1));
    expect(second).not.toBe(first);
    expect((await app.request('/api/account/', { token: b1.access_token })).status).toBe(200);

    const replay = await refreshWith(first); // a rotated token: the family is revoked
    expect(replay.status).toBe(401);
    expect(await j(replay)).toMatchObject({ key: 'invalid_refresh_token' });
    expect((await refreshWith(second)).status).toBe(401);
    expect((await refreshWith(null)).status).toBe(401);
  });

  test('a token a page kept from before the cookie works once and moves into the cookie', async () => {
    const old = (await j(browserLogin('vendor@example.nl'))).refresh_token as string;
    const r = await refreshWith(null, { refresh_token: old });
    expect(r.status).toBe(200);
    expect(valueOf(cookieOf(r))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await refreshWith(null, { refresh_token: old })).status).toBe(401);
  });

  test('logout revokes the cookie family and clears the cookie', async () => {
    const token = valueOf(cookieOf(await browserLogin('other@example.nl')));
    const out = await app.request('/api/account/logout/', { method: 'POST', headers: { Cookie: `zaalplek_refresh=${token}` } });
    expect(out.status).toBe(204);
    expect(cookieOf(out)).toMatch(/^zaalplek_refresh=;/);
    expect((await refreshWith(token)).status).toBe(401);
  });
});

describe('profile', () => {
  test('GET/PATCH account/: names apply, a new e-mail only after its link, role switch', async () => {
    const token = app.token(app.fx.bookerId);
    expect((await app.request('/api/account/')).status).toBe(401);
    const patch = await app.request('/api/account/', {
      method: 'PATCH', token, headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: 'Bram-Jan', email: 'bram.new@example.nl', account_state: 'VENDOR' }),
    });
    expect(patch.status).toBe(200);
    expect(await j(patch)).toMatchObject({ firstName: 'Bram-Jan', email: 'booker@example.nl', pendingEmail: 'bram.new@example.nl', accountState: 'VENDOR' });
    const mail = await lastMessage('bram.new@example.nl');
    expect(mail.template).toBe('verify_email');
    const confirm = await post(`/api/account/verify-email/${linkToken(mail.body_text)}/`, {});
    expect(confirm.status).toBe(200);
    expect((await j(confirm)).account).toMatchObject({ email: 'bram.new@example.nl', emailVerified: true, pendingEmail: null });
    const bad = await app.request('/api/account/', {
      method: 'PATCH', token, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ last_name: 'B3' }),
    });
    expect(await j(bad)).toMatchObject({ key: 'invalid_name' });
    await app.db.knex('account').where('account_id', app.fx.bookerId).update({ account_state: 'BOOKER', email: 'booker@example.nl' });
  });

  test('updateProfile + phone change by SMS code; phone_validity', async () => {
    const token = app.token(app.fx.adminId, 'BOOKER', true);
    const upd = await app.graphql<{ updateProfile: { phone: string | null; pendingPhone: string } }>(
      'mutation { updateProfile(input: { phone: "+31611112222", locale: EN, marketing: true }) { phone pendingPhone locale marketing } }',
      {}, { token, endpoint: 'authenticated' },
    );
    expect(upd.body.data!.updateProfile).toMatchObject({ phone: null, pendingPhone: '+31611112222' });
    const code = smsCode((await lastMessage('+31611112222')).body_text);
    const ok = await post(`/api/account/verify-phone/${code}/`, {}, token);
    expect(await j(ok)).toMatchObject({ phone: '+31611112222', phoneVerified: true });
    const validity = (phone: string) => app.graphql('query V($p: String!) { phone_validity(input: { phone: $p }) { is_valid } }', { p: phone });
    // the format only: a number in use and a free one get the same answer (no account enumeration)
    expect((await validity('+31611112222')).body.data).toEqual({ phone_validity: { is_valid: true } });
    expect((await validity('+31699998888')).body.data).toEqual({ phone_validity: { is_valid: true } });
    expect((await validity('0612345678')).body.data).toEqual({ phone_validity: { is_valid: false } });
    await app.db.knex('rate_limit').del();
    for (let i = 0; i < 30; i++) expect((await validity('+31699998888')).body.data).toBeTruthy();
    expect((await validity('+31699998888')).body.errors![0]!.extensions).toMatchObject({ response: { body: { error_type: 'RATE_LIMIT', key: 'too_many_requests' } } });
  });

  test('notification settings: editable ones change, locked ones refuse', async () => {
    const token = app.token(app.fx.otherBookerId);
    const list = await app.graphql<{ get_system_notifications: Array<{ event_id: number; name: string; is_editable: boolean; email: boolean }> }>(
      '{ get_system_notifications { event_id name email sms is_editable is_booker } }', {}, { token, endpoint: 'authenticated' },
    );
    const settings = list.body.data!.get_system_notifications;
    const editable = settings.find((s) => s.is_editable)!;
    const locked = settings.find((s) => !s.is_editable)!;
    const upd = await app.graphql<{ update_user_notification_preferences: Array<{ event_id: number; email: boolean }> }>(
      'mutation U($i: [NotificationPreferenceInput!]!) { update_user_notification_preferences(input: $i) { event_id email } }',
      { i: [{ event_id: editable.event_id, email: false, sms: false }] }, { token, endpoint: 'authenticated' },
    );
    expect(upd.body.data!.update_user_notification_preferences.find((s) => s.event_id === editable.event_id)!.email).toBe(false);
    const refused = await app.graphql(
      'mutation U($i: [NotificationPreferenceInput!]!) { update_user_notification_preferences(input: $i) { event_id } }',
      { i: [{ event_id: locked.event_id, email: false, sms: false }] }, { token, endpoint: 'authenticated' },
    );
    expect(refused.body.errors![0]!.extensions!.response.body.key).toBe('notification_not_editable');
  });

  test('delete_account: refused with active bookings, allowed without', async () => {
    const refused = await app.graphql('mutation { delete_account }', {}, { token: app.token(app.fx.bookerId), endpoint: 'authenticated' });
    expect(refused.body.errors![0]!.extensions).toMatchObject({ response: { body: { error_type: 'CONFLICT', key: 'delete_rejected_active_bookings' } } });
    const [{ account_id }] = await app.db.knex('account').insert({ email: 'leaver@example.nl' }).returning('account_id');
    const ok = await app.graphql('mutation { delete_account }', {}, { token: app.token(account_id), endpoint: 'authenticated' });
    expect(ok.body.data).toEqual({ delete_account: true });
    expect(await app.db.knex('account').where('account_id', account_id).first()).toBeUndefined();
  });
});
