/**
 * REST /api/account/... (spec guest-and-platform section 7, docs/CONTRACTS.md "Accounts").
 * Thin: parse, check who asks, call auth/ flows.
 */
import type Router from '@koa/router';
import { requirePermission } from '../../auth/guards';
import { requestInfo } from '../../auth/requestInfo';
import {
  checkLink, checkPhoneLink, confirmPhoneChange, consumeEmailCode, consumeLink, consumePhoneLink, consumeSmsLoginCode,
  register, requestLogin, resendVerification, type FlowDeps,
} from '../../auth/loginFlow';
import { updateProfile } from '../../auth/profileUpdate';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/refreshCookie';
import { refreshSession, revokeByRefreshToken, revokeSession } from '../../auth/session';
import { oauthLogin } from '../../services/oauth/login';
import { notFound } from '../../errors/ApiError';
import { loadAccount } from '../../services/account/accountRow';
import type { AppContext, AppDeps, AppState } from '../../types';

const body = (ctx: AppContext): Record<string, unknown> => {
  const b = (ctx.request as unknown as { body?: unknown }).body;
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
};

export function accountRoutes(router: Router<AppState>, deps: AppDeps): void {
  const flow = (ctx: AppContext): FlowDeps => ({ knex: deps.knex, request: requestInfo(ctx, deps) });
  const noStore = (ctx: AppContext) => ctx.set('Cache-Control', 'no-store');
  const production = deps.config.production;

  /** every answer that logs in (link, code, SMS, OAuth) also puts the refresh token in its HttpOnly cookie */
  const loggedIn = <T extends { refresh_token: string }>(ctx: AppContext, answer: T): T => {
    setRefreshCookie(ctx, answer.refresh_token, production);
    return answer;
  };

  /** The browser's refresh: the cookie (or, once, a token a page kept from before the cookie) -> a new access token and cookie. */
  router.post('/account/refresh/', async (ctx) => {
    noStore(ctx);
    const legacy = body(ctx).refresh_token;
    const token = readRefreshCookie(ctx) ?? (typeof legacy === 'string' ? legacy : '');
    try {
      const pair = await refreshSession(deps.knex, token, deps.config.jwtSecret);
      setRefreshCookie(ctx, pair.refresh_token, production);
      ctx.body = { access_token: pair.access_token };
    } catch (err) {
      clearRefreshCookie(ctx, production);
      throw err;
    }
  });

  /** Ends the browser's session: revokes the cookie's family (and the access token's, when sent) and clears the cookie. */
  router.post('/account/logout/', async (ctx) => {
    noStore(ctx);
    const token = readRefreshCookie(ctx);
    if (token) await revokeByRefreshToken(deps.knex, token);
    const viewer = ctx.state.viewer;
    if (viewer?.sessionId) await revokeSession(deps.knex, viewer.accountId, { sessionId: viewer.sessionId });
    clearRefreshCookie(ctx, production);
    ctx.status = 204;
  });

  router.post('/account/registration/', async (ctx) => {
    noStore(ctx);
    ctx.status = 201;
    ctx.body = await register(flow(ctx), body(ctx));
  });
  router.post('/account/auth-token/', async (ctx) => {
    noStore(ctx);
    ctx.body = await requestLogin(flow(ctx), body(ctx));
  });
  router.post('/account/resend-verification/', async (ctx) => {
    noStore(ctx);
    ctx.body = await resendVerification(flow(ctx), body(ctx));
  });

  // login link: GET only checks (mail scanners open links), POST consumes
  router.get('/account/access-token/:code/', async (ctx) => {
    noStore(ctx);
    ctx.body = await checkLink(flow(ctx), ctx.params.code, ctx.query.nonce);
  });
  router.post('/account/access-token/:code/', async (ctx) => {
    noStore(ctx);
    ctx.body = loggedIn(ctx, await consumeLink(flow(ctx), ctx.params.code, body(ctx).nonce ?? ctx.query.nonce));
  });
  router.post('/account/access-token/', async (ctx) => {
    noStore(ctx);
    ctx.body = loggedIn(ctx, await consumeEmailCode(flow(ctx), body(ctx)));
  });
  router.get('/account/verify-email/:code/', async (ctx) => {
    noStore(ctx);
    ctx.body = await checkLink(flow(ctx), ctx.params.code, ctx.query.nonce, ['VERIFY_EMAIL']);
  });
  router.post('/account/verify-email/:code/', async (ctx) => {
    noStore(ctx);
    ctx.body = loggedIn(ctx, await consumeLink(flow(ctx), ctx.params.code, body(ctx).nonce ?? ctx.query.nonce, ['VERIFY_EMAIL']));
  });

  // SMS code: with a bearer it confirms the caller's new phone, without it logs in ({ phone } or { account_id })
  const verifyPhone = async (ctx: AppContext) => {
    noStore(ctx);
    const input = { ...ctx.query, ...body(ctx) } as Record<string, unknown>;
    if (ctx.state.viewer) {
      const subject = await requirePermission(deps.knex, ctx.state.viewer, 'profile.update');
      ctx.body = await confirmPhoneChange(flow(ctx), subject.accountId!, ctx.params.code);
    } else {
      ctx.body = loggedIn(ctx, await consumeSmsLoginCode(flow(ctx), ctx.params.code, input));
    }
  };
  router.post('/account/verify-phone/:code/', verifyPhone);
  router.get('/account/verify-phone/:code/', verifyPhone);
  router.get('/account/verify-phone-with-link/:code/', async (ctx) => {
    noStore(ctx);
    ctx.body = await checkPhoneLink(flow(ctx), ctx.params.code);
  });
  router.post('/account/verify-phone-with-link/:code/', async (ctx) => {
    noStore(ctx);
    ctx.body = loggedIn(ctx, await consumePhoneLink(flow(ctx), ctx.params.code));
  });

  router.post('/account/oauth/:provider/', async (ctx) => {
    noStore(ctx);
    ctx.body = loggedIn(ctx, await oauthLogin(flow(ctx), ctx.params.provider ?? '', body(ctx)));
  });

  const getAccount = async (ctx: AppContext) => {
    noStore(ctx);
    const subject = await requirePermission(deps.knex, ctx.state.viewer, 'profile.view');
    const account = await loadAccount(deps.knex, subject.accountId!);
    if (!account) throw notFound('account');
    ctx.body = account;
  };
  const patchAccount = async (ctx: AppContext) => {
    noStore(ctx);
    const subject = await requirePermission(deps.knex, ctx.state.viewer, 'profile.update');
    ctx.body = await updateProfile(flow(ctx), subject.accountId!, body(ctx));
  };
  router.get('/account/', getAccount);
  router.get('/account/profile/', getAccount);
  router.patch('/account/', patchAccount);
  router.patch('/account/profile/', patchAccount);
}
