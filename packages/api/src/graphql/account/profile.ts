/** profile: the caller's account (UNAUTHENTICATED without a token, NOT_FOUND if it was deleted). */
import { requireLogin } from '../../auth/guards';
import { notFound } from '../../errors/ApiError';
import type { GraphQLContext } from '../context';
import { selectAccounts, toAccount, type AccountRow } from './accountRow';

export async function profile(_: unknown, __: unknown, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const row: AccountRow | undefined = await selectAccounts(ctx.knex).where('a.account_id', viewer.accountId).first();
  if (!row) throw notFound('account');
  return toAccount(row);
}
