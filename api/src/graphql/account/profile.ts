/** profile: the caller's account (UNAUTHENTICATED without a token, NOT_FOUND if it was deleted). */
import { requirePermission } from '../../auth/guards';
import { notFound } from '../../errors/ApiError';
import type { GraphQLContext } from '../context';
import { loadAccount } from '../../services/account/accountRow';

export async function profile(_: unknown, __: unknown, ctx: GraphQLContext) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'profile.view');
  const account = await loadAccount(ctx.knex, subject.accountId!);
  if (!account) throw notFound('account');
  return account;
}
