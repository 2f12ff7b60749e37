/** profile: the caller's account (UNAUTHENTICATED without a token, NOT_FOUND if it was deleted); actingAs under an act-as token. */
import { requirePermission } from '../../auth/guards';
import { notFound } from '../../errors/ApiError';
import type { GraphQLContext } from '../context';
import { loadAccount } from '../../services/account/accountRow';
import { actingAsOf } from '../../services/admin/actAs';

export async function profile(_: unknown, __: unknown, ctx: GraphQLContext) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'profile.view');
  const account = await loadAccount(ctx.knex, subject.accountId!);
  if (!account) throw notFound('account');
  // an act-as token: the admin working as this account (the shell's banner)
  return { ...account, actingAs: await actingAsOf(ctx.knex, ctx.viewer) };
}
