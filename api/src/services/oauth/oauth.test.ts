/** Social login against a real local OpenID Connect provider (oidc-provider in a child process). */
import { followAuthorisation, startTestOidcProvider, type TestOidcProvider } from '../../test/oidc';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
let oidc: TestOidcProvider;
const saved = { ...process.env };

beforeAll(async () => {
  oidc = await startTestOidcProvider();
  Object.assign(process.env, oidc.env('google'));
  app = await startTestApp();
}, 30000);
afterAll(async () => {
  process.env = saved;
  await app.close();
  await oidc.stop();
});

const urlQuery = `query U($n: SocialNetwork!, $f: AuthFlow!) { social_network_authorisation_url(social_network: $n, auth_flow: $f) { url state } }`;

async function socialLogin(flow: 'LOGIN' | 'SIGNUP', extra: Record<string, unknown> = {}) {
  const res = await app.graphql<{ social_network_authorisation_url: { url: string; state: string } }>(urlQuery, { n: 'GOOGLE', f: flow });
  const { url, state } = res.body.data!.social_network_authorisation_url;
  expect(url.startsWith(oidc.issuer)).toBe(true);
  const back = await followAuthorisation(url, `${app.url}/oauth/google`);
  expect(back.searchParams.get('state')).toBe(state);
  return app.request('/api/account/oauth/google/', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...Object.fromEntries(back.searchParams), auth_flow: flow, locale: 'en', ...extra }),
  });
}

test('only configured networks are enabled; others answer social_network_disabled', async () => {
  const res = await app.graphql('{ enabled_social_networks }');
  expect(res.body.data).toEqual({ enabled_social_networks: ['GOOGLE'] });
  const fb = await app.graphql(urlQuery, { n: 'FACEBOOK', f: 'LOGIN' });
  expect(fb.body.errors![0]!.extensions!.response.body.key).toBe('social_network_disabled');
});

test('sign-up creates the account (verified e-mail, names, locale, state); the next login finds it', async () => {
  const first = await socialLogin('SIGNUP', { account_state: 'VENDOR' });
  expect(first.status).toBe(200);
  const body = (await first.json()) as { is_created: boolean; access_token: string; account: Record<string, unknown> };
  expect(body).toMatchObject({ is_created: true });
  expect(body.account).toMatchObject({ email: 'oidc.user@example.com', emailVerified: true, firstName: 'Olivia', lastName: 'Idc', locale: 'EN', accountState: 'VENDOR', socialNetworks: ['GOOGLE'] });

  const second = await socialLogin('LOGIN');
  const again = (await second.json()) as { is_created: boolean; account: { accountId: number } };
  expect(again).toMatchObject({ is_created: false, account: { accountId: body.account.accountId } });
});

test('an existing account with the same e-mail is linked; a replayed state is refused', async () => {
  oidc.setUser({ sub: 'oidc-user-2', email: 'booker@example.nl', given_name: 'Bram', family_name: 'Test' });
  const res = await socialLogin('LOGIN');
  const body = (await res.json()) as { account: { accountId: number; socialNetworks: string[] } };
  expect(body.account).toMatchObject({ accountId: app.fx.bookerId, socialNetworks: ['GOOGLE'] });

  const { body: gql } = await app.graphql<{ social_network_authorisation_url: { url: string } }>(urlQuery, { n: 'GOOGLE', f: 'LOGIN' });
  const back = await followAuthorisation(gql.data!.social_network_authorisation_url.url, `${app.url}/oauth/google`);
  const post = (code: string | null, iss = back.searchParams.get('iss')) =>
    app.request('/api/account/oauth/google/', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code, iss, state: back.searchParams.get('state') }),
    });
  expect((await post(back.searchParams.get('code'))).status).toBe(200);
  const replay = await post(back.searchParams.get('code'));
  expect(replay.status).toBe(400);
  expect(await replay.json()).toMatchObject({ key: 'social_login_failed', meta: { reason: 'invalid_state' } });
});
