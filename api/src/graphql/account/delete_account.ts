/** delete_account: team members refused (403); refused while active bookings exist (409 delete_rejected_active_bookings). */
import { deleteAccount } from '../../auth/deleteAccount';
import { requirePermission } from '../../auth/guards';
import type { GraphQLContext } from '../context';

export async function delete_account(_: unknown, __: unknown, ctx: GraphQLContext) {
  const subject = await requirePermission(ctx.knex, ctx.viewer, 'account.delete');
  await deleteAccount(ctx.knex, subject.accountId!);
  return true;
}
