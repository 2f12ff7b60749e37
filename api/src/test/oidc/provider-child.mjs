// A real OpenID Connect provider (oidc-provider, ESM) for tests and e2e, run in its own process.
// One confidential client; any redirect URI is accepted; the login interaction signs the
// configured test user in at once (no form), consent is granted automatically.
// Protocol: prints one JSON line {"issuer":...} on stdout; IPC message {type:'setUser', user} changes the user.
import http from 'node:http';
import Provider from 'oidc-provider';

const clientId = process.env.OIDC_CLIENT_ID ?? 'zaalplek-test-client';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'zaalplek-test-secret-0123456789abcdef';
let user = JSON.parse(process.env.OIDC_USER ?? '{}');

const server = http.createServer();
await new Promise((resolve) => server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [{
    client_id: clientId, client_secret: clientSecret, redirect_uris: ['http://127.0.0.1/oauth/google'],
    grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic',
  }],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
  scopes: ['openid', 'email', 'profile'],
  findAccount: async (_ctx, sub) => ({
    accountId: sub,
    claims: async () => ({ sub, email: user.email, email_verified: user.email_verified ?? true, given_name: user.given_name, family_name: user.family_name }),
  }),
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  loadExistingGrant: async (ctx) => {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'email_verified', 'given_name', 'family_name', 'name']);
    await grant.save();
    return grant;
  },
  pkce: { required: () => false },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['zaalplek-oidc-test-cookie-key'] },
});
provider.Client.prototype.redirectUriAllowed = () => true;

const callback = provider.callback();
server.on('request', async (req, res) => {
  const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
  if (!match) return callback(req, res);
  try {
    await provider.interactionDetails(req, res);
    await provider.interactionFinished(req, res, { login: { accountId: String(user.sub) } }, { mergeWithLastSubmission: false });
  } catch (err) {
    res.statusCode = 500;
    res.end(String(err));
  }
});

process.on('message', (msg) => {
  if (msg && msg.type === 'setUser') user = msg.user;
});
process.on('disconnect', () => process.exit(0));
process.stdout.write(`${JSON.stringify({ issuer, clientId, clientSecret })}\n`);
